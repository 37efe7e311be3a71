import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  type DocumentData,
  type Firestore,
  serverTimestamp,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { cancelMark } from '../../src/adapters/firestore/orderMark';
import { toProductDocument } from '../../src/adapters/firestore/productDocument';
import { ratingKey } from '../../src/adapters/firestore/sortKeys';
import { aggregateShowing, averageOf } from '../../src/domain/afterSales/Review';
import { storedActivityTargets } from '../../src/domain/staff/StoredActivityTargets';
import { testProduct } from '../contracts/support/testProduct';
import { seedCheckoutShop } from './support/checkout';
import { logEntry, loggedUpdate } from './support/logged';
import { appOrderChange, confirmation, EMAIL } from './support/orderChange';
import { emailOf, seed, stored } from './support/rulesEnv';
import { reviewDocument } from './support/reviewDocument';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * Records no account can bend: the rating sort key, a moderator's own review, a product rated before aggregates, the
 * activity log's names and sizes, and the tax lines of an invoice. Each attack is denied beside its legitimate twin.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-integrity');

const CREATED = Timestamp.fromMillis(Date.parse('2026-01-01T00:00:00Z'));

const review = (userId: string, overrides: DocumentData = {}): DocumentData =>
  reviewDocument({ userId, orderId: `${userId}-order`, ...overrides });

const figures = (rating: number, reviewCount: number, productId = 'chair') => ({
  rating,
  reviewCount,
  sortRating: ratingKey(rating, productId),
});

/** An approval as the app writes it: the review, its product's aggregate and the product's figures. */
const approval = (
  db: Firestore,
  reviewId: string,
  aggregate: { count: number; sum: number; stars: number[] },
  shown: DocumentData,
  productId = 'chair',
): Promise<void> => {
  const batch = writeBatch(db);
  batch.update(doc(db, 'reviews', reviewId), { status: 'approved', updatedAt: serverTimestamp() });
  batch.set(doc(db, 'reviewStats', productId), {
    ...aggregate,
    lastReviewId: reviewId,
    updatedAt: serverTimestamp(),
  });
  batch.update(doc(db, 'products', productId), shown);
  return batch.commit();
};

/** The chair with one approved 5-star review and its aggregate, and `reviews` beside it. */
const seedRatedChair = (reviews: Record<string, DocumentData>) =>
  seed(env, {
    'products/chair': toProductDocument(testProduct('chair', { rating: 5, reviewCount: 1 })),
    'reviewStats/chair': {
      count: 1,
      sum: 5,
      stars: [0, 0, 0, 0, 1],
      lastReviewId: 'seed',
      updatedAt: CREATED,
    },
    ...reviews,
  });

describe('the rating sort key follows the approved reviews, and only them', () => {
  beforeEach(async () => {
    await seedCheckoutShop(env);
    await seedRatedChair({
      'reviews/chair_shopper': review('shopper'),
      'reviews/chair_manager': review('manager'),
    });
  });

  it('denies a guest or a shopper setting a key that sorts ahead of every 5-star product; the figures stay', async () => {
    const ahead = { sortRating: '+0chair' };
    await assertFails(updateDoc(doc(as.anonymous, 'products/chair'), ahead));
    await assertFails(updateDoc(doc(as.shopper, 'products/chair'), ahead));
    await assertFails(updateDoc(doc(as.anonymous, 'products/chair'), figures(5, 1)));
    expect((await stored(env, 'products/chair'))?.['sortRating']).toBe(ratingKey(5, 'chair'));
  });

  it('denies a key of two signs where two digits belong in an approval; allows the digits the reviews say', async () => {
    const after = { count: 2, sum: 9, stars: [0, 0, 0, 1, 1] };
    await assertFails(
      approval(as.staff, 'chair_shopper', after, { ...figures(4.5, 2), sortRating: '+5chair' }),
    );
    await assertFails(
      approval(as.staff, 'chair_shopper', after, { ...figures(4.5, 2), sortRating: '-5chair' }),
    );
    await assertSucceeds(approval(as.staff, 'chair_shopper', after, figures(4.5, 2)));
  });

  it("denies a manager's product save that moves the key with the figures pinned; allows a save keeping it", async () => {
    const product = (await stored(env, 'products/stool0')) ?? {};
    expect(product['sortRating']).not.toBe('00stool0');
    await assertFails(
      loggedUpdate(as.manager, 'products/stool0', {
        ...product,
        sortRating: '00stool0',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      loggedUpdate(as.manager, 'products/stool0', { ...product, price: 4100, updatedAt: serverTimestamp() }),
    );
  });

  it('denies a new product created with a key other than no rating; allows it with none', async () => {
    const created = (sortRating: string) =>
      (async () => {
        const batch = writeBatch(as.manager);
        const auditId = logEntry(batch, as.manager);
        batch.set(doc(as.manager, 'products/newchair'), {
          ...toProductDocument(testProduct('newchair', { rating: 0, reviewCount: 0 })),
          countryOfOrigin: 'India',
          manufacturerName: 'Sheesham Works (fictitious)',
          netQuantity: '1 N',
          manufacturerAddress: 'Plot 1, Jodhpur (fictitious)',
          sortRating,
          auditId,
        });
        await batch.commit();
      })();
    await assertFails(created('00newchair'));
    await assertSucceeds(created(ratingKey(0, 'newchair')));
  });
});

describe('a moderator never decides on their own review', () => {
  beforeEach(async () => {
    await seedCheckoutShop(env);
    await seedRatedChair({ 'reviews/chair_manager': review('manager', { rating: 5 }) });
  });

  it('denies a manager approving the review they wrote; allows another member of staff', async () => {
    const after = { count: 2, sum: 10, stars: [0, 0, 0, 0, 2] };
    await assertFails(approval(as.manager, 'chair_manager', after, figures(5, 2)));
    await assertSucceeds(approval(as.staff, 'chair_manager', after, figures(5, 2)));
  });
});

describe('a product rated before aggregates existed keeps what it shows', () => {
  beforeEach(async () => {
    await seedCheckoutShop(env);
    await seed(env, {
      'products/chair': toProductDocument(testProduct('chair', { rating: 4.6, reviewCount: 128 })),
      'products/table': toProductDocument(testProduct('table', { rating: 0, reviewCount: 0 })),
      'reviews/chair_shopper': review('shopper', { rating: 1 }),
      'reviews/table_shopper': review('shopper', { productId: 'table', rating: 1 }),
    });
  });

  it('denies a first aggregate from zero over its 128 reviews; allows one for a product with none', async () => {
    await assertFails(
      approval(as.staff, 'chair_shopper', { count: 1, sum: 1, stars: [1, 0, 0, 0, 0] }, figures(1, 1)),
    );
    expect((await stored(env, 'products/chair'))?.['reviewCount']).toBe(128);
    await assertSucceeds(
      approval(
        as.staff,
        'table_shopper',
        { count: 1, sum: 1, stars: [1, 0, 0, 0, 0] },
        figures(1, 1, 'table'),
        'table',
      ),
    );
  });

  it('allows the approval once its aggregate was migrated from what it shows', async () => {
    const migrated = aggregateShowing(4.6, 128);
    await seed(env, {
      'reviewStats/chair': { ...migrated, lastReviewId: '', updatedAt: CREATED },
    });
    const [one, ...rest] = migrated.stars;
    await assertSucceeds(
      approval(
        as.staff,
        'chair_shopper',
        { count: 129, sum: migrated.sum + 1, stars: [one + 1, ...rest] },
        figures(averageOf({ count: 129, sum: migrated.sum + 1 }), 129),
      ),
    );
  });
});

describe('the activity log names who acted, and no entry is heavy', () => {
  beforeEach(() => seedCheckoutShop(env));

  const priceCut = async (db: Firestore, entry: DocumentData): Promise<void> => {
    const batch = writeBatch(db);
    const auditId = logEntry(batch, db, 'product', undefined, entry);
    batch.update(doc(db, 'products/chair'), { price: 3500, updatedAt: serverTimestamp(), auditId });
    await batch.commit();
  };

  it("denies a manager's price cut shown under the owner's name; allows it under their own", async () => {
    await assertFails(priceCut(as.manager, { byName: 'Owner' }));
    await assertFails(priceCut(as.manager, { byName: emailOf(as.admin) }));
    await assertSucceeds(priceCut(as.manager, { byName: emailOf(as.manager) }));
  });

  it('allows the name its token carries', async () => {
    const named = env
      .authenticatedContext('manager', {
        email: 'manager@example.com',
        email_verified: true,
        name: 'Meera Nair',
      })
      .firestore() as unknown as Firestore;
    await assertFails(priceCut(named, { byUid: 'manager', byName: 'Priya (owner)' }));
    await assertSucceeds(priceCut(named, { byUid: 'manager', byName: 'Meera Nair' }));
  });

  it('denies an entry of hundreds of KB, or of more than 100 targets; allows the largest the app writes', async () => {
    const target = (id: number, valueLength: number) => ({
      id: `p${id}`,
      label: `Product ${id}`,
      action: 'updated' as const,
      changes: [{ field: 'description', before: 'a'.repeat(valueLength), after: 'b'.repeat(valueLength) }],
    });
    const heavy = Array.from({ length: 100 }, (_, id) => JSON.stringify(target(id, 1500)));
    await assertFails(priceCut(as.manager, { byName: emailOf(as.manager), targets: heavy }));
    await assertFails(
      priceCut(as.manager, {
        byName: emailOf(as.manager),
        targets: storedActivityTargets(Array.from({ length: 101 }, (_, id) => target(id, 10))),
      }),
    );
    const largest = storedActivityTargets(Array.from({ length: 100 }, (_, id) => target(id, 1500)));
    expect(largest.join('\u001f').length).toBeLessThanOrEqual(30000);
    await assertSucceeds(priceCut(as.manager, { byName: emailOf(as.manager), targets: largest }));
  });

  it('denies an entry whose targets are not text; allows its targets as stored', async () => {
    const maps = [{ id: 'chair', label: 'Chair', action: 'updated', changes: [] }];
    await assertFails(priceCut(as.manager, { byName: emailOf(as.manager), targets: maps }));
    await assertSucceeds(
      priceCut(as.manager, { byName: emailOf(as.manager), targets: storedActivityTargets(maps as never) }),
    );
  });
});

describe('support restocks only what the order it cancels held', () => {
  beforeEach(async () => {
    await seedCheckoutShop(env);
    await seed(env, {
      'orders/o1': {
        userId: 'shopper',
        status: 'confirmed',
        paymentStatus: 'pending',
        paymentMethod: 'cod',
        lines: [
          {
            productId: 'chair',
            name: 'Jodhpur Chair',
            image: '',
            variant: null,
            unitPrice: 4000,
            quantity: 1,
          },
        ],
        total: 4750,
        createdAt: CREATED,
        updatedAt: CREATED,
      },
    });
  });

  /** Support's write of chair's stock, under the cancellation entry of order o1, with the order left as it is. */
  const restock = async (db: Firestore, stock: number) => {
    const batch = writeBatch(db);
    const auditId = logEntry(batch, db, 'order', 'cancelled-order-o1');
    batch.update(doc(db, 'products/chair'), {
      stock,
      stockMark: await cancelMark('o1'),
      auditId,
    });
    await batch.commit();
  };

  it('denies ten units more under a cancellation entry while the order stays open, to support and a shopper', async () => {
    const stock = ((await stored(env, 'products/chair'))?.['stock'] as number) + 10;
    await assertFails(restock(as.support, stock));
    await assertFails(restock(as.shopper, stock));
    expect((await stored(env, 'products/chair'))?.['stock']).toBe(stock - 10);
  });

  it("allows support's cancellation of the order, which puts its one chair back", async () => {
    const before = (await stored(env, 'products/chair'))?.['stock'] as number;
    const support = { uid: 'support', name: emailOf(as.support) };
    expect(await appOrderChange(as.support, 'o1', { status: 'cancelled' }, support)).toBe(true);
    expect((await stored(env, 'products/chair'))?.['stock']).toBe(before + 1);
    expect(await stored(env, 'activity/cancelled-order-o1')).toMatchObject({
      byUid: 'support',
      kind: 'order',
    });
  });
});

describe("an invoice's lines are taxed at a lawful HSN code and GST rate, and nothing else", () => {
  const seedPending = () =>
    seed(env, {
      'orders/o1': {
        userId: 'shopper',
        customerEmail: EMAIL.shopper,
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'cod',
        lines: [
          { productId: 'chair', name: 'Chair', image: '', variant: null, unitPrice: 4000, quantity: 1 },
          { productId: 'stool0', name: 'Stool', image: '', variant: null, unitPrice: 1000, quantity: 1 },
        ],
        subtotal: 5000,
        shipping: 750,
        total: 5750,
        createdAt: CREATED,
        updatedAt: CREATED,
      },
      'orderCounters/shopper': { openOrders: 1, openCodValue: 5750, lastOrderId: 'o1', lastOrderAt: CREATED },
    });
  beforeEach(async () => {
    await seedCheckoutShop(env);
    await seedPending();
  });

  /** The invoice's taxes with the first line's replaced. */
  const taxes = (hsnCode: unknown, gstRate: unknown) => ({
    hsnCodes: [hsnCode, '9403'],
    gstRates: [gstRate, 18],
  });

  it('denies a rate of no slab, a rate as text, or a malformed HSN; allows a lawful one of each', async () => {
    for (const [code, rate] of [
      ['9403', 3],
      ['9403', '18'],
      ['94', 18],
      ['9403A', 18],
      ['940360100', 18],
      [9403, 18],
    ])
      await assertFails(confirmation(env, as.staff, 'o1', EMAIL.staff, { invoice: taxes(code, rate) }));
    await assertSucceeds(confirmation(env, as.staff, 'o1', EMAIL.staff, { invoice: taxes('940360', 12) }));
  });

  it('denies a line carrying 300 KB of text, a tax more or less than the lines, or anything else in the invoice', async () => {
    await assertFails(
      confirmation(env, as.staff, 'o1', EMAIL.staff, { invoice: taxes('9403'.repeat(60_000), 18) }),
    );
    await assertFails(
      confirmation(env, as.staff, 'o1', EMAIL.staff, { invoice: { hsnCodes: ['9403'], gstRates: [18] } }),
    );
    await assertFails(
      confirmation(env, as.staff, 'o1', EMAIL.staff, {
        invoice: { lines: [{ hsnCode: '9403', gstRate: 18, note: 'x'.repeat(300_000) }] },
      }),
    );
    await assertSucceeds(confirmation(env, as.staff, 'o1', EMAIL.staff, { invoice: taxes('94036010', 18) }));
    expect((await stored(env, 'orders/o1'))?.['invoice']).toMatchObject({ hsnCodes: ['94036010', '9403'] });
  });
});
