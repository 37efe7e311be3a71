import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  type Complaint,
  type ComplaintStatus,
  WAITING_STATUSES,
} from '../../../src/domain/afterSales/Complaint';
import { compareForStaff } from '../../../src/domain/afterSales/ComplaintClock';
import { MAX_COMPLAINTS_PER_MONTH } from '../../../src/domain/afterSales/ComplaintTally';
import type { ComplaintRepository } from '../../../src/ports/ComplaintRepository';

/** The model: each complaint as the port last returned it, and the status and reply count it must now have. */
interface Model {
  complaints: Complaint[];
}
type Real = ComplaintRepository;

const SHOPPERS = ['asha', 'ravi'] as const;

const expectOutcome = (outcome: { ok: boolean }, ok: boolean): void => expect(outcome.ok).toBe(ok);

/** Both shoppers' lists, the waiting queue in the domain's order and the counts hold exactly the model. */
const assertMatches = async (model: Model, real: Real): Promise<void> => {
  const key = (complaint: Complaint) => [complaint.id, complaint.status, complaint.replies.length];
  for (const uid of SHOPPERS) {
    const mine = await real.listMine(uid);
    expect(mine.map(key).sort()).toEqual(
      model.complaints
        .filter((complaint) => complaint.uid === uid)
        .map(key)
        .sort(),
    );
  }
  const waiting = model.complaints.filter((complaint) => WAITING_STATUSES.includes(complaint.status));
  const queue = await real.adminList({ status: 'waiting', pageSize: 50 });
  expect(queue.items.map((complaint) => complaint.id)).toEqual(
    [...waiting].sort(compareForStaff).map((complaint) => complaint.id),
  );
  expect(await real.counts(new Date().toISOString())).toEqual({ waiting: waiting.length, overdue: 0 });
  const numbers = model.complaints.map((complaint) => complaint.number);
  expect(numbers).toEqual(numbers.map((_, index) => index + 1));
};

const at = (model: Model, index: number): Complaint | undefined =>
  model.complaints[index % Math.max(1, model.complaints.length)];

/** Replaces the model's copy with the port's answer, after checking the status and the reply count it expected. */
const keep = (model: Model, updated: Complaint, status: ComplaintStatus, replies: number): void => {
  expect(updated.status).toBe(status);
  expect(updated.replies).toHaveLength(replies);
  model.complaints = model.complaints.map((complaint) => (complaint.id === updated.id ? updated : complaint));
};

class File implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly shopper: number,
    readonly valid: boolean,
  ) {}
  check = (): boolean => true;
  async run(model: Model, real: Real): Promise<void> {
    const uid = SHOPPERS[this.shopper % SHOPPERS.length] ?? 'asha';
    const outcome = await real.file({
      uid,
      orderId: null,
      subject: this.valid ? 'Wobbly chair legs' : 'Leg',
      description: 'Both chairs wobble on a level floor.',
      contact: 'asha@example.com',
    });
    // Every complaint of the model is of this month: a shopper's sixth is refused.
    const filedThisMonth = model.complaints.filter((complaint) => complaint.uid === uid).length;
    expectOutcome(outcome, this.valid && filedThisMonth < MAX_COMPLAINTS_PER_MONTH);
    if (!outcome.ok && this.valid) expect(outcome.error.code).toBe('COMPLAINT.TOO_MANY');
    if (outcome.ok) {
      expect(outcome.value.number).toBe(model.complaints.length + 1);
      model.complaints = [...model.complaints, outcome.value];
    }
    await assertMatches(model, real);
  }
  toString = (): string => `file(${this.shopper}, ${this.valid ? 'valid' : 'invalid'})`;
}

class ShopperReply implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly shopper: number,
  ) {}
  check = (model: Readonly<Model>): boolean => model.complaints.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const complaint = at(model, this.index) as Complaint;
    const uid = SHOPPERS[this.shopper % SHOPPERS.length] ?? 'asha';
    const outcome = await real.addShopperReply(complaint.id, uid, 'Any day after 5 pm.');
    const allowed = complaint.uid === uid && complaint.status !== 'resolved';
    expectOutcome(outcome, allowed);
    if (outcome.ok) keep(model, outcome.value, complaint.status, complaint.replies.length + 1);
    else
      expect(outcome.error.code).toBe(complaint.uid === uid ? 'COMPLAINT.RESOLVED' : 'COMPLAINT.NOT_FOUND');
    await assertMatches(model, real);
  }
  toString = (): string => `shopperReply(#${this.index}, ${this.shopper})`;
}

class Acknowledge implements fc.AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>): boolean => model.complaints.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const complaint = at(model, this.index) as Complaint;
    const outcome = await real.acknowledge(complaint.id);
    expectOutcome(outcome, complaint.status === 'open');
    if (outcome.ok) keep(model, outcome.value, 'acknowledged', complaint.replies.length);
    await assertMatches(model, real);
  }
  toString = (): string => `acknowledge(#${this.index})`;
}

class StaffReply implements fc.AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>): boolean => model.complaints.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const complaint = at(model, this.index) as Complaint;
    const outcome = await real.addStaffReply(complaint.id, 'Support desk', 'The carpenter comes on Monday.');
    expectOutcome(outcome, complaint.status !== 'resolved');
    if (outcome.ok) keep(model, outcome.value, complaint.status, complaint.replies.length + 1);
    await assertMatches(model, real);
  }
  toString = (): string => `staffReply(#${this.index})`;
}

class Resolve implements fc.AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>): boolean => model.complaints.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const complaint = at(model, this.index) as Complaint;
    const outcome = await real.resolve(complaint.id, 'Support desk', 'Replaced both chairs.');
    expectOutcome(outcome, complaint.status !== 'resolved');
    if (outcome.ok) keep(model, outcome.value, 'resolved', complaint.replies.length + 1);
    await assertMatches(model, real);
  }
  toString = (): string => `resolve(#${this.index})`;
}

const commands = [
  fc.tuple(fc.nat(), fc.boolean()).map(([shopper, valid]) => new File(shopper, valid)),
  fc.tuple(fc.nat(), fc.nat()).map(([index, shopper]) => new ShopperReply(index, shopper)),
  fc.nat().map((index) => new Acknowledge(index)),
  fc.nat().map((index) => new StaffReply(index)),
  fc.nat().map((index) => new Resolve(index)),
];

/**
 * Any sequence of filings, replies, acknowledgements and resolutions leaves the repository equal to a plain model:
 * numbered 1, 2, 3…, each shopper's list their own, the queue in ComplaintClock's order, the counts right.
 */
export const complaintModelProperty = (makeRepository: () => Promise<Real>, runs: number): void => {
  it('behaves like a simple model under any sequence of filings, replies and moves', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 15 }), async (sequence) => {
        const real = await makeRepository();
        await fc.asyncModelRun(() => ({ model: { complaints: [] }, real }), sequence);
      }),
      { numRuns: runs },
    );
  });
};
