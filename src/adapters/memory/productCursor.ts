import { RepositoryError } from '../../domain/shared/errors';
import type { SortKey } from '../../domain/storefront/ProductFilter';
import { SORT_OPTIONS, type SortBy } from '../../domain/storefront/ProductQuery';

/**
 * A product page cursor: the sort and the sort key of the last item returned (keyset paging, like Firestore's
 * startAfter), so a page never skips or repeats items when others are written meanwhile. Base64 of UTF-8 JSON.
 */
export const encodeProductCursor = (sortBy: SortBy, key: SortKey): string => {
  const bytes = new TextEncoder().encode(JSON.stringify([sortBy, key[0], key[1]]));
  return btoa(String.fromCharCode(...bytes));
};

/** Throws RepositoryError REPO.INVALID for a cursor this adapter did not make, or one made for another sort. */
export const decodeProductCursor = (cursor: string, sortBy: SortBy): SortKey => {
  try {
    const bytes = Uint8Array.from(atob(cursor), (character) => character.charCodeAt(0));
    const [cursorSort, value, id] = JSON.parse(new TextDecoder().decode(bytes)) as unknown[];
    const validValue = typeof value === 'string' || typeof value === 'number';
    if (cursorSort === sortBy && SORT_OPTIONS.includes(sortBy) && validValue && typeof id === 'string')
      return [value, id];
  } catch {
    // fall through to the error below
  }
  throw new RepositoryError('REPO.INVALID', 'Unknown page cursor');
};
