import { makeAutoObservable } from 'mobx';
import { INVALID_UTR, reportProblemOf, UPI_REPORT_FAILED } from '../../../domain/checkout/deliveryMessages';
import type { Order } from '../../../domain/orders/Order';
import { isValidUtr, paymentLapsed, type ReportUpiPaymentError } from '../../../domain/orders/UpiPayment';
import type { Clock } from '../../../ports/Clock';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { OrdersStore } from './OrdersStore';
import type { RootStore } from '../../app/stores/RootStore';
import { ShopperOrderAction } from './ShopperOrderAction';

/** The shopper's 'I have paid' on a UPI order: the UTR as typed, why it was refused, and the report itself. */
export class UpiPaymentStore {
  utr = '';
  readonly action: ShopperOrderAction<ReportUpiPaymentError>;
  readonly #orders: OrderRepository;
  readonly #clock: Clock;

  constructor(orders: OrderRepository, ordersStore: OrdersStore, clock: Clock) {
    this.#orders = orders;
    this.#clock = clock;
    this.action = new ShopperOrderAction(ordersStore, reportProblemOf, UPI_REPORT_FAILED);
    makeAutoObservable(this, { action: false }, { autoBind: true });
  }

  get error(): string | null {
    return this.action.error;
  }

  get sending(): boolean {
    return this.action.sending;
  }

  /** The window to pay has passed: the order is no longer paid, but cancelled (cancelLapsedOrders). */
  lapsed(order: Order, windowHours: number): boolean {
    return paymentLapsed(order, this.#clock.now(), windowHours);
  }

  setUtr(value: string): void {
    this.utr = value;
    if (this.action.error && isValidUtr(value.replace(/\s/g, ''))) this.action.error = null;
  }

  /** Reports the UTR (spaces ignored); true once the order carries it. What was typed stays on failure. */
  async report(order: Pick<Order, 'id' | 'userId'>): Promise<boolean> {
    if (this.sending) return false;
    const utr = this.utr.replace(/\s/g, '');
    if (!isValidUtr(utr)) {
      this.action.error = INVALID_UTR;
      return false;
    }
    return this.action.run(() =>
      this.#orders.reportUpiPayment({ orderId: order.id, userId: order.userId, utr }),
    );
  }
}

export const createUpiPaymentStore = (root: RootStore): UpiPaymentStore =>
  new UpiPaymentStore(root.ports.orders, root.orders, root.ports.clock);
