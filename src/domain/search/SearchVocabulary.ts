import type { Product } from '../catalogue/Product';
import { searchWordsOf } from './searchText';

/** The fields search reads, in the order of their weight: a match in the name counts most. */
export const SEARCH_FIELDS = ['name', 'category', 'material', 'description'] as const;

export type SearchableProduct = Pick<Product, 'id' | 'isActive' | 'stock' | (typeof SEARCH_FIELDS)[number]>;

/**
 * The catalogue's vocabulary: every distinct word of the active products' searchable fields, with how many products
 * hold it. Typos are corrected against it, so a correction always finds something.
 */
export type SearchVocabulary = ReadonlyMap<string, number>;

export const vocabularyOf = (products: readonly SearchableProduct[]): SearchVocabulary => {
  const counts = new Map<string, number>();
  for (const product of products) {
    if (!product.isActive) continue;
    const words = new Set(SEARCH_FIELDS.flatMap((field) => searchWordsOf(product[field])));
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
};
