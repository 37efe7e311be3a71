import type {
  Complaint,
  ComplaintInput,
  ComplaintMoveError,
  ComplaintReplyError,
  ComplaintStatus,
  FileComplaintError,
  ResolveComplaintError,
} from '../domain/afterSales/Complaint';
import type { Page } from '../domain/shared/Page';
import type { Result } from '../domain/shared/Result';

export interface AdminComplaintQuery {
  /** 'waiting': open and acknowledged ones (WAITING_STATUSES). */
  status: ComplaintStatus | 'waiting';
  pageSize: number;
  cursor?: string | null;
}

export interface ComplaintCounts {
  /** Open or acknowledged: still waiting on the shop. */
  waiting: number;
  /** Of those, past their due time (ComplaintClock.isOverdue). */
  overdue: number;
}

export interface ComplaintRepository {
  /**
   * Files the shopper's complaint (Complaint.fileComplaint decides): numbered next after every complaint before it,
   * atomically, so two filed at once never share a ticket; its time is the server's. A named order must be the
   * shopper's own, else COMPLAINT.ORDER_NOT_FOUND.
   */
  file(input: ComplaintInput): Promise<Result<Complaint, FileComplaintError>>;
  /** Every complaint of the shopper `uid`, newest first. */
  listMine(uid: string): Promise<Complaint[]>;
  /** The shopper `uid` adds a reply to their own complaint (Complaint.addReply); anyone else's reads as missing. */
  addShopperReply(id: string, uid: string, text: string): Promise<Result<Complaint, ComplaintReplyError>>;
  /**
   * The staff's list, a page at a time in ComplaintClock.compareForStaff's order: waiting complaints by their next
   * due time (so overdue ones first), resolved ones latest first.
   */
  adminList(query: AdminComplaintQuery): Promise<Page<Complaint>>;
  /** How many complaints wait on the shop, and how many of them are overdue at `now`. */
  counts(now: string): Promise<ComplaintCounts>;
  /** Staff: an open complaint acknowledged (recorded in the activity log). */
  acknowledge(id: string): Promise<Result<Complaint, ComplaintMoveError>>;
  /** Staff: a reply signed `staffName` (recorded in the activity log). */
  addStaffReply(id: string, staffName: string, text: string): Promise<Result<Complaint, ComplaintReplyError>>;
  /** Staff: resolved, with `note` (what was done) as the last reply (recorded in the activity log). */
  resolve(id: string, staffName: string, note: string): Promise<Result<Complaint, ResolveComplaintError>>;
}
