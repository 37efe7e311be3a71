import { doc, type DocumentData, type DocumentReference, type Firestore } from 'firebase/firestore';
import type { CatalogueSummary } from '../../domain/storefront/CatalogueSummary';
import type { SearchVocabulary } from '../../domain/search/SearchVocabulary';
import { emptyCatalogueSummary } from '../../domain/storefront/CatalogueSummaryBuilder';
import { type CatalogueIndex, parseNavigation, summaryOf, vocabularyFromIndex } from './catalogueIndex';
import { CATALOGUE_INDEX_ID, META, SEARCH_VOCABULARY_ID, SUMMARY_ID } from './collections';
import { fromIso, toIso } from './timestamps';

export const summaryRef = (db: Firestore) => doc(db, META, SUMMARY_ID);
export const catalogueIndexRef = (db: Firestore) => doc(db, META, CATALOGUE_INDEX_ID);
export const searchVocabularyRef = (db: Firestore) => doc(db, META, SEARCH_VOCABULARY_ID);

/** A stored vocabulary; none (a catalogue written before search kept one) is an empty one, which corrects nothing. */
export const fromVocabularyDocument = (data: DocumentData | undefined): SearchVocabulary =>
  vocabularyFromIndex(
    data?.['words'] && typeof data['words'] === 'object' ? (data['words'] as Record<string, number>) : {},
  );

/** What a Transaction and a WriteBatch have in common for our writes. */
export interface DocumentWriter {
  set(reference: DocumentReference, data: DocumentData): unknown;
}

export const fromSummaryDocument = (data: DocumentData | undefined): CatalogueSummary => {
  const navigation = parseNavigation(data?.['navigation']);
  const empty = emptyCatalogueSummary(navigation);
  if (!data) return empty;
  const counts = (data['countsBySlug'] ?? {}) as Record<string, number>;
  return {
    navigation,
    countsBySlug: { ...empty.countsBySlug, ...counts },
    activeProductCount: typeof data['activeProductCount'] === 'number' ? data['activeProductCount'] : 0,
    priceMin: typeof data['priceMin'] === 'number' ? data['priceMin'] : 0,
    priceMax: typeof data['priceMax'] === 'number' ? data['priceMax'] : 0,
    categories: Array.isArray(data['categories']) ? (data['categories'] as string[]) : [],
    updatedAt: toIso(data['updatedAt']),
  };
};

/** Writes the counters and the public summary and vocabulary derived from them, in the caller's transaction or batch. */
export const writeCatalogue = (
  db: Firestore,
  writer: DocumentWriter,
  index: CatalogueIndex,
  now: string,
): void => {
  const summary = summaryOf(index, now);
  writer.set(catalogueIndexRef(db), { ...index });
  writer.set(summaryRef(db), { ...summary, updatedAt: fromIso(summary.updatedAt) });
  writer.set(searchVocabularyRef(db), { words: index.wordCounts, updatedAt: fromIso(now) });
};
