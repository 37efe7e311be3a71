import { storedTexts } from '../shared/storedTexts';

/** How many products a shopper compares at once (docs/behaviour.md#compare). */
export const COMPARE_MOST = 4;

/** The product ids a shopper marked to compare, in the order marked: each once, at most COMPARE_MOST. */
export type CompareList = readonly string[];

/** What a tap on a product's Compare did: a full list takes no more and says so, it never drops one. */
export type CompareToggle = 'added' | 'removed' | 'full';

/** `list` with `productId` toggled: out if in; else in at the end, unless the list is full. */
export const toggleCompared = (
  list: CompareList,
  productId: string,
): { list: string[]; outcome: CompareToggle } => {
  if (list.includes(productId)) return { list: list.filter((id) => id !== productId), outcome: 'removed' };
  if (list.length >= COMPARE_MOST) return { list: [...list], outcome: 'full' };
  return { list: [...list, productId], outcome: 'added' };
};

/** The first COMPARE_MOST distinct, non-blank ids of `ids`, in order. */
const compareListOf = (ids: readonly string[]): string[] =>
  [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))].slice(0, COMPARE_MOST);

/** What a device stored, read as a CompareList: anything else (corrupt, another shape) reads as an empty list. */
export const storedCompareList = (raw: string | null): string[] => compareListOf(storedTexts(raw));

/** The list a `/compare?ids=a,b,c` address names (its `ids` value); none when absent. */
export const compareListFromQuery = (ids: string | null): string[] => compareListOf((ids ?? '').split(','));

/** The query of the address that names `list`: `?ids=a,b,c` (commas kept, each id escaped). */
export const compareQuery = (list: CompareList): string =>
  `?ids=${list.map((id) => encodeURIComponent(id)).join(',')}`;
