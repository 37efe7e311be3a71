import { makeAutoObservable, runInAction } from 'mobx';
import { INVALID_UTR, reportProblemOf, UPI_REPORT_FAILED } from '../../../domain/checkout/deliveryMessages';
import type { Order } from '../../../domain/orders/Order';
import { isValidUtr, paymentLapsed } from '../../../domain/orders/UpiPayment';
import type { Clock } from '../../../ports/Clock';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { OrdersStore } from './OrdersStore';
import type { RootStore } from '../../app/stores/RootStore';

/** The shopper's 'I have paid' on a UPI order: the UTR as typed, why it was refused, and the report itself. */
export class UpiPaymentStore {
  utr = '';
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

  /** The window to pay has passed: the order is no longer paid, but cancelled (cancelLapsedOrders). */
  lapsed(order: Order, windowHours: number): boolean {
    return paymentLapsed(order, this.#clock.now(), windowHours);
  }

  setUtr(value: string): void {
    this.utr = value;
    if (this.error && isValidUtr(value.replace(/\s/g, ''))) this.error = null;
  }

  /** Reports the UTR (spaces ignored); true once the order carries it. What was typed stays on failure. */
  async report(order: Pick<Order, 'id' | 'userId'>): Promise<boolean> {
    if (this.sending) return false;
    const utr = this.utr.replace(/\s/g, '');
    if (!isValidUtr(utr)) {
      this.error = INVALID_UTR;
      return false;
    }
    this.sending = true;
    this.error = null;
    try {
      const reported = await this.#orders.reportUpiPayment({ orderId: order.id, userId: order.userId, utr });
      runInAction(() => {
        if (reported.ok) this.#ordersStore.remember(reported.value);
        else this.error = reportProblemOf(reported.error);
      });
      return reported.ok;
    } catch (error) {
      console.error('reportUpiPayment failed', error);
      runInAction(() => (this.error = UPI_REPORT_FAILED));
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }
}

export const createUpiPaymentStore = (root: RootStore): UpiPaymentStore =>
  new UpiPaymentStore(root.ports.orders, root.orders, root.ports.clock);
