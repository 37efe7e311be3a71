import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../../domain/orders/Order';
import type { Result } from '../../../domain/shared/Result';
import type { OrdersStore } from './OrdersStore';

/**
 * One thing a shopper does to their own order (report a UPI payment, confirm a cash order), one at a time: the order
 * it returns is remembered, a refusal is said in the shopper's words, and a failed call says to try again.
 */
export class ShopperOrderAction<E extends { code: string }> {
  error: string | null = null;
  sending = false;
  readonly #ordersStore: OrdersStore;
  readonly #problemOf: (error: E) => string;
  readonly #failed: string;

  constructor(ordersStore: OrdersStore, problemOf: (error: E) => string, failed: string) {
    this.#ordersStore = ordersStore;
    this.#problemOf = problemOf;
    this.#failed = failed;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** True once the order has changed; false if it was refused, failed, or another call is under way. */
  async run(call: () => Promise<Result<Order, E>>): Promise<boolean> {
    if (this.sending) return false;
    this.sending = true;
    this.error = null;
    try {
      const outcome = await call();
      runInAction(() => {
        if (outcome.ok) this.#ordersStore.remember(outcome.value);
        else this.error = this.#problemOf(outcome.error);
      });
      return outcome.ok;
    } catch (error) {
      console.error('A change of the order failed', error);
      runInAction(() => (this.error = this.#failed));
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }
}
