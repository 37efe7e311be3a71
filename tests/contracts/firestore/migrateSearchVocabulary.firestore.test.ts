import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateSearchVocabulary, migrationReport } from '../../../scripts/migrate/migrateSearchVocabulary';
import { vocabularyFromIndex } from '../../../src/adapters/firestore/catalogueIndex';
import { toProductDocument } from '../../../src/adapters/firestore/productDocument';
import { vocabularyOf } from '../../../src/domain/search/SearchVocabulary';
import { DEFAULT_NAVIGATION } from '../../../src/domain/catalogue/DefaultNavigation';
import { testProduct } from '../support/testProduct';
import { EmulatorClients } from './support/emulator';

const PROJECT = 'demo-migrate-vocabulary';
const clients = new EmulatorClients(PROJECT);
const admin = initializeApp({ projectId: PROJECT }, 'migrate-search-vocabulary');
afterAll(async () => {
  await clients.dispose();
  await deleteApp(admin);
});

describe('npm run migrate:search-vocabulary, on the emulator with the Admin SDK', () => {
  it('counts the words of the active products into the index and the public vocabulary, and again changes nothing', async () => {
    await clients.clear();
    const owner = clients.as('owner');
    expect(await migrateSearchVocabulary(getFirestore(admin))).toBeNull();
    const products = [
      testProduct('almirah', { name: 'Ajmer Three Door Wardrobe', material: 'Sheesham wood' }),
      testProduct('bed', { name: 'Udaipur King Bed', material: 'Sheesham wood' }),
      testProduct('hidden', { name: 'Hidden Prototype', isActive: false }),
    ];
    await Promise.all([
      ...products.map((product) => setDoc(doc(owner, `products/${product.id}`), toProductDocument(product))),
      // An index written before search kept a vocabulary.
      setDoc(doc(owner, 'meta/catalogueIndex'), {
        navigation: DEFAULT_NAVIGATION,
        slugCounts: {},
        categoryCounts: {},
        priceCounts: {},
        activeCount: 2,
      }),
    ]);

    const first = await migrateSearchVocabulary(getFirestore(admin));
    const expected = vocabularyOf(products);
    expect(first).toEqual({ products: 2, words: expected.size });
    expect(migrationReport(first, PROJECT)).toBe(
      `${PROJECT}: the search vocabulary holds ${expected.size} words of 2 active products.`,
    );
    const vocabulary = (await getDoc(doc(owner, 'meta/searchVocabulary'))).data() ?? {};
    const index = (await getDoc(doc(owner, 'meta/catalogueIndex'))).data() ?? {};
    expect(vocabularyFromIndex(vocabulary['words'] as Record<string, number>)).toEqual(expected);
    expect(index['wordCounts']).toEqual(vocabulary['words']);
    expect(index['activeCount']).toBe(2);
    expect(vocabularyFromIndex(index['wordCounts'] as Record<string, number>).has('prototype')).toBe(false);

    expect(await migrateSearchVocabulary(getFirestore(admin))).toEqual(first);
    expect((await getDoc(doc(owner, 'meta/catalogueIndex'))).data()?.['wordCounts']).toEqual(
      index['wordCounts'],
    );
  });
});
