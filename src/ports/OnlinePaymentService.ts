import type { Unsubscribe } from '../domain/shared/Page';
import type { Result } from '../domain/shared/Result';
import type { GatewayKeyCheck } from '../domain/payments/PaymentGateway';
import type {
  GatewayCheckout,
  GatewayPaymentProof,
  OnlinePaymentError,
} from '../domain/payments/OnlinePayment';

/** How the shopper left the gateway's checkout: paid (with the gateway's proof), after a failed attempt, or closed. */
export type GatewayCheckoutEnd =
  { kind: 'paid'; proof: GatewayPaymentProof } | { kind: 'failed'; reason: string } | { kind: 'closed' };

/**
 * Paying an order online (docs/behaviour.md#paying-online): the shop's server makes the gateway's order for the
 * stored total, the gateway's own checkout takes the money, and the server checks the gateway's proof before the
 * order is paid. The firebase backend asks the server module and opens Razorpay's checkout; the demo backend runs
 * the same steps with its demo gateway.
 */
export interface OnlinePaymentService {
  /**
   * Makes (or finds again) the gateway's order for the shopper's order, in full or in the no-cost EMI plan of
   * `emiMonths` (EmiPlan): what the browser needs to pay it.
   */
  start(orderId: string, emiMonths?: number | null): Promise<Result<GatewayCheckout, OnlinePaymentError>>;
  /** Opens the gateway's checkout for it, and settles when the shopper leaves it. */
  openCheckout(checkout: GatewayCheckout): Promise<GatewayCheckoutEnd>;
  /** For the owner's settings: whether the gateway takes the shop's key id with the server's secret. */
  checkGateway(): Promise<GatewayKeyCheck>;
  /** Hands the gateway's proof to the shop, which checks it with the gateway and marks the order paid, once. */
  confirm(orderId: string, proof: GatewayPaymentProof): Promise<Result<void, OnlinePaymentError>>;
}

/** The demo gateway's page as the app shows it (memory backend only): the checkout it is open for, if any. */
export interface DemoGatewayScreen {
  current(): GatewayCheckout | null;
  subscribe(listener: (checkout: GatewayCheckout | null) => void): Unsubscribe;
  /** The shopper's choice on the demo page: a successful payment, a failed one, or leaving it. */
  choose(outcome: 'succeed' | 'fail' | 'cancel'): void;
}
