import { makeAutoObservable, runInAction } from 'mobx';
import { type Complaint, complaintTicket } from '../../../domain/afterSales/Complaint';
import { resolveDueAt } from '../../../domain/afterSales/ComplaintClock';
import {
  COMPLAINT_REPLY_FAILED,
  COMPLAINT_UPDATE_FAILED,
  moveProblemOf,
  replyProblemOf,
  resolveProblemOf,
  STAFF_COMPLAINTS_LOAD_FAILED,
} from '../../../domain/afterSales/complaintMessages';
import type { Result } from '../../../domain/shared/Result';
import type { Clock } from '../../../ports/Clock';
import type { AdminComplaintQuery, ComplaintRepository } from '../../../ports/ComplaintRepository';
import { formatDate } from '../../../domain/text/formatDateTime';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import type { AdminNotifier } from '../layout/AdminNotifier';
import { CursorPager } from '../common/CursorPager';
import { toasterNotifier } from '../common/toasterNotifier';

export const COMPLAINTS_PAGE_SIZE = 20;
export type ComplaintFilter = AdminComplaintQuery['status'];

/**
 * The admin's Complaints screen: the queue a page at a time (waiting ones by due time, so overdue first), and each
 * ticket's acknowledgement, replies and resolution, signed with the member of staff's name.
 */
export class AdminComplaintsStore {
  filter: ComplaintFilter = 'waiting';
  /** The complaint a change is being written to. */
  working: string | null = null;
  readonly pager: CursorPager<Complaint>;

  constructor(
    private readonly complaints: ComplaintRepository,
    private readonly clock: Clock,
    private readonly notifier: AdminNotifier,
    private readonly staffName: () => string,
    private readonly network: NetworkGuard,
  ) {
    this.pager = new CursorPager(
      (cursor) => this.complaints.adminList({ status: this.filter, pageSize: COMPLAINTS_PAGE_SIZE, cursor }),
      STAFF_COMPLAINTS_LOAD_FAILED,
    );
    makeAutoObservable<this, 'complaints' | 'clock' | 'notifier' | 'staffName' | 'network'>(
      this,
      { pager: false, complaints: false, clock: false, notifier: false, staffName: false, network: false },
      { autoBind: true },
    );
  }

  get items(): Complaint[] {
    return this.pager.items;
  }

  /** The time the clocks are read at. */
  now(): string {
    return this.clock.now();
  }

  setFilter(filter: ComplaintFilter): void {
    this.filter = filter;
    void this.pager.firstPage();
  }

  async acknowledge(complaint: Complaint): Promise<void> {
    const outcome = await this.write(
      complaint,
      () => this.complaints.acknowledge(complaint.id),
      moveProblemOf,
    );
    if (outcome === null)
      this.notifier.success(
        `${complaintTicket(complaint)} acknowledged. Its resolution is due by ${formatDate(resolveDueAt(complaint.createdAt))}.`,
      );
    else this.notifier.error(outcome);
  }

  /** Sends a reply; null once sent, else why not (the box keeps what was typed). */
  async reply(complaint: Complaint, text: string): Promise<string | null> {
    const problem = await this.write(
      complaint,
      () => this.complaints.addStaffReply(complaint.id, this.staffName(), text),
      replyProblemOf,
      COMPLAINT_REPLY_FAILED,
    );
    if (problem === null) this.notifier.success(`Reply sent on ${complaintTicket(complaint)}.`);
    return problem;
  }

  /** Resolves with the note of what was done; null once done, else why not (the dialog keeps the note). */
  async resolve(complaint: Complaint, note: string): Promise<string | null> {
    const problem = await this.write(
      complaint,
      () => this.complaints.resolve(complaint.id, this.staffName(), note),
      resolveProblemOf,
    );
    if (problem === null)
      this.notifier.success(`${complaintTicket(complaint)} resolved. The customer sees your note.`);
    return problem;
  }

  /** One change: the row shows the stored result; a complaint moved on by someone else reloads the list. */
  private async write<E extends { code: string }>(
    complaint: Complaint,
    change: () => Promise<Result<Complaint, E>>,
    problemOf: (error: E) => string,
    failed = COMPLAINT_UPDATE_FAILED,
  ): Promise<string | null> {
    const offline = this.network.offlineProblem();
    if (offline) return offline;
    this.working = complaint.id;
    try {
      const outcome = await change();
      if (!outcome.ok) {
        if (outcome.error.code === 'COMPLAINT.INVALID_MOVE' || outcome.error.code === 'COMPLAINT.RESOLVED')
          await this.pager.load();
        return problemOf(outcome.error);
      }
      const updated = outcome.value;
      this.pager.setItems(this.items.map((item) => (item.id === updated.id ? updated : item)));
      return null;
    } catch (error) {
      console.error(error);
      return failed;
    } finally {
      runInAction(() => (this.working = null));
    }
  }
}

/** A fresh store for each visit to the Complaints screen (used through useScreenStore). */
export const createAdminComplaintsStore = (root: RootStore): AdminComplaintsStore =>
  new AdminComplaintsStore(
    root.ports.complaints,
    root.ports.clock,
    toasterNotifier,
    () => root.session.displayName,
    networkStatusOf(root),
  );
