import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../src/domain/staff/Activity';
import { type Complaint, complaintTicket, type ComplaintInput } from '../../src/domain/afterSales/Complaint';
import { MAX_COMPLAINTS_PER_MONTH } from '../../src/domain/afterSales/ComplaintTally';
import type { ComplaintRepository } from '../../src/ports/ComplaintRepository';
import { complaintModelProperty } from './complaints/complaintModelProperty';

/** What each backend gives the complaint contract: an empty shop whose clock is the wall clock. */
export interface ComplaintRepositoryHarness {
  /** Shopper calls act as the shopper they name, staff calls as a member of staff. */
  complaints: ComplaintRepository;
  seedOrder(id: string, userId: string): Promise<void>;
  /** Stores complaints as they are, with their own times, and the counter at the highest number. */
  seedComplaints(complaints: readonly Complaint[]): Promise<void>;
  /** The activity log, newest first. */
  activity(): Promise<ActivityEntry[]>;
  dispose?(): Promise<void>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number): string => new Date(Date.now() - ms).toISOString();

const input = (overrides: Partial<ComplaintInput> = {}): ComplaintInput => ({
  uid: 'asha',
  orderId: null,
  subject: 'Scratched table top',
  description: 'The dining table arrived with a deep scratch across its top.',
  contact: 'asha@example.com',
  ...overrides,
});

const stored = (number: number, overrides: Partial<Complaint>): Complaint => ({
  id: String(number),
  number,
  uid: 'asha',
  orderId: null,
  subject: `Complaint ${number}`,
  description: 'Something went wrong with the delivery of my order.',
  contact: '+91 98765 43210',
  status: 'open',
  createdAt: ago(HOUR),
  acknowledgedAt: null,
  resolvedAt: null,
  replies: [],
  ...overrides,
});

/** The ComplaintRepository contract (src/ports/ComplaintRepository.ts), run against every adapter. */
export const describeComplaintRepositoryContract = (
  name: string,
  makeHarness: () => Promise<ComplaintRepositoryHarness>,
  options: { modelRuns: number },
): void => {
  describe(`ComplaintRepository contract: ${name}`, () => {
    let h: ComplaintRepositoryHarness;
    beforeEach(async () => {
      h = await makeHarness();
    });
    afterEach(async () => h.dispose?.());

    const filed = async (overrides: Partial<ComplaintInput> = {}): Promise<Complaint> => {
      const outcome = await h.complaints.file(input(overrides));
      if (!outcome.ok) throw new Error(outcome.error.code);
      return outcome.value;
    };
    const ids = (complaints: readonly Complaint[]) => complaints.map((complaint) => complaint.id);

    it('starts empty', async () => {
      expect(await h.complaints.listMine('asha')).toEqual([]);
      expect(await h.complaints.counts(new Date().toISOString())).toEqual({ waiting: 0, overdue: 0 });
      expect(await h.complaints.adminList({ status: 'waiting', pageSize: 10 })).toEqual({
        items: [],
        nextCursor: null,
      });
    });

    it('files complaints numbered 1, 2, 3 as open tickets, trimmed, at the time of filing', async () => {
      const before = Date.now();
      const first = await filed({ subject: '  Scratched table top  ', contact: ' asha@example.com ' });
      expect(first).toMatchObject({
        id: '1',
        number: 1,
        uid: 'asha',
        orderId: null,
        subject: 'Scratched table top',
        contact: 'asha@example.com',
        status: 'open',
        acknowledgedAt: null,
        resolvedAt: null,
        replies: [],
      });
      expect(Date.parse(first.createdAt)).toBeGreaterThanOrEqual(before - 5000);
      expect(complaintTicket(first)).toBe('GR-00001');
      expect((await filed({ uid: 'ravi' })).number).toBe(2);
      expect(complaintTicket(await filed())).toBe('GR-00003');
    });

    it('files five complaints an account a month and refuses the sixth, numbering none; other shoppers file on', async () => {
      for (let count = 1; count <= MAX_COMPLAINTS_PER_MONTH; count++) await filed();
      expect(await h.complaints.file(input())).toEqual({
        ok: false,
        error: { code: 'COMPLAINT.TOO_MANY', max: MAX_COMPLAINTS_PER_MONTH },
      });
      expect(await h.complaints.listMine('asha')).toHaveLength(MAX_COMPLAINTS_PER_MONTH);
      expect((await filed({ uid: 'ravi' })).number).toBe(MAX_COMPLAINTS_PER_MONTH + 1);
    });

    it("lists a shopper's own complaints, newest first, and nobody else's", async () => {
      const first = await filed();
      await filed({ uid: 'ravi' });
      const third = await filed();
      expect(ids(await h.complaints.listMine('asha'))).toEqual([third.id, first.id]);
      expect(ids(await h.complaints.listMine('meera'))).toEqual([]);
    });

    it('refuses a complaint with problems, says which fields, and numbers none', async () => {
      const outcome = await h.complaints.file(
        input({ subject: 'Bad', description: 'Too short', contact: 'later' }),
      );
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.error.code).toBe('COMPLAINT.INVALID');
      expect(
        Object.keys(outcome.error.code === 'COMPLAINT.INVALID' ? outcome.error.fields : {}).sort(),
      ).toEqual(['contact', 'description', 'subject']);
      expect((await filed()).number).toBe(1);
    });

    it("takes the shopper's own order; refuses someone else's and a missing one", async () => {
      await h.seedOrder('order-asha', 'asha');
      await h.seedOrder('order-ravi', 'ravi');
      expect(await h.complaints.file(input({ orderId: 'order-ravi' }))).toEqual({
        ok: false,
        error: { code: 'COMPLAINT.ORDER_NOT_FOUND' },
      });
      expect(await h.complaints.file(input({ orderId: 'no-such-order' }))).toEqual({
        ok: false,
        error: { code: 'COMPLAINT.ORDER_NOT_FOUND' },
      });
      expect(await filed({ orderId: 'order-asha' })).toMatchObject({ number: 1, orderId: 'order-asha' });
    });

    it('gives two complaints filed at once two numbers', async () => {
      const outcomes = await Promise.all([
        h.complaints.file(input()),
        h.complaints.file(input({ uid: 'ravi' })),
      ]);
      expect(outcomes.map((outcome) => (outcome.ok ? outcome.value.number : 0)).sort()).toEqual([1, 2]);
    });

    it("adds the shopper's replies to their own complaint only, never an empty one", async () => {
      const complaint = await filed();
      const replied = await h.complaints.addShopperReply(
        complaint.id,
        'asha',
        '  The order number is on the box.  ',
      );
      expect(replied).toMatchObject({
        ok: true,
        value: { replies: [{ from: 'shopper', staffName: '', text: 'The order number is on the box.' }] },
      });
      expect(await h.complaints.addShopperReply(complaint.id, 'ravi', 'Me too')).toEqual({
        ok: false,
        error: { code: 'COMPLAINT.NOT_FOUND' },
      });
      expect(await h.complaints.addShopperReply(complaint.id, 'asha', '   ')).toEqual({
        ok: false,
        error: { code: 'COMPLAINT.REPLY_EMPTY' },
      });
      expect(await h.complaints.addShopperReply('999', 'asha', 'Hello')).toEqual({
        ok: false,
        error: { code: 'COMPLAINT.NOT_FOUND' },
      });
      expect((await h.complaints.listMine('asha'))[0]?.replies).toHaveLength(1);
    });

    it('lets the staff acknowledge, reply and resolve, each step once and logged', async () => {
      const complaint = await filed();
      const acknowledged = await h.complaints.acknowledge(complaint.id);
      expect(acknowledged).toMatchObject({ ok: true, value: { status: 'acknowledged' } });
      if (!acknowledged.ok) return;
      expect(acknowledged.value.acknowledgedAt).not.toBeNull();
      expect(await h.complaints.acknowledge(complaint.id)).toEqual({
        ok: false,
        error: { code: 'COMPLAINT.INVALID_MOVE', from: 'acknowledged', to: 'acknowledged' },
      });
      expect(
        await h.complaints.addStaffReply(complaint.id, 'Support desk', 'A carpenter visits on Monday.'),
      ).toMatchObject({
        ok: true,
        value: {
          replies: [{ from: 'staff', staffName: 'Support desk', text: 'A carpenter visits on Monday.' }],
        },
      });
      expect(await h.complaints.resolve(complaint.id, 'Support desk', '  ')).toEqual({
        ok: false,
        error: { code: 'COMPLAINT.REPLY_EMPTY' },
      });
      const resolved = await h.complaints.resolve(
        complaint.id,
        'Support desk',
        'The top was replaced on 3 March.',
      );
      expect(resolved).toMatchObject({
        ok: true,
        value: { status: 'resolved', acknowledgedAt: acknowledged.value.acknowledgedAt },
      });
      if (!resolved.ok) return;
      expect(resolved.value.resolvedAt).not.toBeNull();
      expect(resolved.value.replies.map((reply) => reply.text)).toEqual([
        'A carpenter visits on Monday.',
        'The top was replaced on 3 March.',
      ]);
      expect(await h.complaints.addShopperReply(complaint.id, 'asha', 'Thank you')).toEqual({
        ok: false,
        error: { code: 'COMPLAINT.RESOLVED' },
      });
      expect(await h.complaints.acknowledge('999')).toEqual({
        ok: false,
        error: { code: 'COMPLAINT.NOT_FOUND' },
      });
      const logged = (await h.activity()).filter((entry) => entry.kind === 'complaint');
      expect(logged.map((entry) => entry.targets.map((target) => [target.id, target.label]))).toEqual([
        [['1', 'GR-00001']],
        [['1', 'GR-00001']],
        [['1', 'GR-00001']],
      ]);
    });

    it('resolving an open complaint acknowledges it at the same time', async () => {
      const complaint = await filed();
      const resolved = await h.complaints.resolve(
        complaint.id,
        'Support desk',
        'Refunded the delivery charge.',
      );
      expect(resolved).toMatchObject({ ok: true, value: { status: 'resolved' } });
      if (resolved.ok) expect(resolved.value.acknowledgedAt).toBe(resolved.value.resolvedAt);
    });

    describe("the staff's queue", () => {
      // Due: C 40 days after filing → resolution overdue; A open 3 days → acknowledgement overdue by a day;
      // B open for an hour → due in 47 hours; D acknowledged, filed 2 days ago → due in about 4 weeks.
      const queue = [
        stored(1, { createdAt: ago(3 * DAY) }),
        stored(2, { createdAt: ago(HOUR) }),
        stored(3, { status: 'acknowledged', createdAt: ago(40 * DAY), acknowledgedAt: ago(39 * DAY) }),
        stored(4, { status: 'acknowledged', createdAt: ago(2 * DAY), acknowledgedAt: ago(DAY) }),
        stored(5, {
          status: 'resolved',
          createdAt: ago(9 * DAY),
          acknowledgedAt: ago(8 * DAY),
          resolvedAt: ago(7 * DAY),
        }),
        stored(6, {
          status: 'resolved',
          createdAt: ago(5 * DAY),
          acknowledgedAt: ago(5 * DAY),
          resolvedAt: ago(2 * DAY),
        }),
      ];
      beforeEach(() => h.seedComplaints(queue));

      it('lists the waiting complaints by due time, overdue first, a page at a time', async () => {
        const page = await h.complaints.adminList({ status: 'waiting', pageSize: 3 });
        expect(ids(page.items)).toEqual(['3', '1', '2']);
        const next = await h.complaints.adminList({
          status: 'waiting',
          pageSize: 3,
          cursor: page.nextCursor,
        });
        expect(next).toMatchObject({ items: [{ id: '4' }], nextCursor: null });
        expect(ids((await h.complaints.adminList({ status: 'open', pageSize: 10 })).items)).toEqual([
          '1',
          '2',
        ]);
        expect(ids((await h.complaints.adminList({ status: 'acknowledged', pageSize: 10 })).items)).toEqual([
          '3',
          '4',
        ]);
      });

      it('lists resolved complaints latest resolved first', async () => {
        const page = await h.complaints.adminList({ status: 'resolved', pageSize: 1 });
        expect(ids(page.items)).toEqual(['6']);
        expect(
          ids(
            (await h.complaints.adminList({ status: 'resolved', pageSize: 1, cursor: page.nextCursor }))
              .items,
          ),
        ).toEqual(['5']);
      });

      it('counts the waiting and the overdue complaints', async () => {
        expect(await h.complaints.counts(new Date().toISOString())).toEqual({ waiting: 4, overdue: 2 });
        expect(await h.complaints.counts(new Date(Date.now() + 2 * DAY).toISOString())).toEqual({
          waiting: 4,
          overdue: 3,
        });
      });

      it('moves an acknowledged complaint to its resolution’s due time', async () => {
        expect(await h.complaints.acknowledge('2')).toMatchObject({ ok: true });
        expect(ids((await h.complaints.adminList({ status: 'waiting', pageSize: 10 })).items)).toEqual([
          '3',
          '1',
          '4',
          '2',
        ]);
        expect(await h.complaints.counts(new Date().toISOString())).toEqual({ waiting: 4, overdue: 2 });
      });

      it('numbers a new complaint after the stored ones', async () => {
        expect((await filed()).number).toBe(7);
      });
    });

    complaintModelProperty(async () => (await makeHarness()).complaints, options.modelRuns);
  });
};
