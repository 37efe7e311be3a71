import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  matchesCustomer,
  summarizeCustomers,
  type CustomerSummary,
} from '../../../domain/accounts/CustomerSummary';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import type { Order } from '../../../domain/orders/Order';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';

const PAGE = 100;
/** A bound on what one visit reads; a shop past it needs a stored per-customer summary instead. */
export const MAX_CUSTOMER_ORDERS = 2000;

/** Users who ordered, with order count, total spent and last order, composed from the admin order listing. */
export class AdminCustomersStore {
  customers: CustomerSummary[] = [];
  search = '';
  state: LoadState = LOADING;
  /** True when the shop has more orders than one visit reads. */
  truncated = false;
  readonly #orders: OrderRepository;

  constructor(orders: OrderRepository) {
    this.#orders = orders;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  get visible(): CustomerSummary[] {
    return this.customers.filter((customer) => matchesCustomer(customer, this.search));
  }

  setSearch(search: string): void {
    this.search = search;
  }

  async load(): Promise<void> {
    this.state = LOADING;
    try {
      const all: Order[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: Order[]; nextCursor: string | null } = await this.#orders.adminList({
          pageSize: PAGE,
          cursor,
        });
        all.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor !== null && all.length < MAX_CUSTOMER_ORDERS);
      runInAction(() => {
        this.customers = summarizeCustomers(all);
        this.truncated = cursor !== null;
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.state = failed(adminMessageFor('ORDERS.LOAD_FAILED'))));
    }
  }
}

/** A fresh store for each visit to the Customers screen (used through useScreenStore). */
export const createAdminCustomersStore = (root: RootStore): AdminCustomersStore =>
  new AdminCustomersStore(root.ports.orders);
