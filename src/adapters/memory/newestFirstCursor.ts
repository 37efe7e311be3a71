import { RepositoryError } from '../../domain/shared/errors';
import { checkPageSize } from '../../domain/shared/Page';

/** Where a newest-first page ended: the last item's createdAt and id (the tie-breaker). */
export interface NewestFirstPosition {
  createdAt: string;
  id: string;
}

/** Opaque to callers; a keyset position, so a page never skips or repeats items when others are added meanwhile. */
export const encodeCursor = (position: NewestFirstPosition): string =>
  btoa(JSON.stringify([position.createdAt, position.id]));

export const decodeCursor = (cursor: string): NewestFirstPosition => {
  try {
    const [createdAt, id] = JSON.parse(atob(cursor)) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id };
  } catch {
    // fall through to the error below
  }
  throw new RepositoryError('REPO.INVALID', 'Unknown page cursor');
};

/** Newest first: createdAt descending, then id descending. */
export const newestFirst = (a: NewestFirstPosition, b: NewestFirstPosition): number =>
  compare(b.createdAt, a.createdAt) || compare(b.id, a.id);

/** True when `item` comes after `position` in newest-first order. */
export const isAfter = (item: NewestFirstPosition, position: NewestFirstPosition): boolean =>
  newestFirst(position, item) < 0;

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One newest-first page: asks the store for pageSize + 1 items after the cursor and keeps pageSize, so `nextCursor`
 * is null exactly when nothing follows.
 */
export const newestFirstPage = <T>(
  fetch: (after: NewestFirstPosition | null, limit: number) => T[],
  positionOf: (item: T) => NewestFirstPosition,
  pageSize: number,
  cursor: string | null | undefined,
): { items: T[]; nextCursor: string | null } => {
  checkPageSize(pageSize);
  const after = cursor ? decodeCursor(cursor) : null;
  const fetched = fetch(after, pageSize + 1);
  const items = fetched.slice(0, pageSize);
  const last = items[items.length - 1];
  return { items, nextCursor: fetched.length > pageSize && last ? encodeCursor(positionOf(last)) : null };
};
