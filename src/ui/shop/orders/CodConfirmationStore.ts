import { makeAutoObservable, runInAction } from 'mobx';
import { confirmCodProblemOf } from '../../../domain/checkout/deliveryMessages';
import { codConfirmationLapsed } from '../../../domain/orders/CodConfirmation';
import type { Order } from '../../../domain/orders/Order';
import type { Clock } from '../../../ports/Clock';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { RootStore } from '../../app/stores/RootStore';
import type { OrdersStore } from './OrdersStore';

export const CONFIRM_COD_FAILED = 'We could not confirm your order. Please try again.';

/** The shopper's 'Confirm order' on a cash-on-delivery order that waits for their word. */
export class CodConfirmationStore {
  error: string | null = null;
  sending = false;
  readonly #orders: OrderRepository;
  readonly #ordersStore: OrdersStore;
  readonly #clock: Clock;

  constructor(orders: OrderRepository, ordersStore: OrdersStore, clock: Clock) {
    this.#orders = orders;
    this.#ordersStore = ordersStore;
    this.#clock = clock;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The time to confirm has passed: the order is cancelled instead (cancelLapsedOrders). */
  lapsed(order: Order, hours: number): boolean {
    return codConfirmationLapsed(order, this.#clock.now(), hours);
  }

  /** True once the order carries the shopper's confirmation. */
  async confirm(order: Pick<Order, 'id' | 'userId'>): Promise<boolean> {
    if (this.sending) return false;
    this.sending = true;
    this.error = null;
    try {
      const confirmed = await this.#orders.confirmCod({ orderId: order.id, userId: order.userId });
      runInAction(() => {
        if (confirmed.ok) this.#ordersStore.remember(confirmed.value);
        else this.error = confirmCodProblemOf(confirmed.error);
      });
      return confirmed.ok;
    } catch (error) {
      console.error('confirmCod failed', error);
      runInAction(() => (this.error = CONFIRM_COD_FAILED));
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }
}

export const createCodConfirmationStore = (root: RootStore): CodConfirmationStore =>
  new CodConfirmationStore(root.ports.orders, root.orders, root.ports.clock);
