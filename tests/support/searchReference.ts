import type { Product } from '../../src/domain/catalogue/Product';
import { searchCatalogue, type SearchAnswer } from '../../src/domain/search/searchCatalogue';
import { vocabularyOf } from '../../src/domain/search/SearchVocabulary';
import { DEFAULT_SEARCH_WORDS } from '../../src/domain/search/SearchWords';
import { searchKnowledge } from '../../src/domain/search/understandQuery';
import { compareProducts } from '../../src/domain/storefront/ProductFilter';
import { searchableText } from '../../src/domain/storefront/ProductSearch';

/**
 * What every backend's search must answer over these products: the domain's searchCatalogue with lookups read
 * straight from the list (a product holds a key of 3 to 5 characters exactly when its searchable text contains it).
 */
export const referenceSearch = (
  products: readonly Product[],
  query: string,
  limit: number,
): Promise<SearchAnswer> => {
  const byName = products.filter((product) => product.isActive).sort(compareProducts('name'));
  return searchCatalogue(
    query,
    limit,
    searchKnowledge(DEFAULT_SEARCH_WORDS, vocabularyOf(products)),
    async (keys, after, size) =>
      byName
        .slice(after === null ? 0 : byName.findIndex((product) => product.id === after.id) + 1)
        .filter((product) => keys.some((key) => searchableText(product).includes(key)))
        .slice(0, size),
  );
};
