import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE, checkout, seedCheckoutShop, type CheckoutSpec, type LineSpec } from './support/checkout';
import { deletionEntryId, logEntry, loggedDelete, loggedSet, loggedUpdate } from './support/logged';
import { mostVariants } from './support/mostVariants';
import { cancellation, confirmation, EMAIL, orderChange } from './support/orderChange';
import { actingAs, productDocument, seed, userRecord } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

const { env, as } = await rulesTestEnvironment('demo-rules-security');

beforeEach(() => seedCheckoutShop(env));

const chair = (quantity: number): LineSpec => ({ productId: 'chair', quantity });
const place = (db: Firestore, lines: LineSpec[], extra: Partial<CheckoutSpec> = {}) =>
  checkout(db, { orderId: 'order1', lines, ...extra });
const secondsAgo = (seconds: number) => Timestamp.fromMillis(Date.now() - seconds * 1000);
const counter = (
  openOrders: number,
  openCodValue: number,
  lastOrderAt = secondsAgo(3600),
  openPrepaidOrders = 0,
) => ({
  openOrders,
  openPrepaidOrders,
  openCodValue,
  lastOrderId: 'earlier',
  lastOrderAt,
});
/** A chair at ₹4,000 plus the ₹750 shipping of SETTINGS. */
const ONE_CHAIR_TOTAL = 4750;

describe('admins are granted, never registered', () => {
  it("denies the demo backend's admin address on a real project; allows the owner's claim", async () => {
    await assertFails(loggedSet(as.demoAddress, 'products/new1', productDocument('new1')));
    await assertFails(getDocs(collection(as.demoAddress, 'users')));
    await assertSucceeds(loggedSet(as.admin, 'products/new1', productDocument('new1')));
    await assertSucceeds(getDocs(collection(as.admin, 'users')));
  });
  it('denies the claim and the role on an unverified e-mail; allows both once verified', async () => {
    await assertFails(loggedSet(as.unverifiedClaim, 'products/new2', productDocument('new2')));
    await seed(env, { 'users/rolestaff': userRecord('rolestaff', 'rolestaff@example.com', 'admin') });
    const unverifiedRole = actingAs(
      env
        .authenticatedContext('rolestaff', { email: 'rolestaff@example.com', email_verified: false })
        .firestore() as unknown as Firestore,
      'rolestaff',
      'rolestaff@example.com',
    );
    await assertFails(loggedSet(unverifiedRole, 'products/new3', productDocument('new3')));
    await assertSucceeds(loggedSet(as.staff, 'products/new3', productDocument('new3')));
  });
});

describe('one account cannot empty the shop', () => {
  it('caps one product at 10 units per order across lines (6 + 5 denied, 5 + 5 allowed)', async () => {
    const teal = (quantity: number): LineSpec => ({
      productId: 'couch0',
      quantity,
      variant: { id: 'teal', size: 'teal', color: 'Teal' },
    });
    const grey = (quantity: number): LineSpec => ({
      productId: 'couch0',
      quantity,
      variant: { id: 'grey', size: 'grey', color: 'Stone Grey' },
    });
    await assertFails(place(as.shopper, [teal(6), grey(5)]));
    await assertSucceeds(place(as.shopper, [teal(5), grey(5)]));
  });
  it('denies a UPI order past the bound on prepaid orders, or one counted as cash on delivery; allows one beside three COD orders', async () => {
    const upi = { order: { paymentMethod: 'upi' } };
    await seed(env, { 'orderCounters/shopper': counter(13, 12000, secondsAgo(3600), 10) });
    await assertFails(
      place(as.shopper, [chair(1)], {
        ...upi,
        counterBefore: { openOrders: 13, openCodValue: 12000, openPrepaidOrders: 10 },
      }),
    );
    await seed(env, { 'orderCounters/shopper': counter(3, 12000) });
    const before = { openOrders: 3, openCodValue: 12000 };
    await assertFails(
      place(as.shopper, [chair(1)], { ...upi, counterBefore: before, counter: { openPrepaidOrders: 0 } }),
    );
    await assertFails(
      place(as.shopper, [chair(1)], { counterBefore: before, counter: { openPrepaidOrders: 1 } }),
    );
    await assertSucceeds(place(as.shopper, [chair(1)], { ...upi, counterBefore: before }));
  });
  it('denies a fourth open cash-on-delivery order; allows a third', async () => {
    await seed(env, { 'orderCounters/shopper': counter(3, 12000) });
    await assertFails(
      place(as.shopper, [chair(1)], { counterBefore: { openOrders: 3, openCodValue: 12000 } }),
    );
    await seed(env, { 'orderCounters/shopper': counter(2, 12000) });
    await assertSucceeds(
      place(as.shopper, [chair(1)], { counterBefore: { openOrders: 2, openCodValue: 12000 } }),
    );
  });
  it('denies open cash on delivery above the limit; allows it up to the limit', async () => {
    await seed(env, { 'orderCounters/shopper': counter(1, 300000 - ONE_CHAIR_TOTAL + 1) });
    await assertFails(
      place(as.shopper, [chair(1)], {
        counterBefore: { openOrders: 1, openCodValue: 300000 - ONE_CHAIR_TOTAL + 1 },
      }),
    );
    await seed(env, { 'orderCounters/shopper': counter(1, 300000 - ONE_CHAIR_TOTAL) });
    await assertSucceeds(
      place(as.shopper, [chair(1)], {
        counterBefore: { openOrders: 1, openCodValue: 300000 - ONE_CHAIR_TOTAL },
      }),
    );
  });
  it('denies an order within 60 s of the last one; allows it after', async () => {
    await seed(env, { 'orderCounters/shopper': counter(1, 100, secondsAgo(30)) });
    await assertFails(place(as.shopper, [chair(1)], { counterBefore: { openOrders: 1, openCodValue: 100 } }));
    await seed(env, { 'orderCounters/shopper': counter(1, 100, secondsAgo(61)) });
    await assertSucceeds(
      place(as.shopper, [chair(1)], { counterBefore: { openOrders: 1, openCodValue: 100 } }),
    );
  });
  it('denies an order that skips or undercounts the counter; allows the counted one', async () => {
    await assertFails(place(as.shopper, [chair(1)], { counter: null }));
    await assertFails(place(as.shopper, [chair(1)], { counter: { openOrders: 0 } }));
    await assertFails(place(as.shopper, [chair(1)], { counter: { openCodValue: 0 } }));
    await assertFails(place(as.shopper, [chair(1)], { counter: { lastOrderAt: secondsAgo(3600) } }));
    await assertSucceeds(place(as.shopper, [chair(1)]));
  });
  it("denies a shopper resetting their counter or writing someone else's; lets them read their own", async () => {
    await assertSucceeds(place(as.shopper, [chair(1)]));
    await assertFails(
      updateDoc(doc(as.shopper, 'orderCounters/shopper'), { openOrders: 0, openCodValue: 0 }),
    );
    await assertFails(setDoc(doc(as.other, 'orderCounters/shopper'), counter(0, 0)));
    await assertFails(getDoc(doc(as.other, 'orderCounters/shopper')));
    await assertSucceeds(getDoc(doc(as.shopper, 'orderCounters/shopper')));
  });
  it('lets an admin close an order only with its counter moved back; a payment change needs none', async () => {
    await assertSucceeds(place(as.shopper, [chair(1)]));
    await assertSucceeds(confirmation(env, as.admin, 'order1', EMAIL.admin));
    const shipped = orderChange({ status: 'shipped', paymentStatus: 'pending' }, EMAIL.admin, 1);
    const ship = writeBatch(as.admin);
    ship.update(doc(as.admin, 'orders/order1'), { ...shipped, auditId: logEntry(ship, as.admin, 'order') });
    await assertFails(ship.commit());
    const wrong = writeBatch(as.admin);
    wrong.update(doc(as.admin, 'orders/order1'), { ...shipped, auditId: logEntry(wrong, as.admin, 'order') });
    wrong.update(doc(as.admin, 'orderCounters/shopper'), { openOrders: 0, openCodValue: ONE_CHAIR_TOTAL });
    await assertFails(wrong.commit());
    const right = writeBatch(as.admin);
    right.update(doc(as.admin, 'orders/order1'), { ...shipped, auditId: logEntry(right, as.admin, 'order') });
    right.update(doc(as.admin, 'orderCounters/shopper'), { openOrders: 0, openCodValue: 0 });
    await assertSucceeds(right.commit());
    await assertSucceeds(
      loggedUpdate(
        as.admin,
        'orders/order1',
        orderChange({ status: 'shipped', paymentStatus: 'failed' }, EMAIL.admin, 2),
        'order',
      ),
    );
  });
  it('denies the owner deleting an open order, even with its counter moved back; allows it once cancelled', async () => {
    await assertSucceeds(place(as.shopper, [chair(1)]));
    await assertFails(loggedDelete(env, as.admin, 'orders/order1', 'order'));
    const remove = writeBatch(as.admin);
    logEntry(remove, as.admin, 'order', await deletionEntryId(env, 'orders/order1'));
    remove.delete(doc(as.admin, 'orders/order1'));
    remove.update(doc(as.admin, 'orderCounters/shopper'), { openOrders: 0, openCodValue: 0 });
    await assertFails(remove.commit());
    await assertSucceeds(cancellation(env, as.shopper, 'order1'));
    await assertSucceeds(loggedDelete(env, as.admin, 'orders/order1', 'order'));
  });
  it('denies a cancellation naming a malformed refund account, or text riding in it; allows a UPI ID', async () => {
    await assertSucceeds(place(as.shopper, [chair(1)], { order: { paymentMethod: 'upi' } }));
    const upi = { kind: 'upi', upiId: 'shopper.fictitious@okaxis' };
    for (const refundTo of [
      { kind: 'upi', upiId: 'no-at-sign' },
      { ...upi, note: 'x'.repeat(1000) },
      { kind: 'bank', accountNumber: '12', ifsc: 'SBIN0001234', holder: 'A' },
      'shopper.fictitious@okaxis',
    ])
      await assertFails(cancellation(env, as.shopper, 'order1', { order: { refundTo } }));
    await assertSucceeds(cancellation(env, as.shopper, 'order1', { order: { refundTo: upi } }));
  });
  it('denies deleting a cancelled order that has its tax invoice, to the owner too; and any deletion by staff', async () => {
    await assertSucceeds(place(as.shopper, [chair(1)]));
    await assertSucceeds(confirmation(env, as.admin, 'order1', EMAIL.admin));
    await assertSucceeds(cancellation(env, as.admin, 'order1', { by: EMAIL.admin }));
    await assertFails(loggedDelete(env, as.admin, 'orders/order1', 'order'));
    await assertSucceeds(place(as.other, [chair(1)], { orderId: 'order2', userId: 'other' }));
    await assertSucceeds(cancellation(env, as.other, 'order2'));
    await assertFails(loggedDelete(env, as.manager, 'orders/order2', 'order'));
    await assertFails(loggedDelete(env, as.support, 'orders/order2', 'order'));
    await assertSucceeds(loggedDelete(env, as.admin, 'orders/order2', 'order'));
  });
});

describe('every line names its product by a string id', () => {
  const numericLine = { productId: 1001, name: 'Teak Chair', image: CATALOGUE['1001']!.image, variant: null };
  it('denies a numeric productId beside an honest line of the same product; allows the honest line alone', async () => {
    const honest: LineSpec = { productId: '1001', quantity: 1 };
    await assertFails(
      place(as.shopper, [honest], {
        order: {
          lines: [
            { ...numericLine, unitPrice: 1, quantity: 10 },
            { ...numericLine, productId: '1001', unitPrice: 4000, quantity: 1 },
          ],
          subtotal: 4010,
          total: 4760,
        },
        counter: { openCodValue: 4760 },
      }),
    );
    await assertSucceeds(place(as.shopper, [honest]));
  });
});

describe("an order's e-mail is the signed-in shopper's", () => {
  it("denies naming a stranger's e-mail; allows the shopper's own", async () => {
    await assertFails(place(as.shopper, [chair(1)], { order: { customerEmail: 'stranger@example.com' } }));
    await assertSucceeds(place(as.shopper, [chair(1)], { order: { customerEmail: 'shopper@example.com' } }));
  });
});

describe('a guest learns nothing of orders from a product', () => {
  it('shows neither the order id nor its time on a product after a checkout', async () => {
    const before = (await getDoc(doc(as.anonymous, 'products/chair'))).data();
    await assertSucceeds(place(as.shopper, [chair(2)]));
    const after = (await getDoc(doc(as.anonymous, 'products/chair'))).data() ?? {};
    expect(after['stock']).toBe(3);
    expect(after['updatedAt']).toEqual(before?.['updatedAt']);
    expect(JSON.stringify(after)).not.toContain('order1');
    expect(after).not.toHaveProperty('lastOrderId');
  });
});

describe('admin writes are checked too', () => {
  it('denies an images entry that is not a safe URL; allows site paths and https', async () => {
    await assertFails(
      loggedSet(
        as.admin,
        'products/p1',
        productDocument('p1', { images: ['/images/a.jpg', 'javascript:alert(1)'] }),
      ),
    );
    await assertFails(
      loggedSet(as.admin, 'products/p1', productDocument('p1', { images: ['//evil.example/x.jpg'] })),
    );
    await assertSucceeds(
      loggedSet(
        as.admin,
        'products/p1',
        productDocument('p1', { images: ['/images/a.jpg', 'https://cdn.example/b.jpg'] }),
      ),
    );
  });
  it('denies an oversized string inside a list; allows one at the cap', async () => {
    await assertFails(
      loggedSet(as.admin, 'products/p2', productDocument('p2', { features: ['x'.repeat(301)] })),
    );
    await assertFails(loggedSet(as.admin, 'products/p2', productDocument('p2', { tags: ['x'.repeat(101)] })));
    await assertSucceeds(
      loggedSet(
        as.admin,
        'products/p2',
        productDocument('p2', { features: ['x'.repeat(300)], tags: ['y'.repeat(100)] }),
      ),
    );
  });
  it('denies a variant modifier that makes the price negative; allows one that makes it 0, with the most variants a product may have', async () => {
    await assertFails(
      loggedSet(
        as.admin,
        'products/p3',
        productDocument('p3', { price: 4000, variants: mostVariants(-4001) }),
      ),
    );
    await assertSucceeds(
      loggedSet(
        as.admin,
        'products/p3',
        productDocument('p3', { price: 4000, variants: mostVariants(-4000) }),
      ),
    );
  });
  it('denies a banner while the banner count is missing; allows it once the count is restored', async () => {
    const banner = {
      title: 'Sale',
      subtitle: '',
      description: '',
      image: '/images/banners/sale.jpg',
      ctaText: 'Shop Now',
      ctaLink: '/products',
      isActive: true,
      order: 1,
      type: 'image-only',
      linkedProductId: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    };
    const create = () => {
      const batch = writeBatch(as.admin);
      batch.set(doc(as.admin, 'banners/b1'), { ...banner, auditId: logEntry(batch, as.admin, 'banner') });
      batch.set(doc(as.admin, 'meta/bannerCount'), { count: 1, lastBannerId: 'b1' });
      return batch.commit();
    };
    await assertFails(create());
    await assertFails(setDoc(doc(as.shopper, 'meta/bannerCount'), { count: 0, lastBannerId: '' }));
    await assertSucceeds(setDoc(doc(as.admin, 'meta/bannerCount'), { count: 0, lastBannerId: '' }));
    await assertFails(setDoc(doc(as.admin, 'meta/bannerCount'), { count: 0, lastBannerId: '' }));
    await assertSucceeds(create());
  });
});
