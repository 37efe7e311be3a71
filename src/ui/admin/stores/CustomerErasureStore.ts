import { makeAutoObservable, runInAction } from 'mobx';
import { MAX_ACTIVITY_TARGETS } from '../../../domain/Activity';
import { ERASE_CUSTOMERS } from '../components/eraseCustomersText';
import { Clock } from '../../../ports/Clock';
import { OrderErasureRepository } from '../../../ports/OrderErasureRepository';
import type { RootStore } from '../../stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../stores/NetworkStatusStore';

/**
 * The Customers screen's 'Erase expired customer details (N)': how many orders kept from deleted accounts have passed
 * their retention, and their erasure, in logged steps of at most MAX_ACTIVITY_TARGETS orders.
 */
export class CustomerErasureStore {
  /** Null until counted (or when the count failed). */
  due: number | null = null;
  working = false;
  error: string | null = null;
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
        this.error = null;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => {
        this.due = null;
        this.error = ERASE_CUSTOMERS.countFailed;
      });
    }
  }

  /** Erases every order due now; returns how many it erased, or null (with `error`) when a step failed. */
  async eraseAll(): Promise<number | null> {
    if (this.#network.refusesOffline({ error: (message) => (this.error = message) })) return null;
    this.working = true;
    this.error = null;
    let erased = 0;
    try {
      for (;;) {
        const step = await this.#erasure.eraseDue(this.#clock.now(), MAX_ACTIVITY_TARGETS);
        erased += step;
        if (step < MAX_ACTIVITY_TARGETS) break;
      }
      return erased;
    } catch (error) {
      console.error(error);
      runInAction(() => (this.error = ERASE_CUSTOMERS.failed(erased)));
      return null;
    } finally {
      runInAction(() => (this.working = false));
      await this.count();
    }
  }
}

/** A fresh store for each visit to the Customers screen (used through useScreenStore). */
export const createCustomerErasureStore = (root: RootStore): CustomerErasureStore =>
  new CustomerErasureStore(
    root.container.get(OrderErasureRepository),
    root.container.get(Clock),
    networkStatusOf(root),
  );
