import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  type DocumentData,
  type Firestore,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  financialYearLabel,
  financialYearOf,
  formatCreditNoteNumber,
} from '../../src/domain/tax/InvoiceNumber';
import { seedCheckoutShop } from './support/checkout';
import { logEntry, loggedUpdate } from './support/logged';
import { EMAIL, orderChange } from './support/orderChange';
import { seed, stored } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * Return requests: a shopper asks only on their own delivered order, inside the window, at most the units delivered,
 * each line once, marking the lines on the order in the same write; only admins move a request along.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-returns');

beforeEach(() => seedCheckoutShop(env));

const DAY_MS = 86_400_000;
const LINES = [
  { productId: 'chair', name: 'Chair', image: '', variant: null, unitPrice: 4000, quantity: 2 },
  { productId: 'table', name: 'Table', image: '', variant: null, unitPrice: 12000, quantity: 1 },
];

/**
 * An order of the shopper's (written with the rules off): by default delivered and paid `daysAgo` days ago; an order
 * of another status has no delivery date.
 */
const seedDelivered = (id: string, overrides: DocumentData = {}, daysAgo = 2): Promise<void> => {
  const delivered = (overrides['status'] ?? 'delivered') === 'delivered';
  return seed(env, {
    [`orders/${id}`]: {
      userId: 'shopper',
      customerEmail: EMAIL.shopper,
      status: 'delivered',
      paymentStatus: 'paid',
      paymentMethod: 'cod',
      lines: LINES,
      subtotal: 20000,
      shipping: 0,
      total: 20000,
      createdAt: Timestamp.fromMillis(Date.now() - (daysAgo + 5) * DAY_MS),
      updatedAt: Timestamp.fromMillis(Date.now() - daysAgo * DAY_MS),
      ...(delivered ? { deliveredAt: Timestamp.fromMillis(Date.now() - daysAgo * DAY_MS) } : {}),
      ...overrides,
    },
  });
};

/** Where the shopper's refunds go: their orders here are paid in cash, which cannot go back the way it came. */
const REFUND_TO = { kind: 'upi', upiId: 'shopper.fictitious@okaxis' };
const BANK = {
  kind: 'bank',
  accountNumber: '000123456789',
  ifsc: 'HDFC0001234',
  holder: 'Test Shopper (fictitious)',
};

interface AskSpec {
  quantities?: Record<string, number>;
  /** Fields of the request to replace after it is built correctly. */
  request?: DocumentData;
  /** Marks to write on the order instead of the right ones; null leaves the order unwritten. */
  marks?: Record<string, number> | null;
  /** false: write only the order's marks, no request. */
  withRequest?: boolean;
  /** Where the refund goes (default REFUND_TO); null names none. */
  refundTo?: DocumentData | null;
}

/** The batch a shopper's return request writes: the request numbered next and its lines marked on the order. */
const ask = async (db: Firestore, orderId: string, spec: AskSpec = {}): Promise<void> => {
  const order = (await stored(env, `orders/${orderId}`)) ?? {};
  const n = ((order['returnCount'] as number | undefined) ?? 0) + 1;
  const quantities = spec.quantities ?? { '0': 1 };
  const before = (order['returnLines'] as Record<string, number> | undefined) ?? {};
  const batch = writeBatch(db);
  if (spec.withRequest !== false) {
    batch.set(doc(db, 'returns', `${orderId}-${n}`), {
      orderId,
      userId: 'shopper',
      number: n,
      quantities,
      reason: 'Damaged in transit',
      comment: 'One leg arrived cracked.',
      status: 'requested',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      history: { '0': { status: 'requested', at: serverTimestamp(), by: null } },
      ...(spec.refundTo === null ? {} : { refundTo: spec.refundTo ?? REFUND_TO }),
      ...spec.request,
    });
  }
  if (spec.marks !== null) {
    const marks = spec.marks ?? Object.fromEntries(Object.keys(quantities).map((line) => [line, n]));
    batch.update(doc(db, 'orders', orderId), { returnCount: n, returnLines: { ...before, ...marks } });
  }
  return batch.commit();
};

describe('a shopper asks for a return', () => {
  it('allows their own delivered order inside the window; denies another shopper and an undelivered order', async () => {
    await seedDelivered('o1');
    await assertFails(ask(as.other, 'o1'));
    await assertSucceeds(ask(as.shopper, 'o1'));
    await seedDelivered('o2', { status: 'shipped' });
    await assertFails(ask(as.shopper, 'o2'));
  });

  it('allows one day before the 30-day window closes; denies one day after', async () => {
    await seedDelivered('late', {}, 31);
    await assertFails(ask(as.shopper, 'late'));
    await seedDelivered('ontime', {}, 29);
    await assertSucceeds(ask(as.shopper, 'ontime'));
  });

  it('follows the shop’s own window', async () => {
    await seed(env, { 'settings/shop': { ...(await stored(env, 'settings/shop')), returnWindowDays: 1 } });
    await seedDelivered('o1');
    await assertFails(ask(as.shopper, 'o1'));
  });

  it('denies more units than were delivered, a line the order lacks, and no line; allows all delivered units', async () => {
    await seedDelivered('o1');
    await assertFails(ask(as.shopper, 'o1', { quantities: { '0': 3 } }));
    await assertFails(ask(as.shopper, 'o1', { quantities: { '2': 1 } }));
    await assertFails(ask(as.shopper, 'o1', { quantities: { '0': 0 } }));
    await assertFails(ask(as.shopper, 'o1', { quantities: {}, marks: {} }));
    await assertSucceeds(ask(as.shopper, 'o1', { quantities: { '0': 2, '1': 1 } }));
  });

  it('denies a line asked back twice; allows the other line as the next request', async () => {
    await seedDelivered('o1');
    await assertSucceeds(ask(as.shopper, 'o1', { quantities: { '0': 1 } }));
    await assertFails(ask(as.shopper, 'o1', { quantities: { '0': 1 } }));
    await assertFails(ask(as.shopper, 'o1', { quantities: { '1': 1 }, marks: { '0': 2, '1': 2 } }));
    await assertSucceeds(ask(as.shopper, 'o1', { quantities: { '1': 1 } }));
  });

  it('denies a request without its marks, marks without a request, and marks of other lines', async () => {
    await seedDelivered('o1');
    await assertFails(ask(as.shopper, 'o1', { marks: null }));
    await assertFails(ask(as.shopper, 'o1', { withRequest: false }));
    await assertFails(ask(as.shopper, 'o1', { marks: { '1': 1 } }));
    await assertSucceeds(ask(as.shopper, 'o1'));
  });

  it('denies a request already approved, another number, an unknown reason or a long comment', async () => {
    await seedDelivered('o1');
    await assertFails(ask(as.shopper, 'o1', { request: { status: 'approved' } }));
    await assertFails(ask(as.shopper, 'o1', { request: { number: 2 } }));
    await assertFails(ask(as.shopper, 'o1', { request: { reason: 'Bored of it' } }));
    await assertFails(ask(as.shopper, 'o1', { request: { comment: 'x'.repeat(501) } }));
    await assertSucceeds(ask(as.shopper, 'o1', { request: { comment: 'x'.repeat(500) } }));
  });

  it('denies a cash order’s return that names nowhere for the refund, or no real UPI ID or account; allows either', async () => {
    await seedDelivered('o1');
    await assertFails(ask(as.shopper, 'o1', { refundTo: null }));
    await assertFails(ask(as.shopper, 'o1', { refundTo: { kind: 'upi', upiId: 'not a upi id' } }));
    await assertFails(ask(as.shopper, 'o1', { refundTo: { ...REFUND_TO, note: 'x'.repeat(500) } }));
    await assertFails(ask(as.shopper, 'o1', { refundTo: { ...BANK, ifsc: 'HDFC1001234' } }));
    await assertFails(ask(as.shopper, 'o1', { refundTo: { ...BANK, accountNumber: '12345' } }));
    await assertFails(ask(as.shopper, 'o1', { refundTo: { ...BANK, holder: '' } }));
    await assertSucceeds(ask(as.shopper, 'o1', { refundTo: BANK }));
    await seedDelivered('o2', { paymentMethod: 'upi' });
    await assertSucceeds(ask(as.shopper, 'o2', { refundTo: null }));
  });

  it('denies more than 4 photos, or one not a photo of their own folder; allows 1 to 4 of their own', async () => {
    const own = (count: number) => Array.from({ length: count }, (_, i) => `returns/shopper/dent-${i}.webp`);
    await seedDelivered('o1');
    await assertFails(ask(as.shopper, 'o1', { request: { photos: own(5) } }));
    await assertFails(ask(as.shopper, 'o1', { request: { photos: [] } }));
    await assertFails(ask(as.shopper, 'o1', { request: { photos: 'returns/shopper/dent.webp' } }));
    await assertFails(ask(as.shopper, 'o1', { request: { photos: [...own(1), 'returns/other/dent.webp'] } }));
    const address =
      'https://firebasestorage.googleapis.com/v0/b/shop/o/returns%2Fshopper%2Fdent.webp?alt=media';
    await assertFails(ask(as.shopper, 'o1', { request: { photos: [address] } }));
    await assertFails(
      ask(as.shopper, 'o1', { request: { photos: ['/demo-photos/returns/shopper/dent.webp'] } }),
    );
    await assertFails(ask(as.shopper, 'o1', { request: { photos: ['returns/shopper/dent.card.webp'] } }));
    await assertFails(ask(as.shopper, 'o1', { request: { photos: ['returns/shopper/dent.png'] } }));
    await assertFails(ask(as.shopper, 'o1', { request: { photos: [42] } }));
    await assertFails(ask(as.shopper, 'o1', { request: { photos: [{ name: own(1)[0] }] } }));
    await assertSucceeds(ask(as.shopper, 'o1', { request: { photos: own(1) } }));
    await seedDelivered('o2');
    await assertSucceeds(
      ask(as.shopper, 'o2', { request: { photos: [...own(3), 'returns/shopper/Dent_4.jpg'] } }),
    );
    expect((await stored(env, 'returns/o2-1'))?.['photos']).toHaveLength(4);
  });

  it('lets a shopper read only their own requests; admins read all', async () => {
    await seedDelivered('o1');
    await ask(as.shopper, 'o1');
    await assertSucceeds(getDocs(query(collection(as.shopper, 'returns'), where('userId', '==', 'shopper'))));
    await assertFails(getDocs(query(collection(as.other, 'returns'), where('userId', '==', 'shopper'))));
    await assertFails(getDocs(collection(as.shopper, 'returns')));
    await assertSucceeds(getDocs(collection(as.admin, 'returns')));
  });
});

/** An admin's move of request `id` to `status` (the history position its stored history gives), with `extra` fields. */
const move = async (
  db: Firestore,
  id: string,
  status: string,
  extra: DocumentData = {},
  by: string = EMAIL.admin,
) => {
  const request = (await stored(env, `returns/${id}`)) ?? {};
  const position = Object.keys(request['history'] ?? {}).length;
  return updateDoc(doc(db, 'returns', id), {
    status,
    updatedAt: serverTimestamp(),
    [`history.${position}`]: { status, at: serverTimestamp(), by },
    ...extra,
  });
};

/**
 * The batch that refunds request `id` of order o1: the request moved to refunded, `order` written on o1 and, when
 * given, `counter` as the credit note counter.
 */
const refund = async (db: Firestore, id: string, order: DocumentData | null, counter?: DocumentData) => {
  const position = Object.keys((await stored(env, `returns/${id}`))?.['history'] ?? {}).length;
  const batch = writeBatch(db);
  batch.update(doc(db, 'returns', id), {
    status: 'refunded',
    updatedAt: serverTimestamp(),
    [`history.${position}`]: { status: 'refunded', at: serverTimestamp(), by: EMAIL.admin },
  });
  if (order) batch.update(doc(db, 'orders', 'o1'), { ...order, auditId: logEntry(batch, db, 'order') });
  if (counter) batch.set(doc(db, 'meta', 'creditNoteCounter'), counter);
  return batch.commit();
};
/** The order's refunds as the app records them: each sent where its request asked (REFUND_TO, as `ask` writes). */
const refunds = (...entries: Array<[number, number]>) => ({
  refunds: entries.map(([returnNumber, amount]) => ({ returnNumber, amount, refundTo: REFUND_TO })),
  updatedAt: serverTimestamp(),
});

describe('only admins move a request along', () => {
  beforeEach(async () => {
    await seedDelivered('o1');
    await ask(as.shopper, 'o1');
  });

  it('denies the shopper approving their own request; allows an admin', async () => {
    await assertFails(move(as.shopper, 'o1-1', 'approved', {}, EMAIL.shopper));
    await assertFails(move(as.staff, 'o1-1', 'approved', {}, EMAIL.admin));
    await assertSucceeds(move(as.staff, 'o1-1', 'approved', {}, EMAIL.staff));
  });

  it('denies a move that changes the photos; allows the move alone', async () => {
    await assertFails(move(as.admin, 'o1-1', 'approved', { photos: ['returns/shopper/other.webp'] }));
    await assertSucceeds(move(as.admin, 'o1-1', 'approved'));
  });

  it('denies skipping a step; allows requested → approved → picked up', async () => {
    await assertFails(move(as.admin, 'o1-1', 'picked-up'));
    await assertSucceeds(move(as.admin, 'o1-1', 'approved'));
    await assertSucceeds(move(as.admin, 'o1-1', 'picked-up'));
    await assertFails(move(as.admin, 'o1-1', 'approved'));
  });

  it('denies a rejection without a reason; allows one with it, and it is final', async () => {
    await assertFails(move(as.admin, 'o1-1', 'rejected'));
    await assertFails(move(as.admin, 'o1-1', 'rejected', { rejectReason: '' }));
    await assertSucceeds(move(as.admin, 'o1-1', 'rejected', { rejectReason: 'Used, not damaged.' }));
    await assertFails(move(as.admin, 'o1-1', 'approved'));
  });

  it('denies a refund the order does not record, or records at another amount; allows the price of the units asked back', async () => {
    await move(as.admin, 'o1-1', 'approved');
    await move(as.admin, 'o1-1', 'picked-up');
    await assertFails(refund(as.admin, 'o1-1', null));
    // The whole order's payment refunded for one chair asked back: what a return used to do.
    await assertFails(
      refund(as.admin, 'o1-1', orderChange({ status: 'delivered', paymentStatus: 'refunded' }, EMAIL.admin)),
    );
    await assertFails(refund(as.admin, 'o1-1', refunds([1, 20000])));
    await assertFails(
      refund(as.admin, 'o1-1', { ...refunds([1, 4000]), refunds: [{ returnNumber: 1, amount: 4000 }] }),
    );
    await assertFails(
      refund(as.admin, 'o1-1', {
        ...refunds([1, 4000]),
        refunds: [{ returnNumber: 1, amount: 4000, refundTo: BANK }],
      }),
    );
    await assertFails(refund(as.admin, 'o1-1', refunds([2, 4000])));
    await assertFails(refund(as.admin, 'o1-1', { ...refunds([1, 4000]), paymentStatus: 'refunded' }));
    await assertFails(
      refund(
        as.admin,
        'o1-1',
        {
          ...refunds([1, 4000]),
          'creditNotes.1': { number: 'SHCN/26-27/0001', issuedAt: serverTimestamp(), quantities: { '0': 1 } },
        },
        { financialYear: 2026, last: 1, lastReturnId: 'o1-1' },
      ),
    );
    await assertSucceeds(refund(as.admin, 'o1-1', refunds([1, 4000])));
  });

  it('denies a refund recorded without its request moving, and twice; allows the next request its own', async () => {
    await move(as.admin, 'o1-1', 'approved');
    await assertFails(loggedUpdate(as.admin, 'orders/o1', refunds([1, 4000]), 'order'));
    await move(as.admin, 'o1-1', 'picked-up');
    await assertFails(loggedUpdate(as.admin, 'orders/o1', refunds([1, 4000]), 'order'));
    await assertSucceeds(refund(as.admin, 'o1-1', refunds([1, 4000])));
    await assertFails(loggedUpdate(as.admin, 'orders/o1', refunds([1, 4000], [1, 4000]), 'order'));

    await ask(as.shopper, 'o1', { quantities: { '1': 1 } });
    await move(as.admin, 'o1-2', 'approved');
    await move(as.admin, 'o1-2', 'picked-up');
    await assertFails(refund(as.admin, 'o1-2', refunds([2, 12000])));
    await assertFails(refund(as.admin, 'o1-2', refunds([1, 0], [2, 12000])));
    await assertSucceeds(refund(as.admin, 'o1-2', refunds([1, 4000], [2, 12000])));
  });

  it("denies the full price for a unit of an order placed with an offer; allows it less the unit's share", async () => {
    // ₹1,001 off the two chairs (₹8,000) and ₹2,999 off the table: one chair gives back ₹4,000 less ₹500.
    await seedDelivered('o1', {
      discount: 4000,
      offerIds: ['TENTH'],
      offerDiscounts: [4000],
      lineDiscounts: [1001, 2999],
      lineCategories: ['chairs', 'tables'],
      total: 16000,
    });
    await move(as.admin, 'o1-1', 'approved');
    await move(as.admin, 'o1-1', 'picked-up');
    await assertFails(refund(as.admin, 'o1-1', refunds([1, 4000])));
    await assertFails(refund(as.admin, 'o1-1', refunds([1, 3499])));
    await assertSucceeds(refund(as.admin, 'o1-1', refunds([1, 3500])));
  });

  it('denies refunding the whole payment again after a refunded return; allows only what is left of it', async () => {
    await move(as.admin, 'o1-1', 'approved');
    await move(as.admin, 'o1-1', 'picked-up');
    await assertSucceeds(refund(as.admin, 'o1-1', refunds([1, 4000])));
    const wholeRefund = (paymentRefund?: number) =>
      loggedUpdate(
        as.support,
        'orders/o1',
        {
          ...orderChange({ status: 'delivered', paymentStatus: 'refunded' }, 'support@example.com', 0),
          ...(paymentRefund === undefined ? {} : { paymentRefund }),
        },
        'order',
      );
    await assertFails(wholeRefund(20000));
    await assertFails(wholeRefund());
    await assertFails(wholeRefund(16001));
    await assertSucceeds(wholeRefund(16000));
    expect(await stored(env, 'orders/o1')).toMatchObject({ paymentStatus: 'refunded', paymentRefund: 16000 });
  });

  it('denies recording a refund on a payment move that refunds nothing', async () => {
    await assertFails(
      loggedUpdate(
        as.admin,
        'orders/o1',
        { ...orderChange({ status: 'delivered', paymentStatus: 'paid' }, EMAIL.admin), paymentRefund: 0 },
        'order',
      ),
    );
  });

  it('allows refunding a request of an order whose whole payment was refunded before, recording nothing', async () => {
    await move(as.admin, 'o1-1', 'approved');
    await move(as.admin, 'o1-1', 'picked-up');
    await assertSucceeds(
      loggedUpdate(
        as.admin,
        'orders/o1',
        {
          ...orderChange({ status: 'delivered', paymentStatus: 'refunded' }, EMAIL.admin),
          paymentRefund: 20000,
        },
        'order',
      ),
    );
    await assertFails(refund(as.admin, 'o1-1', refunds([1, 4000])));
    await assertSucceeds(refund(as.admin, 'o1-1', null));
  });
});

describe('the refund of an invoiced order issues its credit note', () => {
  const FY = financialYearOf(new Date().toISOString());
  const INVOICE = {
    number: 'SH/26-27/000001',
    issuedAt: Timestamp.now(),
    seller: {},
    lines: [],
    shippingGstRate: 18,
  };
  /** Credit note `sequence` of return `n` on the order, for `quantities`, dated `issuedAt`. */
  const creditNote = (
    n: number,
    sequence: number,
    quantities: Record<string, number> = { '0': 1 },
    issuedAt: unknown = serverTimestamp(),
  ) => ({
    [`creditNotes.${n}`]: { number: formatCreditNoteNumber('SH', FY, sequence), issuedAt, quantities },
  });
  const counter = (sequence: number, returnId: string) => ({
    financialYear: FY,
    last: sequence,
    lastReturnId: returnId,
  });
  beforeEach(async () => {
    await seedDelivered('o1', { invoice: INVOICE });
    await ask(as.shopper, 'o1');
    await move(as.admin, 'o1-1', 'approved');
    await move(as.admin, 'o1-1', 'picked-up');
  });

  it('denies the refund without its credit note, or with another number, time or units; allows the next number', async () => {
    await assertFails(refund(as.admin, 'o1-1', refunds([1, 4000])));
    await assertFails(refund(as.admin, 'o1-1', { ...refunds([1, 4000]), ...creditNote(1, 1) }));
    await assertFails(refund(as.admin, 'o1-1', refunds([1, 4000]), counter(1, 'o1-1')));
    await assertFails(
      refund(as.admin, 'o1-1', { ...refunds([1, 4000]), ...creditNote(1, 2) }, counter(2, 'o1-1')),
    );
    await assertFails(
      refund(
        as.admin,
        'o1-1',
        { ...refunds([1, 4000]), ...creditNote(1, 1, { '0': 2 }) },
        counter(1, 'o1-1'),
      ),
    );
    await assertFails(
      refund(
        as.admin,
        'o1-1',
        { ...refunds([1, 4000]), ...creditNote(1, 1, { '0': 1 }, Timestamp.fromMillis(Date.now() - DAY_MS)) },
        counter(1, 'o1-1'),
      ),
    );
    await assertFails(
      refund(as.admin, 'o1-1', { ...refunds([1, 4000]), ...creditNote(2, 1) }, counter(1, 'o1-1')),
    );
    await assertSucceeds(
      refund(as.admin, 'o1-1', { ...refunds([1, 4000]), ...creditNote(1, 1) }, counter(1, 'o1-1')),
    );
  });

  it('allows the 10,000th number of a year where it fits in 16 characters; denies one longer', async () => {
    await seed(env, { 'meta/creditNoteCounter': counter(9999, 'o0-1') });
    const settings = (await stored(env, 'settings/shop')) ?? {};
    await seed(env, { 'settings/shop': { ...settings, invoicePrefix: 'SHP' } });
    // 'SHPCN/26-27/10000' has 17 characters.
    const tooLong = {
      'creditNotes.1': {
        number: `SHPCN/${financialYearLabel(FY)}/10000`,
        issuedAt: serverTimestamp(),
        quantities: { '0': 1 },
      },
    };
    await assertFails(
      refund(as.admin, 'o1-1', { ...refunds([1, 4000]), ...tooLong }, counter(10_000, 'o1-1')),
    );
    await seed(env, { 'settings/shop': { ...settings, invoicePrefix: 'SH' } });
    await assertSucceeds(
      refund(as.admin, 'o1-1', { ...refunds([1, 4000]), ...creditNote(1, 10_000) }, counter(10_000, 'o1-1')),
    );
  });

  it('denies moving the counter without a refund, and a number taken twice; the next return takes the next', async () => {
    await assertSucceeds(
      refund(as.admin, 'o1-1', { ...refunds([1, 4000]), ...creditNote(1, 1) }, counter(1, 'o1-1')),
    );
    await assertFails(setDoc(doc(as.admin, 'meta', 'creditNoteCounter'), counter(2, 'o1-1')));
    await ask(as.shopper, 'o1', { quantities: { '1': 1 } });
    await move(as.admin, 'o1-2', 'approved');
    await move(as.admin, 'o1-2', 'picked-up');
    const second = { ...refunds([1, 4000], [2, 12000]) };
    await assertFails(
      refund(as.admin, 'o1-2', { ...second, ...creditNote(2, 1, { '1': 1 }) }, counter(1, 'o1-2')),
    );
    await assertSucceeds(
      refund(as.admin, 'o1-2', { ...second, ...creditNote(2, 2, { '1': 1 }) }, counter(2, 'o1-2')),
    );
  });
});

describe('the delivery is dated', () => {
  it('denies delivering without the time or with another; allows the server time of the write', async () => {
    await seedDelivered('s1', { status: 'shipped', paymentStatus: 'pending' });
    const deliver = (extra: DocumentData) =>
      loggedUpdate(
        as.admin,
        'orders/s1',
        { ...orderChange({ status: 'delivered', paymentStatus: 'pending' }, EMAIL.admin), ...extra },
        'order',
      );
    await assertFails(deliver({}));
    await assertFails(deliver({ deliveredAt: Timestamp.fromMillis(Date.now() + 10 * DAY_MS) }));
    await assertSucceeds(deliver({ deliveredAt: serverTimestamp() }));
  });

  it('denies moving the delivery date of a delivered order; allows its other changes', async () => {
    await seedDelivered('o1');
    const change = {
      ...orderChange({ status: 'delivered', paymentStatus: 'refunded' }, EMAIL.admin),
      paymentRefund: 20000,
    };
    await assertFails(
      loggedUpdate(as.admin, 'orders/o1', { ...change, deliveredAt: serverTimestamp() }, 'order'),
    );
    await assertSucceeds(loggedUpdate(as.admin, 'orders/o1', change, 'order'));
  });
});
