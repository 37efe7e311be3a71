import { RepositoryError } from '../../domain/shared/errors';
import { checkPageSize, type Page } from '../../domain/shared/Page';
import type { MemoryDatabase } from './MemoryDatabase';

/** A listing's order, told by each item's position in it, and how a position travels as a cursor. */
export interface Keyset<T, P> {
  positionOf: (item: T) => P;
  compare: (a: P, b: P) => number;
  encode: (position: P) => string;
  decode: (cursor: string) => P;
}

/** Opaque to callers: base64 of the JSON of the position's values. */
export const encodePosition = (values: readonly unknown[]): string => btoa(JSON.stringify(values));

/** The position in a cursor this adapter made, as `read` finds it in the values (null: none); else REPO.INVALID. */
export const decodePosition = <P>(cursor: string, read: (values: unknown[]) => P | null): P => {
  try {
    const position = read(JSON.parse(atob(cursor)) as unknown[]);
    if (position !== null) return position;
  } catch {
    // fall through to the error below
  }
  throw new RepositoryError('REPO.INVALID', 'Unknown page cursor');
};

/**
 * One page of the matching items after the cursor's position (keyset paging, so a page never skips or repeats items
 * when others are added meanwhile): asks for pageSize + 1 and keeps pageSize, so `nextCursor` is null exactly when
 * nothing follows.
 */
export const keysetPage = <T, P>(
  db: MemoryDatabase,
  collection: string,
  matches: (item: T) => boolean,
  keyset: Keyset<T, P>,
  request: { pageSize: number; cursor?: string | null | undefined },
  maxPageSize?: number,
): Page<T> => {
  const { positionOf, compare } = keyset;
  checkPageSize(request.pageSize, maxPageSize);
  const after = request.cursor ? keyset.decode(request.cursor) : null;
  const fetched = db.query<T>(collection, {
    where: (item) => matches(item) && (after === null || compare(after, positionOf(item)) < 0),
    orderBy: (a, b) => compare(positionOf(a), positionOf(b)),
    limit: request.pageSize + 1,
  });
  const items = fetched.slice(0, request.pageSize);
  const last = items.at(-1);
  return {
    items,
    nextCursor: fetched.length > request.pageSize && last ? keyset.encode(positionOf(last)) : null,
  };
};
