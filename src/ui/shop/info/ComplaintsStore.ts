import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  type Complaint,
  type ComplaintErrors,
  type ComplaintFields,
  complaintTicket,
  validateComplaint,
} from '../../../domain/afterSales/Complaint';
import {
  COMPLAINT_FILE_FAILED,
  COMPLAINT_REPLY_FAILED,
  COMPLAINTS_LOAD_FAILED,
  complaintRegistered,
  fileProblemOf,
  replyProblemOf,
} from '../../../domain/afterSales/complaintMessages';
import type { Clock } from '../../../ports/Clock';
import type { ComplaintRepository } from '../../../ports/ComplaintRepository';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import type { RootStore } from '../../app/stores/RootStore';
import { useStores } from '../../app/stores/StoresContext';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';

/** The complaint form as typed: an order of the shopper's ('' for none) and the three texts. */
export interface ComplaintForm extends ComplaintFields {
  orderId: string;
}

export type FileOutcome =
  { ok: true; message: string } | { ok: false; message: string; fields: ComplaintErrors };

/**
 * The signed-in shopper's complaints (/grievance and the profile): filing one, the list with its clocks, and their
 * replies. A failure says why and changes nothing the shopper typed.
 */
export class ComplaintsStore {
  mine: Complaint[] = [];
  /** Whose complaints are loaded (or loading). */
  owner: string | null = null;
  state: LoadState = IDLE;
  filing = false;
  /** The complaint a reply is being sent to. */
  replying: string | null = null;
  #loaded: Promise<void> | null = null;

  constructor(
    private readonly repository: ComplaintRepository,
    private readonly clock: Clock,
    private readonly uid: () => string | null,
    private readonly network: NetworkGuard,
  ) {
    makeAutoObservable<this, 'repository' | 'clock' | 'uid' | 'network'>(
      this,
      { repository: false, clock: false, uid: false, network: false, state: observableRef },
      { autoBind: true },
    );
  }

  /** The time the clocks are read at. */
  now(): string {
    return this.clock.now();
  }

  /** Loads the signed-in shopper's complaints; a repeat for the same shopper returns the load in flight or done. */
  load(): Promise<void> {
    const uid = this.uid();
    if (this.owner === uid && this.#loaded) return this.#loaded;
    this.owner = uid;
    this.mine = [];
    this.state = IDLE;
    if (!uid) return Promise.resolve();
    this.state = LOADING;
    const loading = this.repository.listMine(uid).then(
      (complaints) =>
        runInAction(() => {
          if (this.owner !== uid) return;
          this.mine = complaints;
          this.state = LOADED;
        }),
      (error: unknown) => {
        console.error('Loading the complaints failed', error);
        runInAction(() => {
          if (this.owner !== uid) return;
          this.state = failed(COMPLAINTS_LOAD_FAILED);
          this.#loaded = null;
        });
      },
    );
    this.#loaded = loading;
    return loading;
  }

  /** Loads again (after a failure, or to see the shop's latest replies). */
  reload(): Promise<void> {
    this.#loaded = null;
    this.owner = null;
    return this.load();
  }

  /** Files the complaint; the form is checked first, so a refused one names its fields. */
  async file(form: ComplaintForm): Promise<FileOutcome> {
    const uid = this.uid();
    const valid = validateComplaint(form);
    if (!valid.ok) return { ok: false, message: fileProblemOf(valid.error), fields: valid.error.fields };
    if (!uid) return { ok: false, message: COMPLAINT_FILE_FAILED, fields: {} };
    const offline = this.network.offlineProblem();
    if (offline) return { ok: false, message: offline, fields: {} };
    this.filing = true;
    try {
      const outcome = await this.repository.file({ uid, orderId: form.orderId || null, ...valid.value });
      if (!outcome.ok) {
        const fields = outcome.error.code === 'COMPLAINT.INVALID' ? outcome.error.fields : {};
        return { ok: false, message: fileProblemOf(outcome.error), fields };
      }
      const filed = outcome.value;
      runInAction(() => {
        if (this.owner === uid)
          this.mine = [filed, ...this.mine.filter((complaint) => complaint.id !== filed.id)];
      });
      return { ok: true, message: complaintRegistered(complaintTicket(filed)) };
    } catch (error) {
      console.error(error);
      return { ok: false, message: COMPLAINT_FILE_FAILED, fields: {} };
    } finally {
      runInAction(() => (this.filing = false));
    }
  }

  /** Sends the shopper's reply; null once sent, else why not (what they typed stays with them). */
  async reply(complaint: Complaint, text: string): Promise<string | null> {
    const uid = this.uid();
    if (!uid) return COMPLAINT_REPLY_FAILED;
    const offline = this.network.offlineProblem();
    if (offline) return offline;
    this.replying = complaint.id;
    try {
      const outcome = await this.repository.addShopperReply(complaint.id, uid, text);
      if (!outcome.ok) return replyProblemOf(outcome.error);
      const updated = outcome.value;
      runInAction(() => {
        this.mine = this.mine.map((item) => (item.id === updated.id ? updated : item));
      });
      return null;
    } catch (error) {
      console.error(error);
      return COMPLAINT_REPLY_FAILED;
    } finally {
      runInAction(() => (this.replying = null));
    }
  }
}

/** The session's complaints store (/grievance and the profile); made on first use by RootStore.pageStore. */
export const complaintsStoreOf = (root: RootStore): ComplaintsStore =>
  root.pageStore(
    'complaints',
    () =>
      new ComplaintsStore(
        root.ports.complaints,
        root.ports.clock,
        () => root.session.user?.uid ?? null,
        networkStatusOf(root),
      ),
  );

export const useComplaintsStore = (): ComplaintsStore => complaintsStoreOf(useStores());
