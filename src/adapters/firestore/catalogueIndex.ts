import type { CatalogueSummary } from '../../domain/storefront/CatalogueSummary';
import { compareText } from '../../domain/text/compareText';
import {
  type CatalogueNavigation,
  type NavigationEntry,
  navigationSlugs,
  navigationSlugsOf,
  navigationTreeOf,
} from '../../domain/catalogue/NavigationTree';
import type { Product } from '../../domain/catalogue/Product';
import { DEFAULT_NAVIGATION } from '../../domain/catalogue/DefaultNavigation';
import { SEARCH_FIELDS, type SearchVocabulary } from '../../domain/search/SearchVocabulary';
import { searchWordsOf } from '../../domain/search/searchText';

/**
 * The counters behind the catalogue summary and the search vocabulary (meta/catalogueIndex, admin-only): the owner's
 * navigation, and active products per category slug, per `category` value, per price and per word of their
 * searchable fields (domain SearchVocabulary). A product write adds and removes one product's
 * share inside its transaction, so keeping the summary exact costs two document reads instead of a read of the
 * whole catalogue. Map keys are prefixed so that no category name can collide with Firestore's reserved `__x__`
 * field names.
 */
export interface CatalogueIndex {
  navigation: CatalogueNavigation;
  slugCounts: Record<string, number>;
  categoryCounts: Record<string, number>;
  priceCounts: Record<string, number>;
  wordCounts: Record<string, number>;
  activeCount: number;
}

const emptyCatalogueIndex = (navigation: CatalogueNavigation = DEFAULT_NAVIGATION): CatalogueIndex => ({
  navigation,
  slugCounts: {},
  categoryCounts: {},
  priceCounts: {},
  wordCounts: {},
  activeCount: 0,
});

type Counted = Pick<
  Product,
  'isActive' | 'categories' | 'tags' | 'category' | 'price' | (typeof SEARCH_FIELDS)[number]
>;

/** A word's key in `wordCounts`. */
const WORD_PREFIX = 'w:';

const bump = (counts: Record<string, number>, key: string, step: number): void => {
  const next = (counts[key] ?? 0) + step;
  if (next > 0) counts[key] = next;
  else delete counts[key];
};

/** Adds (step 1) or removes (step -1) one product's share; inactive products have none. */
export const applyToIndex = (
  index: CatalogueIndex,
  product: Counted | null,
  step: 1 | -1,
): CatalogueIndex => {
  if (!product || !product.isActive) return index;
  for (const slug of navigationSlugsOf(product, navigationTreeOf(index.navigation.entries)))
    bump(index.slugCounts, slug, step);
  if (product.category !== '') bump(index.categoryCounts, `c:${product.category}`, step);
  bump(index.priceCounts, `p:${product.price}`, step);
  for (const word of new Set(SEARCH_FIELDS.flatMap((field) => searchWordsOf(product[field]))))
    bump(index.wordCounts, `${WORD_PREFIX}${word}`, step);
  index.activeCount += step;
  return index;
};

export const indexOf = (products: readonly Counted[], navigation: CatalogueNavigation): CatalogueIndex =>
  products.reduce((index, product) => applyToIndex(index, product, 1), emptyCatalogueIndex(navigation));

const numbers = (value: unknown): Record<string, number> =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter(([, count]) => typeof count === 'number' && count > 0))
    : {};

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

const entryOf = (value: unknown): NavigationEntry | null => {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const slug = text(raw['slug']);
  if (slug === '') return null;
  return {
    name: text(raw['name'], slug),
    slug,
    parentSlug: typeof raw['parentSlug'] === 'string' ? raw['parentSlug'] : null,
    order: typeof raw['order'] === 'number' && Number.isFinite(raw['order']) ? raw['order'] : 1,
    showInBar: raw['showInBar'] !== false,
  };
};

/** A stored navigation; a document written before the owner managed it has none and shows the default tree. */
export const parseNavigation = (value: unknown): CatalogueNavigation => {
  if (!value || typeof value !== 'object') return DEFAULT_NAVIGATION;
  const raw = value as Record<string, unknown>;
  const entries = Array.isArray(raw['entries']) ? raw['entries'].map(entryOf) : [];
  return {
    entries: entries.filter((entry): entry is NavigationEntry => entry !== null),
    hideEmptyInBar: raw['hideEmptyInBar'] === true,
  };
};

export const parseCatalogueIndex = (data: Record<string, unknown> | undefined): CatalogueIndex =>
  data
    ? {
        navigation: parseNavigation(data['navigation']),
        slugCounts: numbers(data['slugCounts']),
        categoryCounts: numbers(data['categoryCounts']),
        priceCounts: numbers(data['priceCounts']),
        wordCounts: numbers(data['wordCounts']),
        activeCount: typeof data['activeCount'] === 'number' ? data['activeCount'] : 0,
      }
    : emptyCatalogueIndex();

/** The public summary these counters describe: equal to the domain's summarizeCatalogue of the same products. */
export const summaryOf = (index: CatalogueIndex, now: string): CatalogueSummary => {
  const prices = Object.keys(index.priceCounts).map((key) => Number(key.slice(2)));
  const slugs = navigationSlugs(navigationTreeOf(index.navigation.entries));
  return {
    navigation: index.navigation,
    countsBySlug: Object.fromEntries(slugs.map((slug) => [slug, index.slugCounts[slug] ?? 0])),
    activeProductCount: index.activeCount,
    priceMin: prices.length === 0 ? 0 : Math.min(...prices),
    priceMax: prices.length === 0 ? 0 : Math.max(...prices),
    categories: Object.keys(index.categoryCounts)
      .map((key) => key.slice(2))
      .sort(compareText),
    updatedAt: now,
  };
};

/** A vocabulary as the index and the public document store it: each word's count under its prefixed key. */
export const wordCountsOf = (vocabulary: SearchVocabulary): Record<string, number> =>
  Object.fromEntries([...vocabulary].map(([word, count]) => [`${WORD_PREFIX}${word}`, count]));

/** The search vocabulary these counters describe: equal to the domain's vocabularyOf of the same products. */
export const vocabularyFromIndex = (wordCounts: Record<string, number>): SearchVocabulary =>
  new Map(
    Object.entries(wordCounts)
      .filter(([key, count]) => key.startsWith(WORD_PREFIX) && typeof count === 'number' && count > 0)
      .map(([key, count]) => [key.slice(WORD_PREFIX.length), count]),
  );
