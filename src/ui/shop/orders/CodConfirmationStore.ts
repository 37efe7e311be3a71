import { makeAutoObservable } from 'mobx';
import { confirmCodProblemOf } from '../../../domain/checkout/deliveryMessages';
import { codConfirmationLapsed, type ConfirmCodError } from '../../../domain/orders/CodConfirmation';
import type { Order } from '../../../domain/orders/Order';
import type { Clock } from '../../../ports/Clock';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { RootStore } from '../../app/stores/RootStore';
import type { OrdersStore } from './OrdersStore';
import { ShopperOrderAction } from './ShopperOrderAction';

export const CONFIRM_COD_FAILED = 'We could not confirm your order. Please try again.';

/** The shopper's 'Confirm order' on a cash-on-delivery order that waits for their word. */
export class CodConfirmationStore {
  readonly action: ShopperOrderAction<ConfirmCodError>;
  readonly #orders: OrderRepository;
  readonly #clock: Clock;

  constructor(orders: OrderRepository, ordersStore: OrdersStore, clock: Clock) {
    this.#orders = orders;
    this.#clock = clock;
    this.action = new ShopperOrderAction(ordersStore, confirmCodProblemOf, CONFIRM_COD_FAILED);
    makeAutoObservable(this, { action: false }, { autoBind: true });
  }

  /** The time to confirm has passed: the order is cancelled instead (cancelLapsedOrders). */
  lapsed(order: Order, hours: number): boolean {
    return codConfirmationLapsed(order, this.#clock.now(), hours);
  }

  /** True once the order carries the shopper's confirmation. */
  confirm(order: Pick<Order, 'id' | 'userId'>): Promise<boolean> {
    return this.action.run(() => this.#orders.confirmCod({ orderId: order.id, userId: order.userId }));
  }
}

export const createCodConfirmationStore = (root: RootStore): CodConfirmationStore =>
  new CodConfirmationStore(root.ports.orders, root.orders, root.ports.clock);
