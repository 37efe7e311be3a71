import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type Firestore, serverTimestamp, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { toDeliveryZonesDocument } from '../../src/adapters/firestore/deliveryZonesDocument';
import { cashOrder } from './support/cashOrder';
import { seed, stored } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';
import { expect } from 'vitest';

/**
 * Assembly booked on a pending, unpaid order by its shopper, once: each line gains exactly its product's charge,
 * the totals grow by them, and a cash order's counter grows with them, within its zone's cash limit.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-assembly-booking');

const WARDROBE = {
  productId: 'wardrobe',
  name: 'Ajmer Wardrobe',
  image: '',
  variant: null,
  unitPrice: 20000,
  quantity: 2,
};
const COT = {
  productId: 'cot',
  name: 'Pali Cot',
  image: '',
  variant: { id: 'single', size: 'Single' },
  unitPrice: 9000,
  quantity: 1,
};
const CHAIR = {
  productId: 'chair',
  name: 'Jodhpur Chair',
  image: '',
  variant: null,
  unitPrice: 4000,
  quantity: 1,
};
const LINES = [WARDROBE, COT, CHAIR];
const TOTAL = 53000;
// Two wardrobes at ₹999 each, the cot for free, the chair needs none.
const BOOKED = [{ ...WARDROBE, assemblyCharge: 999 }, { ...COT, assemblyCharge: 0 }, CHAIR];
const EXTRA = 1998;

const zone = (codLimit: number) => ({
  id: 'jaipur',
  name: 'Jaipur',
  prefixes: ['302'],
  minDays: 3,
  maxDays: 8,
  codAllowed: true,
  codLimit,
});

const seedShop = (order: Record<string, unknown> = {}, codLimit = 100000) =>
  seed(env, {
    'settings/delivery': toDeliveryZonesDocument([zone(codLimit)]),
    'products/wardrobe': {
      name: 'Ajmer Wardrobe',
      isActive: true,
      stock: 3,
      variants: [],
      assemblyCharge: 999,
    },
    'products/cot': {
      name: 'Pali Cot',
      isActive: true,
      stock: 3,
      variants: [{ id: 'single' }],
      assemblyCharge: 0,
    },
    'products/chair': { name: 'Jodhpur Chair', isActive: true, stock: 3, variants: [] },
    'orders/o1': cashOrder('shopper', { lines: LINES, subtotal: TOTAL, total: TOTAL, ...order }),
    'orderCounters/shopper': {
      openOrders: 1,
      openCodValue: TOTAL,
      lastOrderId: 'o1',
      lastOrderAt: Timestamp.fromMillis(Date.now() - 3_600_000),
    },
  });

interface Booking {
  lines?: unknown[];
  extra?: number;
  /** The counter's open cash value after; null writes no counter. */
  counter?: number | null;
}

const book = (db: Firestore, { lines = BOOKED, extra = EXTRA, counter = TOTAL + EXTRA }: Booking = {}) => {
  const batch = writeBatch(db);
  batch.update(doc(db, 'orders', 'o1'), {
    lines,
    subtotal: TOTAL + extra,
    total: TOTAL + extra,
    updatedAt: serverTimestamp(),
    assemblyBookedAt: serverTimestamp(),
  });
  if (counter !== null) batch.update(doc(db, 'orderCounters', 'shopper'), { openCodValue: counter });
  return batch.commit();
};

beforeEach(() => env.clearFirestore());

describe('booking assembly', () => {
  it("allows the shopper booking each line's own charge, totals and counter grown by them; denies another's order", async () => {
    await seedShop();
    await assertFails(book(as.other));
    await assertSucceeds(book(as.shopper));
    expect(await stored(env, 'orders/o1')).toMatchObject({ total: TOTAL + EXTRA });
    expect(await stored(env, 'orderCounters/shopper')).toMatchObject({ openCodValue: TOTAL + EXTRA });
  });
  it('denies a lower charge than the product asks, or a charge on a product that needs no assembly', async () => {
    await seedShop();
    const cheap = [{ ...WARDROBE, assemblyCharge: 1 }, COT, CHAIR];
    await assertFails(book(as.shopper, { lines: cheap, extra: 2, counter: TOTAL + 2 }));
    const chair = [WARDROBE, COT, { ...CHAIR, assemblyCharge: 0 }];
    await assertFails(book(as.shopper, { lines: chair, extra: 0, counter: null }));
    const onlyWardrobe = [{ ...WARDROBE, assemblyCharge: 999 }, COT, CHAIR];
    await assertSucceeds(book(as.shopper, { lines: onlyWardrobe }));
  });
  it('denies totals that leave a charge out, and a counter that does not grow with them', async () => {
    await seedShop();
    await assertFails(book(as.shopper, { extra: 999, counter: TOTAL + 999 }));
    await assertFails(book(as.shopper, { counter: null }));
    await assertFails(book(as.shopper, { counter: TOTAL + 1 }));
    await assertSucceeds(book(as.shopper));
  });
  it('denies booking twice, on a confirmed order, or on a paid or reported UPI order', async () => {
    await seedShop({ assemblyBookedAt: Timestamp.now() });
    await assertFails(book(as.shopper));
    await seedShop({ status: 'confirmed' });
    await assertFails(book(as.shopper));
    await seedShop({ paymentMethod: 'upi', utr: '123456789012' });
    await assertFails(book(as.shopper, { counter: null }));
    await seedShop({ paymentMethod: 'upi' });
    await assertSucceeds(book(as.shopper, { counter: null }));
  });
  it("denies a cash order going above its zone's cash limit", async () => {
    await seedShop({}, TOTAL + 1000);
    await assertFails(book(as.shopper));
    await seedShop({}, TOTAL + EXTRA);
    await assertSucceeds(book(as.shopper));
  });
});

describe("a shopper's counter", () => {
  it('denies lowering the open cash value; allows raising it', async () => {
    await seedShop();
    const raise = (openCodValue: number) =>
      updateDoc(doc(as.shopper, 'orderCounters', 'shopper'), { openCodValue });
    await assertFails(raise(TOTAL - 1));
    await assertSucceeds(raise(TOTAL + 1));
  });
});
