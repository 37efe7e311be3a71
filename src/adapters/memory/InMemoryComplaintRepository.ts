import { complaintTarget } from '../../domain/staff/ActivityTargets';
import {
  acknowledgeComplaint,
  addReply,
  type Complaint,
  type ComplaintInput,
  COMPLAINT_STATUSES,
  type ComplaintStatus,
  type ComplaintMoveError,
  type ComplaintReplyError,
  type FileComplaintError,
  fileComplaint,
  type ResolveComplaintError,
  resolveComplaint,
  WAITING_STATUSES,
} from '../../domain/afterSales/Complaint';
import { compareForStaff, isOverdue, type QueuePosition } from '../../domain/afterSales/ComplaintClock';
import { type ComplaintTally, complaintTallyAfter } from '../../domain/afterSales/ComplaintTally';
import type { Order } from '../../domain/orders/Order';
import type { Page } from '../../domain/shared/Page';
import type { Result } from '../../domain/shared/Result';
import type { Clock } from '../../ports/Clock';
import type {
  AdminComplaintQuery,
  ComplaintCounts,
  ComplaintRepository,
} from '../../ports/ComplaintRepository';
import type { InMemoryActivityLog } from './InMemoryActivityLog';
import type { MemoryDatabase } from './MemoryDatabase';
import { decodePosition, encodePosition, type Keyset, keysetPage } from './keysetPage';
import { COMPLAINT_COUNTER_ID, META } from './meta';
import { newestFirst } from './newestFirstCursor';
import { ORDERS } from './placeOrderInMemory';

export const COMPLAINTS = 'complaints';
/** Each account's ComplaintTally, keyed by user id. */
export const COMPLAINT_TALLIES = 'complaintTallies';

const statusFilter = (status: AdminComplaintQuery['status']) => (complaint: Complaint) =>
  status === 'waiting' ? WAITING_STATUSES.includes(complaint.status) : complaint.status === status;

/** The staff's queue; a page ends at the last complaint as it stood then (it may have moved on since). */
const staffQueue: Keyset<Complaint, QueuePosition> = {
  positionOf: (complaint) => complaint,
  compare: compareForStaff,
  encode: ({ id, status, createdAt, resolvedAt }) =>
    encodePosition(['complaints', id, status, createdAt, resolvedAt]),
  decode: (cursor) =>
    decodePosition(cursor, ([tag, id, status, createdAt, resolvedAt]) =>
      tag === 'complaints' &&
      typeof id === 'string' &&
      COMPLAINT_STATUSES.includes(status as ComplaintStatus) &&
      typeof createdAt === 'string' &&
      (resolvedAt === null || typeof resolvedAt === 'string')
        ? { id, status: status as ComplaintStatus, createdAt, resolvedAt }
        : null,
    ),
};

/** Complaints in the `complaints` collection of the memory database, numbered by a counter beside them. */
export class InMemoryComplaintRepository implements ComplaintRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
    private readonly log: InMemoryActivityLog,
  ) {}

  async file(input: ComplaintInput): Promise<Result<Complaint, FileComplaintError>> {
    return this.db.transaction(() => {
      const counter = this.db.get<{ count: number }>(META, COMPLAINT_COUNTER_ID);
      const owner =
        input.orderId === null ? null : (this.db.get<Order>(ORDERS, input.orderId)?.userId ?? null);
      const tally = this.db.get<ComplaintTally>(COMPLAINT_TALLIES, input.uid);
      const at = this.clock.now();
      const filed = fileComplaint(input, (counter?.count ?? 0) + 1, at, owner, tally);
      if (!filed.ok) return filed;
      this.db.set(META, COMPLAINT_COUNTER_ID, { count: filed.value.number });
      this.db.set(COMPLAINT_TALLIES, input.uid, { ...complaintTallyAfter(tally, at) });
      this.db.set(COMPLAINTS, filed.value.id, { ...filed.value });
      return filed;
    });
  }

  async listMine(uid: string): Promise<Complaint[]> {
    return this.db.query<Complaint>(COMPLAINTS, {
      where: (complaint) => complaint.uid === uid,
      orderBy: newestFirst,
    });
  }

  async addShopperReply(
    id: string,
    uid: string,
    text: string,
  ): Promise<Result<Complaint, ComplaintReplyError>> {
    return this.change(
      id,
      (complaint) => addReply(complaint, { from: 'shopper', uid }, text, this.clock.now()),
      false,
    );
  }

  async adminList(query: AdminComplaintQuery): Promise<Page<Complaint>> {
    return keysetPage(this.db, COMPLAINTS, statusFilter(query.status), staffQueue, query);
  }

  async counts(now: string): Promise<ComplaintCounts> {
    const waiting = (complaint: Complaint) => WAITING_STATUSES.includes(complaint.status);
    return {
      waiting: this.db.count<Complaint>(COMPLAINTS, waiting),
      overdue: this.db.count<Complaint>(
        COMPLAINTS,
        (complaint) => waiting(complaint) && isOverdue(complaint, now),
      ),
    };
  }

  async acknowledge(id: string): Promise<Result<Complaint, ComplaintMoveError>> {
    return this.change(id, (complaint) => acknowledgeComplaint(complaint, this.clock.now()), true);
  }

  async addStaffReply(
    id: string,
    staffName: string,
    text: string,
  ): Promise<Result<Complaint, ComplaintReplyError>> {
    return this.change(
      id,
      (complaint) => addReply(complaint, { from: 'staff', staffName }, text, this.clock.now()),
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
      (complaint) => resolveComplaint(complaint, staffName, note, this.clock.now()),
      true,
    );
  }

  /** One change of a stored complaint, decided by the domain; a staff change is logged with it. */
  private change<E extends { code: string }>(
    id: string,
    decide: (complaint: Complaint | null) => Result<Complaint, E>,
    byStaff: boolean,
  ): Result<Complaint, E> {
    return this.db.transaction(() => {
      const before = this.db.get<Complaint>(COMPLAINTS, id);
      const decided = decide(before);
      if (!decided.ok || !before) return decided;
      this.db.set(COMPLAINTS, id, { ...decided.value });
      if (byStaff) this.log.record('complaint', [complaintTarget(before, decided.value)]);
      return decided;
    });
  }
}
