import { displayRating } from '../../domain/storefront/Rating';
/**
 * Order-preserving string encodings of the sorts of docs/behaviour.md#browsing-and-search, each ending in the product id so that every key is
 * unique: a query orders by one stored key, pages with `startAfter(key)`, and ties break by id ascending exactly as
 * the domain ProductFilter does, whatever range filters Firestore adds to the ordering behind it.
 */

const HEX_DIGITS = 16;

/** The IEEE-754 bits of `value`, flipped so that unsigned comparison of the hex follows numeric order. */
const sortableHex = (value: number): string => {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value === 0 ? 0 : value);
  let bits = view.getBigUint64(0);
  bits = bits >> 63n === 1n ? ~bits & 0xffffffffffffffffn : bits | 0x8000000000000000n;
  return bits.toString(16).padStart(HEX_DIGITS, '0');
};

const INVERTED: Record<string, string> = Object.fromEntries(
  [...'0123456789abcdef'].map((digit, index) => [digit, (15 - index).toString(16)]),
);

/** Ascending key for a number. */
export const ascendingNumberKey = (value: number): string => sortableHex(value);

/** Descending key for a number: the hex digits mirrored, so larger numbers sort first. */
export const descendingNumberKey = (value: number): string =>
  [...sortableHex(value)].map((digit) => INVERTED[digit] ?? digit).join('');

/**
 * `nameSortKey` then id. U+0000 sorts below every character, so a name that is a prefix of another still sorts
 * first, as in `compareText`.
 */
export const nameKey = (nameSortKey: string, id: string): string => `${nameSortKey}\u0000${id}`;

export const numberKey = (value: number, direction: 'asc' | 'desc', id: string): string =>
  `${direction === 'asc' ? ascendingNumberKey(value) : descendingNumberKey(value)}${id}`;

/**
 * The rating sort's key: the shown rating in tenths, highest first, as two digits ('00' is 5.0, '50' is 0.0), then
 * the id. Two digits the rules can check against the approved reviews' aggregate (firestore.rules, ratingShown).
 */
export const ratingKey = (rating: number, id: string): string =>
  `${String(50 - Math.round(displayRating(rating) * 10)).padStart(2, '0')}${id}`;
