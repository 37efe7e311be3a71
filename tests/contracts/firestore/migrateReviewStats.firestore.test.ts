import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateReviewStats, migrationReport } from '../../../scripts/migrate/migrateReviewStats';
import { toProductDocument } from '../../../src/adapters/firestore/productDocument';
import { averageOf } from '../../../src/domain/afterSales/Review';
import { testProduct } from '../support/testProduct';
import { EmulatorClients } from './support/emulator';

const PROJECT = 'demo-migrate-stats';
const clients = new EmulatorClients(PROJECT);
const admin = initializeApp({ projectId: PROJECT }, 'migrate-review-stats');
afterAll(async () => {
  await clients.dispose();
  await deleteApp(admin);
});

describe('npm run migrate:review-stats, on the emulator with the Admin SDK', () => {
  it('gives a product rated before aggregates the aggregate of what it shows, once, and touches nothing else', async () => {
    await clients.clear();
    const owner = clients.as('owner');
    const kept = { count: 1, sum: 5, stars: [0, 0, 0, 0, 1], lastReviewId: 'r1', updatedAt: new Date(0) };
    await Promise.all([
      setDoc(
        doc(owner, 'products/legacy'),
        toProductDocument(testProduct('legacy', { rating: 4.6, reviewCount: 128 })),
      ),
      setDoc(
        doc(owner, 'products/unrated'),
        toProductDocument(testProduct('unrated', { rating: 0, reviewCount: 0 })),
      ),
      setDoc(
        doc(owner, 'products/kept'),
        toProductDocument(testProduct('kept', { rating: 5, reviewCount: 1 })),
      ),
      setDoc(doc(owner, 'reviewStats/kept'), kept),
    ]);

    const first = await migrateReviewStats(getFirestore(admin));
    expect(first).toEqual({ migrated: ['legacy'], alreadyKept: 1 });
    expect(migrationReport(first, PROJECT)).toBe(
      `${PROJECT}: 1 product given the aggregate of what it shows (legacy); 1 already had one.`,
    );
    const stats = (await getDoc(doc(owner, 'reviewStats/legacy'))).data() ?? {};
    expect(stats).toMatchObject({ count: 128, lastReviewId: '' });
    expect(averageOf({ count: stats['count'], sum: stats['sum'] })).toBe(4.6);
    expect((stats['stars'] as number[]).reduce((sum, n) => sum + n, 0)).toBe(128);
    expect((await getDoc(doc(owner, 'reviewStats/unrated'))).exists()).toBe(false);
    expect((await getDoc(doc(owner, 'reviewStats/kept'))).data()).toMatchObject({
      sum: 5,
      lastReviewId: 'r1',
    });

    expect(await migrateReviewStats(getFirestore(admin))).toEqual({ migrated: [], alreadyKept: 2 });
  });
});
