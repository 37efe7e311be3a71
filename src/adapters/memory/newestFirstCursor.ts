import { decodePosition, encodePosition, type Keyset } from './keysetPage';

/** Where a newest-first page ended: the last item's createdAt and id (the tie-breaker). */
export interface NewestFirstPosition {
  createdAt: string;
  id: string;
}

/** Newest first: createdAt descending, then id descending. */
export const newestFirst = (a: NewestFirstPosition, b: NewestFirstPosition): number =>
  compare(b.createdAt, a.createdAt) || compare(b.id, a.id);

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A listing by creation, newest first unless `order` says otherwise, of items placed by `positionOf`. */
export const byCreation = <T>(
  positionOf: (item: T) => NewestFirstPosition,
  order: (a: NewestFirstPosition, b: NewestFirstPosition) => number = newestFirst,
): Keyset<T, NewestFirstPosition> => ({
  positionOf,
  compare: order,
  encode: ({ createdAt, id }) => encodePosition([createdAt, id]),
  decode: (cursor) =>
    decodePosition(cursor, ([createdAt, id]) =>
      typeof createdAt === 'string' && typeof id === 'string' ? { createdAt, id } : null,
    ),
});
