import {
  onlinePaymentOffered,
  type GatewayKeyCheck,
  type OnlinePayment,
} from '../../domain/payments/PaymentGateway';
import type { Order } from '../../domain/orders/Order';
import {
  gatewayCheckoutOf,
  keptPaymentServes,
  onlineEmiFor,
  onlinePaymentFailed,
  paymentConfirmation,
  payOnlineError,
  proofRefusal,
  shopActor,
  type GatewayCheckout,
  type GatewayPayment,
  type GatewayPaymentProof,
  type OnlinePaymentError,
} from '../../domain/payments/OnlinePayment';
import { checkoutSignedText, hmacSha256Hex } from '../../domain/payments/PaymentSignature';
import type { Unsubscribe } from '../../domain/shared/Page';
import { fail, ok, type Result } from '../../domain/shared/Result';
import { storedShopSettings } from '../../domain/settings/storedShopSettings';
import type { AuthService } from '../../ports/AuthService';
import type { Clock } from '../../ports/Clock';
import type { IdGenerator } from '../../ports/IdGenerator';
import type {
  DemoGatewayScreen,
  GatewayCheckoutEnd,
  OnlinePaymentService,
} from '../../ports/OnlinePaymentService';
import { SETTINGS, SHOP_SETTINGS_ID } from './InMemorySettingsRepository';
import type { MemoryDatabase } from './MemoryDatabase';
import { deliverOnChange } from './deliverOnChange';
import {
  onlineRefundDue,
  onlineRefundPaise,
  refundIssued,
  returnRefundPaise,
  returnRefundsDue,
  withReturnRefund,
} from '../../domain/payments/OnlineRefund';
import { ORDERS } from './placeOrderInMemory';

/** The payments the demo gateway took, as a gateway's API reports them. */
export const DEMO_GATEWAY_PAYMENTS = 'demoGatewayPayments';
/** The demo gateway's signing secret: it stands for the one a real gateway shares only with the shop's server. */
const DEMO_SECRET = 'demo-gateway-secret (fictitious, no money moves)';
/** Why the demo page's failed payment failed, as a gateway words it. */
export const DEMO_DECLINED = 'Payment declined by the demo bank. No money moved.';

/**
 * The demo backend's payment gateway (docs/behaviour.md#paying-online): it makes the gateway order, shows the demo
 * page (DemoGatewayScreen) whose buttons pay, fail or leave, signs a successful payment as Razorpay does, and checks
 * that signature and the payment before the order is paid, with the same domain code as the server module. A failed
 * payment is recorded on the order as the gateway's webhook would record it.
 */
export class DemoPaymentGateway implements OnlinePaymentService, DemoGatewayScreen {
  #open: { checkout: GatewayCheckout; settle: (end: GatewayCheckoutEnd) => void } | null = null;
  readonly #listeners = new Set<(checkout: GatewayCheckout | null) => void>();

  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly auth: Pick<AuthService, 'currentUser'>,
  ) {}

  async start(
    orderId: string,
    emiMonths: number | null = null,
  ): Promise<Result<GatewayCheckout, OnlinePaymentError>> {
    const uid = this.auth.currentUser()?.uid ?? '';
    return this.db.transaction(() => {
      const settings = storedShopSettings(this.db.get(SETTINGS, SHOP_SETTINGS_ID));
      if (!onlinePaymentOffered(settings)) return fail({ code: 'PAYMENT.NOT_OFFERED' as const });
      const order = this.db.get<Order>(ORDERS, orderId);
      const refused = payOnlineError(order, uid, this.clock.now());
      if (refused || !order) return fail(refused ?? { code: 'PAYMENT.NOT_FOUND' as const });
      const emi = onlineEmiFor(order, settings, emiMonths);
      if (!emi.ok) return emi;
      const kept = order.onlinePayment;
      if (keptPaymentServes(kept, emi.value))
        return ok(gatewayCheckoutOf(order, settings.paymentGatewayKeyId, kept));
      const payment: OnlinePayment = {
        gateway: 'demo',
        gatewayOrderId: `order_demo${this.ids.newId()}`,
        ...(emi.value ? { emi: emi.value } : {}),
      };
      this.db.set(ORDERS, orderId, { ...order, onlinePayment: payment });
      return ok(gatewayCheckoutOf(order, settings.paymentGatewayKeyId, payment));
    });
  }

  /** The demo gateway takes test key ids only: no real money moves in the demo shop. */
  async checkGateway(): Promise<GatewayKeyCheck> {
    const settings = storedShopSettings(this.db.get(SETTINGS, SHOP_SETTINGS_ID));
    if (!onlinePaymentOffered(settings)) return { state: 'none' };
    return settings.paymentGatewayKeyId.startsWith('rzp_test_')
      ? { state: 'accepted', live: false }
      : { state: 'refused', reason: 'the demo gateway takes test key ids (rzp_test_…) only' };
  }

  openCheckout(checkout: GatewayCheckout): Promise<GatewayCheckoutEnd> {
    this.#open?.settle({ kind: 'closed' });
    return new Promise((settle) => {
      this.#open = { checkout, settle };
      this.#tell();
    });
  }

  async confirm(orderId: string, proof: GatewayPaymentProof): Promise<Result<void, OnlinePaymentError>> {
    const uid = this.auth.currentUser()?.uid ?? '';
    const refused = await proofRefusal(this.db.get<Order>(ORDERS, orderId), uid, proof, DEMO_SECRET);
    if (refused) return fail(refused);
    return this.db.transaction(() => {
      const settings = storedShopSettings(this.db.get(SETTINGS, SHOP_SETTINGS_ID));
      const payment = this.db.get<GatewayPayment>(DEMO_GATEWAY_PAYMENTS, proof.paymentId);
      const order = this.db.get<Order>(ORDERS, orderId);
      const confirmed = paymentConfirmation(order, payment, this.clock.now(), shopActor(settings));
      if (!confirmed.ok) return confirmed;
      if (confirmed.value) this.db.set(ORDERS, orderId, { ...confirmed.value });
      return ok(undefined);
    });
  }

  /**
   * Refunds each cancelled order the demo gateway was paid for, as the server module's trigger does on Firebase: the
   * demo bank always accepts. Runs until the returned stop is called.
   */
  startRefunds(): Unsubscribe {
    return deliverOnChange(this.db, ORDERS, () =>
      this.db.transaction(() => {
        this.#refundReturns();
        const due = this.db.scan<Order>(ORDERS, onlineRefundDue);
        if (due.length === 0) return;
        // The server's trigger reads as the shop, not as the app: unmetered.
        const settings = storedShopSettings(this.db.peek(SETTINGS, SHOP_SETTINGS_ID));
        for (const order of due) {
          const refunded = refundIssued(
            order,
            `rfnd_demo${this.ids.newId()}`,
            onlineRefundPaise(order),
            this.clock.now(),
            shopActor(settings),
          );
          this.db.set(ORDERS, order.id, { ...refunded });
        }
      }),
    );
  }

  /** Refunds each return staff refunded on an order the demo gateway was paid for, as the server's trigger does. */
  #refundReturns(): void {
    for (const order of this.db.scan<Order>(ORDERS, (stored) => returnRefundsDue(stored).length > 0)) {
      const refunded = returnRefundsDue(order).reduce(
        (refunding, number) =>
          withReturnRefund(
            refunding,
            number,
            {
              state: 'issued',
              at: this.clock.now(),
              id: `rfnd_demo${this.ids.newId()}`,
              amountPaise: returnRefundPaise(order, number),
            },
            this.clock.now(),
          ),
        order,
      );
      this.db.set(ORDERS, order.id, { ...refunded });
    }
  }

  current(): GatewayCheckout | null {
    return this.#open?.checkout ?? null;
  }

  subscribe(listener: (checkout: GatewayCheckout | null) => void): Unsubscribe {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  choose(outcome: 'succeed' | 'fail' | 'cancel'): void {
    const open = this.#open;
    if (!open) return;
    this.#open = null;
    this.#tell();
    if (outcome === 'cancel') return open.settle({ kind: 'closed' });
    const { checkout } = open;
    const payment: GatewayPayment = {
      id: `pay_demo${this.ids.newId()}`,
      gatewayOrderId: checkout.gatewayOrderId,
      amountPaise: checkout.amountPaise,
      currency: checkout.currency,
      // The demo page pays an EMI plan's gateway order in instalments, as Razorpay's shows it EMI only.
      method: checkout.emi ? 'emi' : 'card',
      status: outcome === 'succeed' ? 'captured' : 'failed',
      ...(outcome === 'fail' ? { errorDescription: DEMO_DECLINED } : {}),
    };
    this.db.set(DEMO_GATEWAY_PAYMENTS, payment.id, { ...payment });
    if (outcome === 'fail') {
      this.#recordFailure(checkout.orderId, DEMO_DECLINED);
      return open.settle({ kind: 'failed', reason: DEMO_DECLINED });
    }
    void hmacSha256Hex(DEMO_SECRET, checkoutSignedText(payment.gatewayOrderId, payment.id)).then(
      (signature) =>
        open.settle({
          kind: 'paid',
          proof: { paymentId: payment.id, gatewayOrderId: payment.gatewayOrderId, signature },
        }),
    );
  }

  #recordFailure(orderId: string, reason: string): void {
    this.db.transaction(() => {
      const order = this.db.get<Order>(ORDERS, orderId);
      const failed = order ? onlinePaymentFailed(order, reason, this.clock.now()) : null;
      if (failed) this.db.set(ORDERS, orderId, { ...failed });
    });
  }

  #tell(): void {
    const checkout = this.current();
    for (const listener of this.#listeners) listener(checkout);
  }
}
