import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { wordCountsOf } from '../../src/adapters/firestore/catalogueIndex';
import {
  SEARCH_FIELDS,
  vocabularyOf,
  type SearchableProduct,
} from '../../src/domain/search/SearchVocabulary';

/** What one run did: how many active products it read, and how many distinct words they hold. */
export interface SearchVocabularyMigration {
  products: number;
  words: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Counts the words of every active product into the catalogue index and the public search vocabulary, in one
 * transaction with the products it read, for a catalogue written before search kept a vocabulary (product writes
 * keep both in step after that). Runs with the Admin SDK, past the rules; running it again changes nothing. A shop
 * with no catalogue index yet (no product written) is left as it is.
 */
export const migrateSearchVocabulary = async (db: Firestore): Promise<SearchVocabularyMigration | null> =>
  db.runTransaction(async (transaction) => {
    const index = db.collection('meta').doc('catalogueIndex');
    if (!(await transaction.get(index)).exists) return null;
    const active = await transaction.get(db.collection('products').where('isActive', '==', true));
    const products = active.docs.map((document): SearchableProduct => {
      const data = document.data();
      return {
        id: document.id,
        isActive: true,
        stock: 0,
        ...Object.fromEntries(SEARCH_FIELDS.map((field) => [field, text(data[field])])),
      } as SearchableProduct;
    });
    const wordCounts = wordCountsOf(vocabularyOf(products));
    transaction.update(index, { wordCounts });
    transaction.set(db.collection('meta').doc('searchVocabulary'), {
      words: wordCounts,
      updatedAt: Timestamp.now(),
    });
    return { products: products.length, words: Object.keys(wordCounts).length };
  });

export const migrationReport = (migration: SearchVocabularyMigration | null, projectId: string): string =>
  migration === null
    ? `${projectId}: no catalogue index yet; product writes will keep the vocabulary from the first one.`
    : `${projectId}: the search vocabulary holds ${migration.words} words of ${migration.products} active products.`;
