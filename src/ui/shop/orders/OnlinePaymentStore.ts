import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../../domain/orders/Order';
import { onlinePaymentLapsed } from '../../../domain/payments/OnlinePaymentWindow';
import { amountDuePaise, type GatewayCheckout } from '../../../domain/payments/OnlinePayment';
import {
  CONFIRMING_PAYMENT,
  onlinePaymentProblem,
  PAYMENT_PAGE_CLOSED,
  paymentFailed,
} from '../../../domain/payments/onlinePaymentMessages';
import type { Clock } from '../../../ports/Clock';
import type { OnlinePaymentService } from '../../../ports/OnlinePaymentService';
import type { RootStore } from '../../app/stores/RootStore';

export type PaymentNotice = { status: 'info' | 'warning' | 'error'; text: string };

/**
 * The shopper paying an online order from its page: the server makes the gateway order, the gateway's checkout
 * takes the money, the server checks it; the order page follows the order as it turns paid. One attempt at a time.
 */
export class OnlinePaymentStore {
  paying = false;
  /** The shopper paid on this page: the order turns paid as the shop confirms it. */
  paidNow = false;
  notice: PaymentNotice | null = null;
  /** The gateway's checkout last opened from this page: what it asked for, and in which plan. */
  checkout: GatewayCheckout | null = null;
  readonly #payments: OnlinePaymentService;
  readonly #clock: Clock;

  constructor(payments: OnlinePaymentService, clock: Clock) {
    this.#payments = payments;
    this.#clock = clock;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  lapsed(order: Order): boolean {
    return onlinePaymentLapsed(order, this.#clock.now());
  }

  /** The no-cost EMI plan, by its months, the next payment is in: the one last opened, or the order's own. */
  emiMonths(order: Pick<Order, 'onlinePayment'>): number | null {
    return (this.checkout ? this.checkout.emi?.months : order.onlinePayment?.emi?.months) ?? null;
  }

  /** What the next payment asks for, in paise. */
  amountDuePaise(order: Pick<Order, 'total' | 'onlinePayment'>): number {
    return this.checkout?.amountPaise ?? amountDuePaise(order);
  }

  /** Opens the gateway's checkout for `order`, in full or in the no-cost EMI plan of `emiMonths`. */
  async pay(order: Pick<Order, 'id'>, emiMonths: number | null): Promise<void> {
    if (this.paying) return;
    this.paying = true;
    this.notice = null;
    try {
      const started = await this.#payments.start(order.id, emiMonths);
      if (!started.ok) return this.#say('error', onlinePaymentProblem(started.error));
      runInAction(() => (this.checkout = started.value));
      const end = await this.#payments.openCheckout(started.value);
      if (end.kind === 'closed') return this.#say('warning', PAYMENT_PAGE_CLOSED);
      if (end.kind === 'failed') return this.#say('error', paymentFailed(end.reason));
      this.#say('info', CONFIRMING_PAYMENT);
      const confirmed = await this.#payments.confirm(order.id, end.proof);
      if (confirmed.ok) runInAction(() => (this.paidNow = true));
      this.#say(confirmed.ok ? null : 'error', confirmed.ok ? '' : onlinePaymentProblem(confirmed.error));
    } catch (error) {
      console.error('Paying online failed', error);
      this.#say('error', onlinePaymentProblem({ code: 'PAYMENT.GATEWAY_UNAVAILABLE' }));
    } finally {
      runInAction(() => (this.paying = false));
    }
  }

  #say(status: PaymentNotice['status'] | null, text: string): void {
    runInAction(() => (this.notice = status ? { status, text } : null));
  }
}

export const createOnlinePaymentStore = (root: RootStore): OnlinePaymentStore =>
  new OnlinePaymentStore(root.ports.onlinePayments, root.ports.clock);
