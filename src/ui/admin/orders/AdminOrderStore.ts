import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../../domain/orders/Order';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { RootStore } from '../../app/stores/RootStore';

export type AdminOrderState = 'loading' | 'missing' | 'failed' | 'found';

/** One order read by id, for a screen of its own (its tax invoice). */
export class AdminOrderStore {
  state: AdminOrderState = 'loading';
  order: Order | null = null;

  constructor(
    private readonly orders: OrderRepository,
    readonly id: string,
  ) {
    makeAutoObservable<this, 'orders'>(this, { orders: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const order = await this.orders.get(this.id);
      runInAction(() => {
        this.order = order;
        this.state = order ? 'found' : 'missing';
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.state = 'failed'));
    }
  }
}

/** A fresh store for each visit to one order's screen (used through useScreenStore, keyed by the id). */
export const createAdminOrderStore = (root: RootStore, id: string): AdminOrderStore =>
  new AdminOrderStore(root.ports.orders, id);
