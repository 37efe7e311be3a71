import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  type DocumentData,
  type Firestore,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  acknowledgedDueKey,
  newComplaintDocument,
  toComplaintDocument,
} from '../../src/adapters/firestore/complaintDocument';
import type { Complaint } from '../../src/domain/afterSales/Complaint';
import { resolveDueAt } from '../../src/domain/afterSales/ComplaintClock';
import { indiaMonthOf } from '../../src/domain/afterSales/ComplaintTally';
import { logEntry } from './support/logged';
import { seed, seedShop, stored } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * Complaints: a verified shopper files only their own, numbered next by the counter in the same write, and replies
 * only to their own; only staff acknowledge (the resolution's due time computed as the domain does), reply and
 * resolve, each write logged; nobody deletes one.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-complaints');

beforeEach(() =>
  seedShop(env, {
    'orders/mine': { userId: 'shopper', status: 'delivered', total: 4000 },
    'orders/theirs': { userId: 'other', status: 'delivered', total: 4000 },
  }),
);

const DAY_MS = 86_400_000;

const complaint = (overrides: Partial<Complaint> = {}): Complaint => ({
  id: '1',
  number: 1,
  uid: 'shopper',
  orderId: null,
  subject: 'Scratched table top',
  description: 'The dining table arrived with a deep scratch across its top.',
  contact: '+91 98765 43210',
  status: 'open',
  createdAt: new Date(Date.now() - DAY_MS).toISOString(),
  acknowledgedAt: null,
  resolvedAt: null,
  replies: [],
  ...overrides,
});

interface FileSpec {
  /** Fields of the stored complaint to replace after it is built as the adapter builds it. */
  fields?: DocumentData;
  /** The counter's new count; null leaves the counter unwritten. */
  counter?: number | null;
  number?: number;
  /** The filer's tally of the month after it; null leaves it unwritten. Their first this month by default. */
  tally?: DocumentData | null;
}

const THIS_MONTH = indiaMonthOf(new Date().toISOString());

/** The batch a shopper's filing writes: the counter moved to `number`, complaint `number` and the filer's tally. */
const file = (db: Firestore, spec: FileSpec = {}): Promise<void> => {
  const number = spec.number ?? 1;
  const batch = writeBatch(db);
  const counter = spec.counter === undefined ? number : spec.counter;
  if (counter !== null) batch.set(doc(db, 'meta', 'complaintCounter'), { count: counter });
  const tally = spec.tally === undefined ? { month: THIS_MONTH, count: 1 } : spec.tally;
  const filer = (spec.fields?.['uid'] as string | undefined) ?? 'shopper';
  if (tally !== null) batch.set(doc(db, 'complaintTallies', filer), tally);
  batch.set(doc(db, 'complaints', String(number)), {
    ...newComplaintDocument(complaint({ id: String(number), number })),
    ...spec.fields,
  });
  return batch.commit();
};

/** A complaint stored with its own times, past the rules. */
const seedComplaint = (stored: Complaint): Promise<void> =>
  seed(env, {
    [`complaints/${stored.id}`]: toComplaintDocument(stored),
    'meta/complaintCounter': { count: stored.number },
  });

const reply = (from: 'shopper' | 'staff', text = 'We are sending a carpenter on Monday.', extra = {}) => ({
  from,
  staffName: from === 'staff' ? 'Support desk' : '',
  text,
  at: serverTimestamp(),
  ...extra,
});

/** A write to complaint `id`; `logged` adds the activity entry a staff write carries. */
const write = async (db: Firestore, id: string, fields: DocumentData, logged: boolean): Promise<void> => {
  const batch = writeBatch(db);
  const audit = logged ? { auditId: logEntry(batch, db, 'complaint') } : {};
  batch.update(doc(db, 'complaints', id), { ...fields, ...audit });
  return batch.commit();
};

const replyAt = async (id: string): Promise<number> =>
  Object.keys(((await stored(env, `complaints/${id}`)) ?? {})['replies'] ?? {}).length;

describe('a shopper files a complaint', () => {
  it("allows their own, numbered 1 by the counter; denies it in someone else's name or unverified", async () => {
    await assertFails(file(as.shopper, { fields: { uid: 'other' } }));
    await assertFails(file(as.unverified, { fields: { uid: 'newbie' } }));
    await assertFails(file(as.anonymous));
    await assertSucceeds(file(as.shopper));
    expect(await stored(env, 'meta/complaintCounter')).toEqual({ count: 1 });
  });

  it('numbers each next: denies a skipped number, a counter left behind or moved by two, an id not its number', async () => {
    await assertSucceeds(file(as.shopper));
    await assertFails(file(as.other, { number: 3, fields: { uid: 'other' } }));
    await assertFails(file(as.other, { number: 2, counter: null, fields: { uid: 'other' } }));
    await assertFails(file(as.other, { number: 2, counter: 3, fields: { uid: 'other' } }));
    await assertFails(file(as.other, { number: 2, fields: { uid: 'other', number: 5 } }));
    await assertSucceeds(file(as.other, { number: 2, fields: { uid: 'other' } }));
  });

  it('denies the counter moved without its complaint, and overwriting complaint 1', async () => {
    await assertSucceeds(file(as.shopper));
    await assertFails(setDoc(doc(as.other, 'meta', 'complaintCounter'), { count: 2 }));
    await assertFails(file(as.other, { number: 1, counter: 2, fields: { uid: 'other' } }));
  });

  it('denies a complaint already acknowledged, with replies, dated by the client or due later', async () => {
    await assertFails(file(as.shopper, { fields: { status: 'acknowledged' } }));
    await assertFails(file(as.shopper, { fields: { acknowledgedAt: serverTimestamp() } }));
    await assertFails(file(as.shopper, { fields: { replies: { '0': reply('staff') } } }));
    await assertFails(file(as.shopper, { fields: { createdAt: Timestamp.fromMillis(Date.now() - DAY_MS) } }));
    await assertFails(file(as.shopper, { fields: { dueKey: Timestamp.fromMillis(Date.now() + DAY_MS) } }));
    await assertFails(file(as.shopper, { fields: { priority: 'high' } }));
    await assertSucceeds(file(as.shopper));
  });

  it('holds the sizes: subject 5–120, description 20–2,000, contact 5–200 characters', async () => {
    await assertFails(file(as.shopper, { fields: { subject: '    ' } }));
    await assertFails(file(as.shopper, { fields: { subject: 'x'.repeat(121) } }));
    await assertFails(file(as.shopper, { fields: { description: 'Too short.' } }));
    await assertFails(file(as.shopper, { fields: { description: 'x'.repeat(2001) } }));
    await assertFails(file(as.shopper, { fields: { contact: 'x'.repeat(201) } }));
    await assertSucceeds(
      file(as.shopper, {
        fields: { subject: 'x'.repeat(120), description: 'x'.repeat(2000), contact: 'x'.repeat(200) },
      }),
    );
  });

  it("names no order or one of the shopper's own, never someone else's", async () => {
    await assertFails(file(as.shopper, { fields: { orderId: 'theirs' } }));
    await assertFails(file(as.shopper, { fields: { orderId: 'missing' } }));
    await assertSucceeds(file(as.shopper, { fields: { orderId: 'mine' } }));
  });
});

describe('at most five complaints an account a month', () => {
  const lastMonth = indiaMonthOf(new Date(Date.now() - 32 * DAY_MS).toISOString());

  it('allows the fifth of the month and denies the sixth; a tally of last month starts again from one', async () => {
    await seed(env, { 'complaintTallies/shopper': { month: THIS_MONTH, count: 4 } });
    await assertFails(file(as.shopper, { tally: { month: THIS_MONTH, count: 1 } }));
    await assertSucceeds(file(as.shopper, { tally: { month: THIS_MONTH, count: 5 } }));
    await assertFails(file(as.shopper, { number: 2, tally: { month: THIS_MONTH, count: 6 } }));
    await assertFails(file(as.shopper, { number: 2, tally: { month: THIS_MONTH, count: 5 } }));

    await seed(env, { 'complaintTallies/other': { month: lastMonth, count: 5 } });
    await assertFails(
      file(as.other, { number: 2, fields: { uid: 'other' }, tally: { month: lastMonth, count: 6 } }),
    );
    await assertSucceeds(file(as.other, { number: 2, fields: { uid: 'other' } }));
  });

  it('denies a complaint without its tally, a tally of another month, or one moved by two', async () => {
    await assertFails(file(as.shopper, { tally: null }));
    await assertFails(file(as.shopper, { tally: { month: '2099-01', count: 1 } }));
    await assertFails(file(as.shopper, { tally: { month: THIS_MONTH, count: 2 } }));
    await assertFails(file(as.shopper, { tally: { month: THIS_MONTH, count: 1, note: 'x' } }));
    await assertSucceeds(file(as.shopper));
  });

  it("denies a tally moved without a complaint, another shopper's tally, and lets only its shopper and staff read it", async () => {
    await seed(env, { 'complaintTallies/shopper': { month: THIS_MONTH, count: 5 } });
    await assertFails(
      setDoc(doc(as.shopper, 'complaintTallies', 'shopper'), { month: THIS_MONTH, count: 0 }),
    );
    await assertFails(setDoc(doc(as.shopper, 'complaintTallies', 'shopper'), { month: lastMonth, count: 5 }));
    await assertFails(deleteDoc(doc(as.shopper, 'complaintTallies', 'shopper')));
    await assertFails(setDoc(doc(as.other, 'complaintTallies', 'shopper'), { month: THIS_MONTH, count: 0 }));
    await assertSucceeds(getDoc(doc(as.shopper, 'complaintTallies', 'shopper')));
    await assertSucceeds(getDoc(doc(as.support, 'complaintTallies', 'shopper')));
    await assertFails(getDoc(doc(as.other, 'complaintTallies', 'shopper')));
  });
});

describe('who reads complaints', () => {
  beforeEach(() => seedComplaint(complaint()));

  it('lets a shopper read their own only; every member of staff reads all', async () => {
    await assertSucceeds(getDoc(doc(as.shopper, 'complaints', '1')));
    await assertSucceeds(getDocs(query(collection(as.shopper, 'complaints'), where('uid', '==', 'shopper'))));
    await assertFails(getDoc(doc(as.other, 'complaints', '1')));
    await assertFails(getDocs(query(collection(as.other, 'complaints'), where('uid', '==', 'shopper'))));
    await assertFails(getDocs(collection(as.shopper, 'complaints')));
    await assertFails(getDoc(doc(as.anonymous, 'complaints', '1')));
    await assertSucceeds(getDocs(collection(as.support, 'complaints')));
    await assertSucceeds(getDocs(collection(as.manager, 'complaints')));
  });

  it('lets a signed-in shopper read the counter; not a guest', async () => {
    await assertSucceeds(getDoc(doc(as.other, 'meta', 'complaintCounter')));
    await assertFails(getDoc(doc(as.anonymous, 'meta', 'complaintCounter')));
  });
});

describe('a shopper replies to their own complaint', () => {
  beforeEach(() => seedComplaint(complaint()));

  it("allows their own reply; denies one on someone else's complaint", async () => {
    await assertFails(write(as.other, '1', { 'replies.0': reply('shopper') }, false));
    await assertSucceeds(write(as.shopper, '1', { 'replies.0': reply('shopper') }, false));
    await assertSucceeds(write(as.shopper, '1', { 'replies.1': reply('shopper', 'Thank you.') }, false));
  });

  it('denies a reply signed as staff, dated by the client, empty, too long, or two at once', async () => {
    await assertFails(write(as.shopper, '1', { 'replies.0': reply('staff') }, false));
    await assertFails(
      write(as.shopper, '1', { 'replies.0': reply('shopper', 'Hi', { staffName: 'Manager' }) }, false),
    );
    await assertFails(
      write(as.shopper, '1', { 'replies.0': reply('shopper', 'Hi', { at: Timestamp.now() }) }, false),
    );
    await assertFails(write(as.shopper, '1', { 'replies.0': reply('shopper', '   ') }, false));
    await assertFails(write(as.shopper, '1', { 'replies.0': reply('shopper', 'x'.repeat(2001)) }, false));
    await assertFails(
      write(as.shopper, '1', { 'replies.0': reply('shopper'), 'replies.1': reply('shopper') }, false),
    );
    await assertFails(write(as.shopper, '1', { 'replies.3': reply('shopper') }, false));
    await assertSucceeds(write(as.shopper, '1', { 'replies.0': reply('shopper', 'x'.repeat(2000)) }, false));
  });

  it('denies changing anything else: acknowledging or resolving it, its subject', async () => {
    await assertFails(
      write(as.shopper, '1', { status: 'acknowledged', acknowledgedAt: serverTimestamp() }, false),
    );
    await assertFails(
      write(as.shopper, '1', { 'replies.0': reply('shopper'), subject: 'Another subject' }, false),
    );
    await assertFails(
      write(
        as.shopper,
        '1',
        { status: 'resolved', resolvedAt: serverTimestamp(), 'replies.0': reply('shopper') },
        true,
      ),
    );
  });

  it('denies a reply to a resolved complaint', async () => {
    await seedComplaint(
      complaint({
        status: 'resolved',
        acknowledgedAt: complaint().createdAt,
        resolvedAt: complaint().createdAt,
      }),
    );
    await assertFails(write(as.shopper, '1', { 'replies.0': reply('shopper') }, false));
    await assertFails(write(as.support, '1', { 'replies.0': reply('staff') }, true));
  });
});

describe('only staff acknowledge, reply and resolve, each write logged', () => {
  const acknowledge = async (db: Firestore, logged = true, fields: DocumentData = {}) => {
    const data = (await stored(env, 'complaints/1')) ?? {};
    return write(
      db,
      '1',
      {
        status: 'acknowledged',
        acknowledgedAt: serverTimestamp(),
        dueKey: acknowledgedDueKey(data['createdAt'] as Timestamp),
        ...fields,
      },
      logged,
    );
  };

  beforeEach(() => seedComplaint(complaint()));

  it('allows support to acknowledge with its entry; denies it unlogged, by the shopper, or twice', async () => {
    await assertFails(acknowledge(as.shopper));
    await assertFails(acknowledge(as.shopper, false));
    await assertFails(acknowledge(as.support, false));
    await assertSucceeds(acknowledge(as.support));
    await assertFails(acknowledge(as.manager));
  });

  it('denies an acknowledgement dated by the client or with another due time', async () => {
    await assertFails(acknowledge(as.support, true, { acknowledgedAt: Timestamp.now() }));
    const created = (await stored(env, 'complaints/1'))?.['createdAt'] as Timestamp;
    const due = acknowledgedDueKey(created);
    await assertFails(
      acknowledge(as.support, true, { dueKey: new Timestamp(due.seconds + 86_400, due.nanoseconds) }),
    );
    await assertFails(
      acknowledge(as.support, true, { dueKey: new Timestamp(due.seconds, due.nanoseconds + 1000) }),
    );
    await assertFails(acknowledge(as.support, true, { subject: 'Changed' }));
    await assertSucceeds(acknowledge(as.support));
  });

  it('computes the due time as the domain does: a calendar month in India time, at the month’s end', async () => {
    const instants = [
      '2026-01-31T04:30:00.000Z', // 31 Jan 10:00 IST → 28 Feb
      '2026-01-31T19:00:00.000Z', // 1 Feb 00:30 IST → 1 Mar
      '2028-01-30T12:00:00.000Z', // leap year: 30 Jan → 29 Feb
      '2026-12-15T20:45:00.000Z', // 16 Dec 02:15 IST → 16 Jan of the next year
      '2026-03-31T18:29:59.999Z', // 31 Mar 23:59 IST → 30 Apr
    ];
    for (const createdAt of instants) {
      await seedComplaint(complaint({ createdAt }));
      // Stored with microseconds, as the server's own times are.
      const created = Timestamp.fromMillis(Date.parse(createdAt));
      await seed(env, {
        'complaints/1': {
          ...toComplaintDocument(complaint({ createdAt })),
          createdAt: new Timestamp(created.seconds, created.nanoseconds + 123_000),
          dueKey: new Timestamp(created.seconds, created.nanoseconds + 123_000),
        },
      });
      const due = acknowledgedDueKey(new Timestamp(created.seconds, created.nanoseconds + 123_000));
      expect(Math.floor(due.toMillis()) + 2 * DAY_MS).toBe(Date.parse(resolveDueAt(createdAt)));
      await assertFails(
        acknowledge(as.support, true, { dueKey: new Timestamp(due.seconds - 86_400, due.nanoseconds) }),
      );
      await assertSucceeds(acknowledge(as.support));
    }
  });

  it('allows a logged staff reply signed by its writer; denies one signed as the shopper or unsigned', async () => {
    const at = await replyAt('1');
    await assertFails(write(as.support, '1', { [`replies.${at}`]: reply('shopper') }, true));
    await assertFails(
      write(as.support, '1', { [`replies.${at}`]: reply('staff', 'Hi', { staffName: '' }) }, true),
    );
    await assertFails(write(as.support, '1', { [`replies.${at}`]: reply('staff') }, false));
    await assertSucceeds(write(as.support, '1', { [`replies.${at}`]: reply('staff') }, true));
  });

  it('allows resolving with the note of what was done, acknowledging an open one with it; denies it without', async () => {
    const resolve = (fields: DocumentData) =>
      write(
        as.manager,
        '1',
        { status: 'resolved', resolvedAt: serverTimestamp(), acknowledgedAt: serverTimestamp(), ...fields },
        true,
      );
    await assertFails(resolve({}));
    await assertFails(resolve({ 'replies.0': reply('staff'), acknowledgedAt: null }));
    await assertFails(resolve({ 'replies.0': reply('staff'), resolvedAt: Timestamp.now() }));
    await assertSucceeds(resolve({ 'replies.0': reply('staff', 'A new top was fitted on 3 March.') }));
    expect((await stored(env, 'complaints/1'))?.['status']).toBe('resolved');
  });

  it('keeps the acknowledgement time when resolving an acknowledged complaint', async () => {
    await assertSucceeds(acknowledge(as.support));
    const resolve = (fields: DocumentData) =>
      write(
        as.support,
        '1',
        { status: 'resolved', resolvedAt: serverTimestamp(), 'replies.0': reply('staff'), ...fields },
        true,
      );
    await assertFails(resolve({ acknowledgedAt: serverTimestamp() }));
    await assertSucceeds(resolve({}));
  });

  it('lets nobody delete a complaint', async () => {
    await assertFails(deleteDoc(doc(as.admin, 'complaints', '1')));
    await assertFails(deleteDoc(doc(as.shopper, 'complaints', '1')));
  });
});
