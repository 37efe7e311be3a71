import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';
import { now, productDocument, seedShop } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';
import { DEFAULT_NAVIGATION as NAVIGATION } from '../../src/domain/catalogue/DefaultNavigation';
import { loggedDelete, loggedSet, loggedUpdate } from './support/logged';

const { env, as } = await rulesTestEnvironment('demo-rules-catalogue');

beforeEach(() =>
  seedShop(env, {
    'products/shown': productDocument('shown'),
    'products/hidden': productDocument('hidden', { isActive: false }),
    'categories/beds': {
      name: 'Beds',
      slug: 'beds',
      description: '',
      image: '',
      parentSlug: null,
      order: 10,
      showInBar: true,
      createdAt: now(),
      updatedAt: now(),
    },
    'settings/shop': { ...DEFAULT_SHOP_SETTINGS },
    'meta/catalogueSummary': {
      navigation: NAVIGATION,
      countsBySlug: {},
      activeProductCount: 1,
      priceMin: 1,
      priceMax: 1,
      categories: [],
      updatedAt: now(),
    },
    'meta/catalogueIndex': {
      navigation: NAVIGATION,
      slugCounts: {},
      categoryCounts: {},
      priceCounts: {},
      wordCounts: { 'w:sofa': 1 },
      activeCount: 1,
    },
    'meta/searchVocabulary': { words: { 'w:sofa': 1 }, updatedAt: now() },
  }),
);

describe('products', () => {
  const products = (db: typeof as.anonymous) => collection(db, 'products');
  it('lets anyone read an active product; denies an anonymous read of an inactive one; admins read both', async () => {
    await assertSucceeds(getDoc(doc(as.anonymous, 'products/shown')));
    await assertFails(getDoc(doc(as.anonymous, 'products/hidden')));
    await assertFails(getDoc(doc(as.shopper, 'products/hidden')));
    await assertSucceeds(getDoc(doc(as.admin, 'products/hidden')));
  });
  it('lets anyone list active products (bounded); denies a listing that could include inactive ones', async () => {
    await assertSucceeds(getDocs(query(products(as.anonymous), where('isActive', '==', true), limit(50))));
    await assertFails(getDocs(query(products(as.anonymous), limit(50))));
    await assertSucceeds(getDocs(products(as.admin)));
  });
  it('lets a verified listed admin and a role admin write products; denies shoppers', async () => {
    await assertSucceeds(loggedSet(as.admin, 'products/new1', productDocument('new1')));
    await assertSucceeds(loggedSet(as.staff, 'products/new2', productDocument('new2')));
    await assertFails(setDoc(doc(as.shopper, 'products/new3'), productDocument('new3')));
    await assertFails(deleteDoc(doc(as.shopper, 'products/shown')));
    await assertSucceeds(loggedDelete(env, as.admin, 'products/shown'));
  });
  it('denies a listed admin e-mail that is not verified', async () => {
    await assertFails(loggedSet(as.unverifiedClaim, 'products/new1', productDocument('new1')));
    await assertFails(loggedUpdate(as.unverifiedClaim, 'products/shown', { price: 1 }));
  });
  it('denies unknown keys, oversized strings and negative stock, even from an admin', async () => {
    await assertFails(loggedSet(as.admin, 'products/x', { ...productDocument('x'), secret: true }));
    await assertFails(loggedSet(as.admin, 'products/x', productDocument('x', { name: 'x'.repeat(201) })));
    await assertFails(loggedSet(as.admin, 'products/x', productDocument('x', { stock: -1 })));
    await assertFails(
      loggedSet(as.admin, 'products/x', productDocument('x', { image: 'javascript:alert(1)' })),
    );
  });

  it('takes uploaded photos’ Cloud Storage addresses in the pictures, and refuses an encoded slash in a site path', async () => {
    const stored =
      'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/products%2Fab12cd34.webp?alt=media';
    await assertFails(
      loggedSet(
        as.admin,
        'products/x',
        productDocument('x', { images: ['/images/a.jpg', '/%2F%2Fevil.example/b.jpg'] }),
      ),
    );
    await assertSucceeds(
      loggedSet(
        as.admin,
        'products/x',
        productDocument('x', { image: stored, images: ['/images/a.jpg', stored] }),
      ),
    );
  });
});

describe('categories, settings and the catalogue summary', () => {
  const category = {
    name: 'Sofa',
    slug: 'sofas',
    description: 'Soft',
    image: '/images/sofa.svg',
    parentSlug: null,
    order: 1,
    showInBar: true,
  };
  it('lets anyone read categories; only admins write them', async () => {
    await assertSucceeds(getDocs(query(collection(as.anonymous, 'categories'), limit(200))));
    await assertFails(
      setDoc(doc(as.shopper, 'categories/sofas'), { ...category, createdAt: now(), updatedAt: now() }),
    );
    await assertSucceeds(
      setDoc(doc(as.admin, 'categories/sofas'), { ...category, createdAt: now(), updatedAt: now() }),
    );
  });
  it('denies a category image with a javascript: or //host URL', async () => {
    await assertFails(
      setDoc(doc(as.admin, 'categories/a'), {
        ...category,
        image: 'javascript:alert(1)',
        createdAt: now(),
        updatedAt: now(),
      }),
    );
    await assertFails(
      setDoc(doc(as.admin, 'categories/b'), {
        ...category,
        image: '//evil.example/x.png',
        createdAt: now(),
        updatedAt: now(),
      }),
    );
  });
  it("takes a category's position as a whole number 1..999 and its place in the bar as a yes or no", async () => {
    const write = (id: string, patch: Record<string, unknown>) =>
      setDoc(doc(as.admin, `categories/${id}`), {
        ...category,
        ...patch,
        createdAt: now(),
        updatedAt: now(),
      });
    await assertSucceeds(write('first', { order: 1, showInBar: false }));
    await assertSucceeds(write('last', { order: 999 }));
    await assertFails(write('zero', { order: 0 }));
    await assertFails(write('far', { order: 1000 }));
    await assertFails(write('half', { order: 1.5 }));
    await assertFails(write('text', { order: '1' }));
    await assertFails(write('maybe', { showInBar: 'yes' }));
    const { order: _order, ...unordered } = category;
    await assertFails(
      setDoc(doc(as.admin, 'categories/none'), { ...unordered, createdAt: now(), updatedAt: now() }),
    );
  });
  it("keeps the summary's navigation a bounded list with the bar's option, written only by admins", async () => {
    const summary = doc(as.admin, 'meta/catalogueSummary');
    const entries = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ ...NAVIGATION.entries[0], slug: `c${index}` }));
    await assertSucceeds(updateDoc(summary, { navigation: { entries: entries(200), hideEmptyInBar: true } }));
    await assertFails(updateDoc(summary, { navigation: { entries: entries(201), hideEmptyInBar: true } }));
    await assertFails(updateDoc(summary, { navigation: { entries: entries(1), hideEmptyInBar: 'yes' } }));
    await assertFails(
      updateDoc(summary, { navigation: { entries: entries(1), hideEmptyInBar: false, x: 1 } }),
    );
    await assertFails(updateDoc(summary, { navigation: null }));
    await assertFails(
      updateDoc(doc(as.shopper, 'meta/catalogueSummary'), {
        navigation: { entries: [], hideEmptyInBar: true },
      }),
    );
    await assertFails(
      updateDoc(doc(as.admin, 'meta/catalogueIndex'), {
        navigation: { entries: entries(201), hideEmptyInBar: false },
      }),
    );
    await assertSucceeds(
      updateDoc(doc(as.admin, 'meta/catalogueIndex'), {
        navigation: { entries: entries(3), hideEmptyInBar: false },
      }),
    );
  });
  it('denies a catalogue index of more prices than it counts; allows one for each of 20,000 prices', async () => {
    const prices = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`p:${i}`, 1]));
    await assertFails(updateDoc(doc(as.manager, 'meta/catalogueIndex'), { priceCounts: prices(20_001) }));
    await assertFails(updateDoc(doc(as.manager, 'meta/catalogueIndex'), { slugCounts: prices(5_001) }));
    await assertSucceeds(updateDoc(doc(as.manager, 'meta/catalogueIndex'), { priceCounts: prices(20_000) }));
  });
  it('lets anyone read the search vocabulary; staff write it only as the word counts of the index beside it', async () => {
    await assertSucceeds(getDoc(doc(as.anonymous, 'meta/searchVocabulary')));
    const words = { 'w:sofa': 1, 'w:teak': 1 };
    const written = (db: typeof as.anonymous, vocabulary: Record<string, number>, index = words) => {
      const batch = writeBatch(db);
      batch.update(doc(db, 'meta/catalogueIndex'), { wordCounts: index });
      batch.set(doc(db, 'meta/searchVocabulary'), { words: vocabulary, updatedAt: serverTimestamp() });
      return batch.commit();
    };
    await assertFails(written(as.manager, { ...words, 'w:free': 1 }));
    await assertFails(written(as.shopper, words));
    await assertFails(
      setDoc(doc(as.manager, 'meta/searchVocabulary'), { words, updatedAt: serverTimestamp(), extra: 1 }),
    );
    await assertSucceeds(written(as.manager, words));
    const many = Object.fromEntries(Array.from({ length: 30_001 }, (_, i) => [`w:${i}`, 1]));
    await assertFails(updateDoc(doc(as.manager, 'meta/catalogueIndex'), { wordCounts: many }));
  });
  it('lets anyone read the shop settings; only admins save them, with known keys only', async () => {
    await assertSucceeds(getDoc(doc(as.anonymous, 'settings/shop')));
    await assertFails(setDoc(doc(as.shopper, 'settings/shop'), { ...DEFAULT_SHOP_SETTINGS, shippingFee: 0 }));
    await assertSucceeds(
      loggedSet(as.admin, 'settings/shop', { ...DEFAULT_SHOP_SETTINGS, shippingFee: 0 }, 'settings'),
    );
    await assertFails(
      loggedSet(
        as.admin,
        'settings/shop',
        { ...DEFAULT_SHOP_SETTINGS, adminEmails: ['me@evil.example'] },
        'settings',
      ),
    );
    await assertFails(loggedSet(as.admin, 'settings/other', { ...DEFAULT_SHOP_SETTINGS }, 'settings'));
  });
  it('denies a GST rate no slab has; allows each slab, 40 % among them', async () => {
    const save = (gstRate: number) =>
      loggedSet(as.admin, 'settings/shop', { ...DEFAULT_SHOP_SETTINGS, gstRate }, 'settings');
    await assertFails(save(17.5));
    await assertFails(save(100));
    await assertSucceeds(save(40));
    await assertSucceeds(save(0));
  });
  it('denies a seller GSTIN of the wrong shape or an invoice prefix that would overrun 16 characters; allows the right ones', async () => {
    const seller = { ...DEFAULT_SHOP_SETTINGS, sellerState: 'Rajasthan', sellerLegalName: 'Example Works' };
    const save = (fields: Record<string, unknown>) =>
      loggedSet(as.admin, 'settings/shop', { ...seller, ...fields }, 'settings');
    await assertFails(save({ sellerGstin: '08ABCDE1234F1Z' }));
    await assertFails(save({ sellerGstin: 'abcde' }));
    await assertFails(save({ invoicePrefix: 'SHOP' }));
    await assertFails(save({ invoicePrefix: 's/h' }));
    await assertSucceeds(save({ sellerGstin: '08ABCDE1234F1Z0', invoicePrefix: 'EW1' }));
    await assertSucceeds(save({ sellerGstin: '' }));
  });
  it('lets anyone read the catalogue summary but not the admin counters; only admins write either', async () => {
    await assertSucceeds(getDoc(doc(as.anonymous, 'meta/catalogueSummary')));
    await assertFails(getDoc(doc(as.anonymous, 'meta/catalogueIndex')));
    await assertSucceeds(getDoc(doc(as.admin, 'meta/catalogueIndex')));
    await assertFails(updateDoc(doc(as.shopper, 'meta/catalogueSummary'), { activeProductCount: 0 }));
    await assertSucceeds(updateDoc(doc(as.admin, 'meta/catalogueSummary'), { activeProductCount: 0 }));
  });
  it('denies anything outside the known collections', async () => {
    await assertFails(setDoc(doc(as.admin, 'secrets/x'), { a: 1 }));
    await assertFails(getDoc(doc(as.admin, 'secrets/x')));
  });
});
