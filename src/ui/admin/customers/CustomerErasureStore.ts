import { makeAutoObservable, runInAction } from 'mobx';
import { MAX_ACTIVITY_TARGETS } from '../../../domain/staff/Activity';
import { ERASE_CUSTOMERS } from './eraseCustomersText';
import type { Clock } from '../../../ports/Clock';
import type { OrderErasureRepository } from '../../../ports/OrderErasureRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';

/** How an erasure ended: how many orders it erased, and why it stopped short (null when it finished). */
export interface ErasureOutcome {
  erased: number;
  error: string | null;
}

/**
 * The Customers screen's 'Erase expired customer details (N)': how many orders kept from deleted accounts have passed
 * their retention, and their erasure, in logged steps of at most MAX_ACTIVITY_TARGETS orders.
 */
export class CustomerErasureStore {
  /** Null until counted (or when the count failed). */
  due: number | null = null;
  working = false;
  /** Why the count failed, if it did. */
  countError: string | null = null;
  readonly #erasure: OrderErasureRepository;
  readonly #clock: Clock;
  readonly #network: NetworkGuard;

  constructor(erasure: OrderErasureRepository, clock: Clock, network: NetworkGuard) {
    this.#erasure = erasure;
    this.#clock = clock;
    this.#network = network;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async count(): Promise<void> {
    try {
      const due = await this.#erasure.countDue(this.#clock.now());
      runInAction(() => {
        this.due = due;
        this.countError = null;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => {
        this.due = null;
        this.countError = ERASE_CUSTOMERS.countFailed;
      });
    }
  }

  /**
   * Erases every order due now, in steps. Each attempt answers for itself (offline, or a step that failed), so a
   * second failure in a row is reported as the first was.
   */
  async eraseAll(): Promise<ErasureOutcome> {
    const offline = this.#network.offlineProblem();
    if (offline) return { erased: 0, error: offline };
    this.working = true;
    let erased = 0;
    try {
      for (;;) {
        const step = await this.#erasure.eraseDue(this.#clock.now(), MAX_ACTIVITY_TARGETS);
        erased += step;
        if (step < MAX_ACTIVITY_TARGETS) break;
      }
      return { erased, error: null };
    } catch (error) {
      console.error(error);
      return { erased, error: ERASE_CUSTOMERS.failed(erased) };
    } finally {
      runInAction(() => (this.working = false));
      await this.count();
    }
  }
}

/** A fresh store for each visit to the Customers screen (used through useScreenStore). */
export const createCustomerErasureStore = (root: RootStore): CustomerErasureStore =>
  new CustomerErasureStore(root.ports.orderErasure, root.ports.clock, networkStatusOf(root));
