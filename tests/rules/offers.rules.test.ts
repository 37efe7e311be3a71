import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  type Firestore,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { newOffer, type Offer } from '../../src/domain/offers/Offer';
import { coveredValues, offerDiscount, offerLineShares } from '../../src/domain/offers/OfferDiscount';
import type { PaymentMethod } from '../../src/domain/orders/Order';
import { checkout, checkoutLines, seedCheckoutShop, type LineSpec } from './support/checkout';
import { loggedSet, loggedUpdate } from './support/logged';
import { cancellation, EMAIL } from './support/orderChange';
import { seed, stored } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

const { env, as } = await rulesTestEnvironment('demo-rules-offers');

const STARTED = '2026-01-01T00:00:00.000Z';
const offer = (fields: Pick<Offer, 'id' | 'code' | 'kind' | 'value'> & Partial<Offer>): Offer =>
  newOffer(fields, STARTED);
const WELCOME = offer({ id: 'WELCOME500', code: 'welcome500', kind: 'flat', value: 500 });
const TENTH = offer({ id: 'TENTH', code: 'TENTH', kind: 'percent', value: 10, maxDiscount: 2000 });

/** An offer as stored (timestamps for its times), past the rules. */
const offerDocument = ({ id: _id, startsAt, endsAt, ...rest }: Offer) => ({
  ...rest,
  startsAt: Timestamp.fromDate(new Date(startsAt)),
  endsAt: endsAt === null ? null : Timestamp.fromDate(new Date(endsAt)),
  updatedAt: Timestamp.now(),
});
const seedOffers = (...offers: Offer[]) =>
  seed(env, Object.fromEntries(offers.map((each) => [`offers/${each.id}`, offerDocument(each)])));

interface HoldSpec {
  holdId?: string;
  offers: Offer[];
  lines: LineSpec[];
  paymentMethod?: PaymentMethod;
  /** Replaces what the hold says each offer takes, or its shares. */
  discounts?: number[];
  shares?: number[][];
  /** The account's uses of each offer before (default none). */
  usesBefore?: number[];
  /** Each line's category as the hold claims it (default: the fixtures', 'sofas'). */
  categories?: string[];
  /** Leave out the offer's or the use's move. */
  skipOfferMove?: boolean;
  skipUseMove?: boolean;
}

/** The hold a shopper makes before placing `holdId`, with each offer's redemption and their use, as the domain prices it. */
const hold = async (db: Firestore, spec: HoldSpec) => {
  const holdId = spec.holdId ?? 'order1';
  const lines = checkoutLines(spec.lines);
  const categories = spec.categories ?? lines.map(() => 'sofas');
  const offerLines = lines.map((line, index) => ({ ...line, category: categories[index] ?? '' }));
  const discounts = spec.discounts ?? spec.offers.map((each) => offerDiscount(each, offerLines));
  const shares =
    spec.shares ?? spec.offers.map((each, index) => offerLineShares(each, offerLines, discounts[index] ?? 0));
  const batch = writeBatch(db);
  batch.set(doc(db, 'offerHolds', holdId), {
    userId: 'shopper',
    offerIds: spec.offers.map((each) => each.id),
    discounts,
    covered: spec.offers.map((each) => sum(coveredValues(each, offerLines))),
    coveredLines: Object.fromEntries(
      spec.offers.map((each, index) => [String(index), coveredValues(each, offerLines)]),
    ),
    shares: Object.fromEntries(shares.map((list, index) => [String(index), list])),
    lineDiscounts: lines.map((_, at) => shares.reduce((sum, list) => sum + (list[at] ?? 0), 0)),
    lines,
    subtotal: sum(lines.map((line) => line.unitPrice * line.quantity)),
    categories,
    paymentMethod: spec.paymentMethod ?? 'cod',
    discount: discounts.reduce((sum, each) => sum + each, 0),
    createdAt: serverTimestamp(),
  });
  for (const [index, each] of spec.offers.entries()) {
    const now = (await stored(env, `offers/${each.id}`)) ?? {};
    if (!spec.skipOfferMove)
      batch.update(doc(db, 'offers', each.id), {
        redeemed: (now['redeemed'] as number) + 1,
        discountGiven: (now['discountGiven'] as number) + (discounts[index] ?? 0),
        lastHold: holdId,
      });
    if (each.perAccount !== null && !spec.skipUseMove)
      batch.set(doc(db, 'offerUses', `${each.id}_shopper`), {
        userId: 'shopper',
        offerId: each.id,
        count: (spec.usesBefore?.[index] ?? 0) + 1,
        lastHold: holdId,
      });
  }
  await batch.commit();
  return { lines, discounts, shares };
};
const sum = (values: readonly number[]) => values.reduce((total, each) => total + each, 0);

beforeEach(async () => {
  await seedCheckoutShop(env);
  await seedOffers(WELCOME, TENTH);
});

const sofa = (quantity = 1): LineSpec => ({
  productId: 'sofa',
  quantity,
  variant: { id: 'v2', size: '2 seater' },
});
const chair = (quantity = 1): LineSpec => ({ productId: 'chair', quantity });

describe('holding an offer for an order', () => {
  it('allows the discount the offer gives, shared among the lines; denies a forged or bigger one', async () => {
    await assertFails(hold(as.shopper, { offers: [TENTH], lines: [sofa(), chair()], discounts: [3401] }));
    await assertFails(
      hold(as.shopper, { offers: [{ ...TENTH, value: 20 }], lines: [chair()], holdId: 'bigger' }),
    );
    await assertSucceeds(hold(as.shopper, { offers: [TENTH], lines: [sofa(), chair()] }));
    const after = await stored(env, 'offers/TENTH');
    if (after?.['redeemed'] !== 1 || after['discountGiven'] !== 2000) throw new Error(JSON.stringify(after));
  });
  it('denies a share on a line the offer does not cover; allows it where it does', async () => {
    const sofasOnly = offer({ id: 'SOFAS', code: 'SOFAS', kind: 'flat', value: 1000, productIds: ['sofa'] });
    await seedOffers(sofasOnly);
    await assertFails(
      hold(as.shopper, { offers: [sofasOnly], lines: [sofa(), chair()], shares: [[500, 500]] }),
    );
    await assertFails(
      hold(as.shopper, { offers: [{ ...sofasOnly, productIds: [] }], lines: [sofa(), chair()] }),
    );
    await assertSucceeds(hold(as.shopper, { offers: [sofasOnly], lines: [sofa(), chair()] }));
  });
  it('denies a second use past the per-account limit; allows the first', async () => {
    const once = { ...WELCOME, perAccount: 1 };
    await seedOffers(once);
    await assertFails(hold(as.shopper, { offers: [once], lines: [sofa()], usesBefore: [1] }));
    await assertFails(hold(as.shopper, { offers: [once], lines: [sofa()], skipUseMove: true }));
    await assertSucceeds(hold(as.shopper, { offers: [once], lines: [sofa()] }));
  });
  it('denies a first-order offer to an account that ordered before; allows it to one that has not', async () => {
    const first = { ...WELCOME, firstOrderOnly: true };
    await seedOffers(first);
    await assertSucceeds(hold(as.shopper, { offers: [first], lines: [sofa()], holdId: 'first' }));
    await seed(env, {
      'orderCounters/shopper': {
        openOrders: 1,
        openCodValue: 0,
        lastOrderId: 'earlier',
        lastOrderAt: Timestamp.now(),
      },
    });
    await assertFails(hold(as.shopper, { offers: [first], lines: [sofa()] }));
  });
  it('denies a redemption past the most, an expired, paused or not yet started offer; allows the last one left', async () => {
    const last = { ...WELCOME, maxRedemptions: 3, redeemed: 2, discountGiven: 1000 };
    await seedOffers(last);
    await assertFails(hold(as.shopper, { offers: [last], lines: [sofa()], skipOfferMove: true }));
    await assertSucceeds(hold(as.shopper, { offers: [last], lines: [sofa()], holdId: 'a' }));
    await assertFails(hold(as.shopper, { offers: [last], lines: [sofa()], holdId: 'b' }));
    for (const closed of [
      { ...TENTH, endsAt: '2026-02-01T00:00:00.000Z' },
      { ...TENTH, active: false },
      { ...TENTH, startsAt: '2099-01-01T00:00:00.000Z' },
    ]) {
      await seedOffers(closed);
      await assertFails(hold(as.shopper, { offers: [closed], lines: [sofa()] }));
    }
  });
  it('denies a prepaid offer on a cash-on-delivery order; allows it paid by UPI', async () => {
    const prepaid = offer({
      id: 'auto-prepaid',
      code: null,
      kind: 'percent',
      value: 5,
      paymentMethods: ['upi', 'online'],
    });
    await seedOffers(prepaid);
    await assertFails(hold(as.shopper, { offers: [prepaid], lines: [sofa()], paymentMethod: 'cod' }));
    await assertSucceeds(hold(as.shopper, { offers: [prepaid], lines: [sofa()], paymentMethod: 'upi' }));
  });
  it('combines two offers only when both combine', async () => {
    const prepaid = offer({ id: 'auto-prepaid', code: null, kind: 'percent', value: 5, combinable: true });
    await seedOffers(prepaid);
    await assertFails(hold(as.shopper, { offers: [WELCOME, prepaid], lines: [sofa()] }));
    const welcome = { ...WELCOME, combinable: true };
    await seedOffers(welcome);
    await assertSucceeds(hold(as.shopper, { offers: [welcome, prepaid], lines: [sofa()] }));
  });
});

describe('placing the order with its hold', () => {
  it('allows an order carrying exactly its hold; denies another discount, lines or payment', async () => {
    const { discounts, shares } = await hold(as.shopper, { offers: [TENTH], lines: [sofa(), chair()] });
    const held = (extra: Record<string, unknown> = {}) => ({
      discount: discounts[0],
      offerIds: ['TENTH'],
      offerDiscounts: discounts,
      lineDiscounts: shares[0],
      lineCategories: ['sofas', 'sofas'],
      total: 34000 - (discounts[0] ?? 0),
      ...extra,
    });
    await assertFails(
      checkout(as.shopper, {
        orderId: 'order1',
        lines: [sofa(), chair()],
        order: held({ discount: 3000, total: 31000 }),
      }),
    );
    await assertFails(
      checkout(as.shopper, { orderId: 'order1', lines: [sofa(), chair(2)], order: held({ total: 36000 }) }),
    );
    await assertFails(
      checkout(as.shopper, {
        orderId: 'order1',
        lines: [sofa(), chair()],
        order: held({ paymentMethod: 'upi' }),
      }),
    );
    await assertFails(checkout(as.shopper, { orderId: 'order2', lines: [sofa(), chair()], order: held() }));
    await assertSucceeds(
      checkout(as.shopper, { orderId: 'order1', lines: [sofa(), chair()], order: held() }),
    );
  });
});

/** The shopper or staff give a hold back: the hold marked, each offer's redemption and use returned. */
const giveBack = async (
  db: Firestore,
  holdId: string,
  taken: { offer: Offer; discount: number; usesAfter?: number }[],
) => {
  const batch = writeBatch(db);
  batch.update(doc(db, 'offerHolds', holdId), { releasedAt: serverTimestamp() });
  for (const { offer: each, discount, usesAfter } of taken) {
    const now = (await stored(env, `offers/${each.id}`)) ?? {};
    batch.update(doc(db, 'offers', each.id), {
      redeemed: (now['redeemed'] as number) - 1,
      discountGiven: (now['discountGiven'] as number) - discount,
      lastHold: holdId,
    });
    if (usesAfter !== undefined)
      batch.set(doc(db, 'offerUses', `${each.id}_shopper`), {
        userId: 'shopper',
        offerId: each.id,
        count: usesAfter,
        lastHold: holdId,
      });
  }
  return batch.commit();
};

describe('the categories a hold names', () => {
  it("denies an order whose hold named a category its product is not in; allows the product's own", async () => {
    const beds = offer({ id: 'BEDS', code: 'BEDS', kind: 'flat', value: 300, categoryIds: ['beds'] });
    const sofas = offer({ id: 'SOFAS', code: 'SOFAS', kind: 'flat', value: 300, categoryIds: ['sofas'] });
    await seedOffers(beds, sofas);
    const place = async (each: Offer, category: string, orderId: string) => {
      const { discounts, shares } = await hold(as.shopper, {
        offers: [each],
        lines: [chair()],
        categories: [category],
        holdId: orderId,
      });
      return checkout(as.shopper, {
        orderId,
        lines: [chair()],
        order: {
          discount: discounts[0],
          offerIds: [each.id],
          offerDiscounts: discounts,
          lineDiscounts: shares[0],
          lineCategories: [category],
          total: 4000 + 750 - (discounts[0] ?? 0),
        },
      });
    };
    await assertFails(place(beds, 'beds', 'order1'));
    await assertSucceeds(place(sofas, 'sofas', 'order2'));
  });
});

describe('the largest checkout with an offer', () => {
  it('allows 8 lines of 8 products with variants, 10 of each, under two combined offers', async () => {
    const prepaid = offer({ id: 'auto-prepaid', code: null, kind: 'percent', value: 5, combinable: true });
    const welcome = { ...WELCOME, combinable: true, perAccount: 1 };
    await seedOffers(prepaid, welcome);
    const lines: LineSpec[] = Array.from({ length: 8 }, (_, index) => ({
      productId: `couch${index}`,
      quantity: 10,
      variant: { id: 'teal', size: 'teal', color: 'Teal' },
    }));
    const { discounts, shares } = await hold(as.shopper, {
      offers: [welcome, prepaid],
      lines,
      paymentMethod: 'upi',
    });
    const subtotal = checkoutLines(lines).reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const discount = sum(discounts);
    await assertSucceeds(
      checkout(as.shopper, {
        orderId: 'order1',
        lines,
        order: {
          paymentMethod: 'upi',
          discount,
          offerIds: ['WELCOME500', 'auto-prepaid'],
          offerDiscounts: discounts,
          lineDiscounts: lines.map((_, at) => (shares[0]?.[at] ?? 0) + (shares[1]?.[at] ?? 0)),
          lineCategories: lines.map(() => 'sofas'),
          total: subtotal + (subtotal >= 20000 ? 0 : 750) - discount,
        },
      }),
    );
  });
});

describe('giving a hold back', () => {
  it('lets its shopper give back a hold no order used, once, with exactly what it took', async () => {
    const once = { ...WELCOME, perAccount: 1 };
    await seedOffers(once);
    await hold(as.shopper, { offers: [once], lines: [sofa()] });
    await assertFails(giveBack(as.other, 'order1', [{ offer: once, discount: 500, usesAfter: 0 }]));
    await assertFails(giveBack(as.shopper, 'order1', [{ offer: once, discount: 400, usesAfter: 0 }]));
    await assertFails(giveBack(as.shopper, 'order1', [{ offer: once, discount: 500 }]));
    await assertSucceeds(giveBack(as.shopper, 'order1', [{ offer: once, discount: 500, usesAfter: 0 }]));
    await assertFails(giveBack(as.shopper, 'order1', [{ offer: once, discount: 500, usesAfter: -1 }]));
    // Given back, the account may use the offer again.
    await assertSucceeds(hold(as.shopper, { offers: [once], lines: [sofa()], holdId: 'order2' }));
  });
  it('denies placing an order with a hold given back; allows giving back a hold whose order was cancelled', async () => {
    const { discounts, shares } = await hold(as.shopper, { offers: [TENTH], lines: [chair()] });
    const held = {
      discount: discounts[0],
      offerIds: ['TENTH'],
      offerDiscounts: discounts,
      lineDiscounts: shares[0],
      lineCategories: ['sofas'],
      total: 4000 + 750 - (discounts[0] ?? 0),
    };
    await assertSucceeds(giveBack(as.shopper, 'order1', [{ offer: TENTH, discount: discounts[0] ?? 0 }]));
    await assertFails(checkout(as.shopper, { orderId: 'order1', lines: [chair()], order: held }));
    await hold(as.shopper, { offers: [TENTH], lines: [chair()], holdId: 'order2' });
    await assertSucceeds(checkout(as.shopper, { orderId: 'order2', lines: [chair()], order: held }));
    // An order placed with its hold keeps it until the order is cancelled.
    await assertFails(giveBack(as.shopper, 'order2', [{ offer: TENTH, discount: discounts[0] ?? 0 }]));
    await seed(env, { 'orders/order2': { ...(await stored(env, 'orders/order2')), status: 'cancelled' } });
    await assertSucceeds(giveBack(as.staff, 'order2', [{ offer: TENTH, discount: discounts[0] ?? 0 }]));
  });
});

describe('cancelling an order placed with offers', () => {
  /** The shopper's order1 of two chairs under a once-an-account WELCOME500. */
  const placeWithWelcome = async () => {
    const once = { ...WELCOME, perAccount: 1 };
    await seedOffers(once);
    const { discounts, shares } = await hold(as.shopper, { offers: [once], lines: [chair(2)] });
    await checkout(as.shopper, {
      orderId: 'order1',
      lines: [chair(2)],
      order: {
        discount: discounts[0],
        offerIds: [once.id],
        offerDiscounts: discounts,
        lineDiscounts: shares[0],
        lineCategories: ['sofas'],
        total: 8000 + 750 - (discounts[0] ?? 0),
      },
    });
    return { offerId: once.id, discount: discounts[0] ?? 0, counted: true };
  };
  it("denies the shopper's cancellation that keeps the redemption; allows the one that gives it back, once", async () => {
    const taken = await placeWithWelcome();
    await assertFails(cancellation(env, as.shopper, 'order1'));
    await assertFails(cancellation(env, as.shopper, 'order1', { givesBack: [{ ...taken, counted: false }] }));
    await assertSucceeds(cancellation(env, as.shopper, 'order1', { givesBack: [taken] }));
    const offerAfter = await stored(env, 'offers/WELCOME500');
    const usesAfter = await stored(env, 'offerUses/WELCOME500_shopper');
    if (offerAfter?.['redeemed'] !== 0 || offerAfter['discountGiven'] !== 0 || usesAfter?.['count'] !== 0)
      throw new Error(JSON.stringify({ offerAfter, usesAfter }));
    await assertFails(
      giveBack(as.shopper, 'order1', [
        { offer: { ...WELCOME, perAccount: 1 }, discount: 500, usesAfter: -1 },
      ]),
    );
  });
  it("denies staff's cancellation that keeps the redemption; allows the one that gives it back", async () => {
    const taken = await placeWithWelcome();
    await assertFails(cancellation(env, as.staff, 'order1', { by: EMAIL.staff }));
    await assertSucceeds(cancellation(env, as.staff, 'order1', { by: EMAIL.staff, givesBack: [taken] }));
  });
});

describe('offers set by staff', () => {
  const stored_ = (each: Offer) => ({ ...offerDocument(each), updatedAt: serverTimestamp() });
  it('lets a manager add and pause an offer, logged; denies shoppers and support, and a code that is not its id', async () => {
    const diwali = offer({
      id: 'DIWALI25',
      code: 'Diwali25',
      kind: 'percent',
      value: 25,
      maxDiscount: 10_000,
    });
    await assertFails(loggedSet(as.support, 'offers/DIWALI25', stored_(diwali), 'offer'));
    await assertFails(setDoc(doc(as.shopper, 'offers/DIWALI25'), stored_(diwali)));
    await assertFails(loggedSet(as.manager, 'offers/DIWALI', stored_(diwali), 'offer'));
    await assertFails(loggedSet(as.manager, 'offers/DIWALI25', stored_({ ...diwali, value: 95 }), 'offer'));
    await assertFails(loggedSet(as.manager, 'offers/DIWALI25', stored_({ ...diwali, redeemed: 5 }), 'offer'));
    await assertSucceeds(loggedSet(as.manager, 'offers/DIWALI25', stored_(diwali), 'offer'));
    await assertSucceeds(
      loggedUpdate(as.manager, 'offers/DIWALI25', { active: false, updatedAt: serverTimestamp() }, 'offer'),
    );
    await assertFails(
      loggedUpdate(
        as.manager,
        'offers/DIWALI25',
        { redeemed: 0, discountGiven: 9, updatedAt: serverTimestamp() },
        'offer',
      ),
    );
  });
  it('denies a shopper moving an offer’s counts without a hold', async () => {
    await assertFails(
      updateDoc(doc(as.shopper, 'offers/TENTH'), { redeemed: 1, discountGiven: 0, lastHold: 'nothing' }),
    );
    await assertFails(updateDoc(doc(as.shopper, 'offers/TENTH'), { active: true }));
  });
});
