import {
  collection,
  doc,
  type DocumentData,
  type Firestore,
  getCountFromServer,
  query,
  type QueryConstraint,
  serverTimestamp,
  Timestamp,
  where,
} from 'firebase/firestore';
import { readStored } from './readStored';
import { readUnlessRefused } from './readUnlessRefused';
import { readSorted } from './sortedDocuments';
import type { CurrentActor } from '../../domain/staff/Activity';
import { complaintTarget } from '../../domain/staff/ActivityTargets';
import {
  acknowledgeComplaint,
  addReply,
  type Complaint,
  type ComplaintInput,
  type ComplaintMoveError,
  type ComplaintReplyError,
  type FileComplaintError,
  fileComplaint,
  type ResolveComplaintError,
  resolveComplaint,
  WAITING_STATUSES,
} from '../../domain/afterSales/Complaint';
import { type ComplaintTally, complaintTallyAfter } from '../../domain/afterSales/ComplaintTally';
import { compareText } from '../../domain/text/compareText';
import type { Page } from '../../domain/shared/Page';
import { fail, ok, type Result } from '../../domain/shared/Result';
import type {
  AdminComplaintQuery,
  ComplaintCounts,
  ComplaintRepository,
} from '../../ports/ComplaintRepository';
import { COMPLAINT_COUNTER_ID, COMPLAINT_TALLIES, COMPLAINTS, META, ORDERS } from './collections';
import {
  acknowledgedDueKey,
  fromComplaintDocument,
  newComplaintDocument,
  overdueBound,
  replyDocument,
} from './complaintDocument';
import { logActivity } from './FirestoreActivityLog';
import { guarded } from './firestoreErrors';
import { timestampPage } from './timestampPage';
import { refusableTransaction } from './refusableTransaction';

const newestFirst = (a: Complaint, b: Complaint): number =>
  compareText(b.createdAt, a.createdAt) || compareText(b.id, a.id);

const statusFilter = (status: AdminComplaintQuery['status']): QueryConstraint =>
  status === 'waiting' ? where('status', 'in', WAITING_STATUSES) : where('status', '==', status);

/** Complaints on Firestore: numbered by meta/complaintCounter in the transaction that files each. */
export class FirestoreComplaintRepository implements ComplaintRepository {
  constructor(
    private readonly db: Firestore,
    private readonly actor: CurrentActor,
  ) {}

  async file(input: ComplaintInput): Promise<Result<Complaint, FileComplaintError>> {
    const owner = input.orderId === null ? null : await this.orderOwner(input.orderId);
    const filed = await refusableTransaction(this.db, async (transaction) => {
      const counterRef = doc(this.db, META, COMPLAINT_COUNTER_ID);
      const tallyRef = doc(this.db, COMPLAINT_TALLIES, input.uid);
      const count: unknown = (await transaction.get(counterRef)).get('count');
      const tally = (await transaction.get(tallyRef)).data() as ComplaintTally | undefined;
      const at = new Date().toISOString();
      const decided = fileComplaint(
        input,
        (typeof count === 'number' ? count : 0) + 1,
        at,
        owner,
        tally ?? null,
      );
      if (!decided.ok) return decided;
      transaction.set(counterRef, { count: decided.value.number });
      transaction.set(tallyRef, complaintTallyAfter(tally ?? null, at));
      transaction.set(doc(this.db, COMPLAINTS, decided.value.id), newComplaintDocument(decided.value));
      return decided;
    });
    return filed.ok ? ok(await this.stored(filed.value.id)) : filed;
  }

  async listMine(uid: string): Promise<Complaint[]> {
    return readSorted(
      query(collection(this.db, COMPLAINTS), where('uid', '==', uid)),
      fromComplaintDocument,
      newestFirst,
    );
  }

  async addShopperReply(
    id: string,
    uid: string,
    text: string,
  ): Promise<Result<Complaint, ComplaintReplyError>> {
    // Someone else's complaint is refused to this shopper by the rules: it reads as missing.
    if (!(await this.isOwnedBy(id, uid))) return fail({ code: 'COMPLAINT.NOT_FOUND' });
    return this.change(
      id,
      (complaint) => addReply(complaint, { from: 'shopper', uid }, text, new Date().toISOString()),
      false,
    );
  }

  async adminList(request: AdminComplaintQuery): Promise<Page<Complaint>> {
    const resolved = request.status === 'resolved';
    return timestampPage(
      collection(this.db, COMPLAINTS),
      [statusFilter(request.status)],
      resolved
        ? { tag: 'complaints-resolved', field: 'resolvedAt', direction: 'desc' }
        : { tag: 'complaints-due', field: 'dueKey', direction: 'asc' },
      request,
      (snapshot) => fromComplaintDocument(snapshot.id, snapshot.data()),
    );
  }

  async counts(now: string): Promise<ComplaintCounts> {
    return guarded(async () => {
      const waiting = query(collection(this.db, COMPLAINTS), statusFilter('waiting'));
      const [all, overdue] = await Promise.all([
        getCountFromServer(waiting),
        getCountFromServer(query(waiting, where('dueKey', '<', overdueBound(now)))),
      ]);
      return { waiting: all.data().count, overdue: overdue.data().count };
    });
  }

  async acknowledge(id: string): Promise<Result<Complaint, ComplaintMoveError>> {
    return this.change(id, (complaint) => acknowledgeComplaint(complaint, new Date().toISOString()), true);
  }

  async addStaffReply(
    id: string,
    staffName: string,
    text: string,
  ): Promise<Result<Complaint, ComplaintReplyError>> {
    return this.change(
      id,
      (complaint) => addReply(complaint, { from: 'staff', staffName }, text, new Date().toISOString()),
      true,
    );
  }

  async resolve(
    id: string,
    staffName: string,
    note: string,
  ): Promise<Result<Complaint, ResolveComplaintError>> {
    return this.change(
      id,
      (complaint) => resolveComplaint(complaint, staffName, note, new Date().toISOString()),
      true,
    );
  }

  /**
   * One change of a stored complaint in a transaction, decided by the domain and written as what changed: the status
   * and its time, the reply added, and for a staff change the activity entry it carries.
   */
  private async change<E extends { code: string }>(
    id: string,
    decide: (complaint: Complaint | null) => Result<Complaint, E>,
    byStaff: boolean,
  ): Promise<Result<Complaint, E>> {
    const changed = await refusableTransaction(this.db, async (transaction) => {
      const ref = doc(this.db, COMPLAINTS, id);
      const snapshot = await transaction.get(ref);
      const before = snapshot.exists() ? fromComplaintDocument(id, snapshot.data()) : null;
      const decided = decide(before);
      if (!decided.ok || !before) return decided;
      const update = this.updateOf(before, decided.value, snapshot.get('createdAt'));
      const audit = byStaff
        ? {
            auditId: logActivity(this.db, transaction, this.actor, 'complaint', [
              complaintTarget(before, decided.value),
            ]),
          }
        : {};
      transaction.update(ref, { ...update, ...audit });
      return decided;
    });
    return changed.ok ? ok(await this.stored(id)) : changed;
  }

  private updateOf(before: Complaint, after: Complaint, filedAt: unknown): DocumentData {
    const update: DocumentData = {};
    after.replies.slice(before.replies.length).forEach((reply, index) => {
      update[`replies.${before.replies.length + index}`] = replyDocument(reply);
    });
    if (after.status !== before.status) update['status'] = after.status;
    if (after.acknowledgedAt !== before.acknowledgedAt) update['acknowledgedAt'] = serverTimestamp();
    if (after.resolvedAt !== before.resolvedAt) update['resolvedAt'] = serverTimestamp();
    if (before.status === 'open' && after.status === 'acknowledged' && filedAt instanceof Timestamp)
      update['dueKey'] = acknowledgedDueKey(filedAt);
    return update;
  }

  /** The uid of an order's shopper; '' when this user may not read it (someone else's), null when there is none. */
  private async orderOwner(orderId: string): Promise<string | null> {
    const snapshot = await readUnlessRefused(doc(this.db, ORDERS, orderId));
    if (!snapshot) return '';
    return snapshot.exists() ? String(snapshot.get('userId')) : null;
  }

  private async isOwnedBy(id: string, uid: string): Promise<boolean> {
    const snapshot = await readUnlessRefused(doc(this.db, COMPLAINTS, id));
    return snapshot?.exists() === true && snapshot.get('uid') === uid;
  }

  private stored(id: string): Promise<Complaint> {
    return readStored(this.db, COMPLAINTS, id, fromComplaintDocument);
  }
}
