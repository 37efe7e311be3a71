import { RepositoryError } from '../../domain/shared/errors';

/**
 * Opaque page cursors: base64 of UTF-8 JSON of a tag (the sort, or the listing kind) and the values to
 * `startAfter`. A cursor made for another listing or not made here at all is refused with REPO.INVALID.
 */
export const encodeCursor = (tag: string, values: readonly (string | number)[]): string => {
  const bytes = new TextEncoder().encode(JSON.stringify([tag, ...values]));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export const decodeCursor = (
  cursor: string,
  tag: string,
  shape: readonly ('string' | 'number')[],
): (string | number)[] => {
  try {
    const bytes = Uint8Array.from(atob(cursor), (character) => character.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (Array.isArray(parsed) && parsed[0] === tag && parsed.length === shape.length + 1) {
      const values = parsed.slice(1) as unknown[];
      if (values.every((value, index) => typeof value === shape[index])) return values as (string | number)[];
    }
  } catch {
    // fall through to the error below
  }
  throw new RepositoryError('REPO.INVALID', 'Unknown page cursor');
};
