import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  type DocumentData,
  type Firestore,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  query,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_BANNERS } from '../../src/domain/storefront/BannerCatalog';
import { CATEGORY_QUERY_LIMIT, PUBLIC_QUERY_LIMIT } from '../../src/domain/storefront/PublicQueryLimit';
import { bannerDocument, now, productDocument, seedShop } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

// docs/architecture.md#security-rules: a public list query says how much it reads (the rules check its limit), and a hidden document looks
// exactly like a missing one. Admins are exempt from the limits.
const { env, as } = await rulesTestEnvironment('demo-rules-public-queries');

const banner = (order: number, isActive = true): DocumentData =>
  bannerDocument({ title: `Banner ${order}`, subtitle: '', description: '', isActive, order });

const category = (slug: string): DocumentData => ({
  name: slug,
  slug,
  description: '',
  image: '',
  parentSlug: null,
  createdAt: now(),
  updatedAt: now(),
});

beforeEach(() =>
  seedShop(env, {
    'products/shown': productDocument('shown'),
    'products/hidden': productDocument('hidden', { isActive: false }),
    'categories/beds': category('beds'),
    'banners/live': banner(1),
    'banners/paused': banner(2, false),
  }),
);

describe('products', () => {
  const active = (db: Firestore, ...bound: ReturnType<typeof limit>[]) =>
    query(collection(db, 'products'), where('isActive', '==', true), ...bound);

  it(`denies an anonymous list of active products without a limit or above ${PUBLIC_QUERY_LIMIT}`, async () => {
    await assertFails(getDocs(active(as.anonymous)));
    await assertSucceeds(getDocs(active(as.anonymous, limit(PUBLIC_QUERY_LIMIT))));
    await assertFails(getDocs(active(as.anonymous, limit(PUBLIC_QUERY_LIMIT + 1))));
  });
  it('holds a signed-in shopper to the same limit', async () => {
    await assertFails(getDocs(active(as.shopper)));
    await assertSucceeds(getDocs(active(as.shopper, limit(PUBLIC_QUERY_LIMIT))));
  });
  it('bounds a count the same way: the listing count of the app carries the limit', async () => {
    await assertFails(getCountFromServer(active(as.anonymous)));
    await assertSucceeds(getCountFromServer(active(as.anonymous, limit(PUBLIC_QUERY_LIMIT))));
    await assertFails(getCountFromServer(active(as.anonymous, limit(PUBLIC_QUERY_LIMIT + 1))));
  });
  it('lets an admin list every product without a limit', async () => {
    await assertSucceeds(getDocs(collection(as.admin, 'products')));
    await assertSucceeds(getDocs(active(as.admin)));
  });
  it('refuses an anonymous read of an inactive product exactly as that of a missing one', async () => {
    const codeOf = async (read: Promise<unknown>): Promise<string> => {
      const error: unknown = await assertFails(read);
      return (error as { code?: string }).code ?? '';
    };
    const hidden = await codeOf(getDoc(doc(as.anonymous, 'products/hidden')));
    const missing = await codeOf(getDoc(doc(as.anonymous, 'products/nosuchproduct')));
    expect(hidden).toBe('permission-denied');
    expect(missing).toBe('permission-denied');
    await assertSucceeds(getDoc(doc(as.anonymous, 'products/shown')));
    await assertSucceeds(getDoc(doc(as.admin, 'products/hidden')));
  });
});

describe('categories', () => {
  const categories = (db: Firestore, ...bound: ReturnType<typeof limit>[]) =>
    query(collection(db, 'categories'), ...bound);

  it(`denies an anonymous list of categories without a limit or above ${CATEGORY_QUERY_LIMIT}`, async () => {
    await assertFails(getDocs(categories(as.anonymous)));
    await assertSucceeds(getDocs(categories(as.anonymous, limit(CATEGORY_QUERY_LIMIT))));
    await assertFails(getDocs(categories(as.anonymous, limit(CATEGORY_QUERY_LIMIT + 1))));
  });
  it('lets an admin list them without a limit', async () => {
    await assertSucceeds(getDocs(categories(as.admin)));
  });
});

describe('banners', () => {
  const activeBanners = (db: Firestore, ...bound: ReturnType<typeof limit>[]) =>
    query(collection(db, 'banners'), where('isActive', '==', true), ...bound);

  it(`denies an anonymous list of active banners without a limit or above ${MAX_BANNERS}`, async () => {
    await assertFails(getDocs(activeBanners(as.anonymous)));
    await assertSucceeds(getDocs(activeBanners(as.anonymous, limit(MAX_BANNERS))));
    await assertFails(getDocs(activeBanners(as.anonymous, limit(MAX_BANNERS + 1))));
  });
  it('denies a bounded anonymous list that could include inactive banners; admins list them all', async () => {
    await assertFails(getDocs(query(collection(as.anonymous, 'banners'), limit(MAX_BANNERS))));
    await assertSucceeds(getDocs(collection(as.admin, 'banners')));
  });
});
