/** The gateways the shop can take payments through: Razorpay, or the demo backend's own. */
export const PAYMENT_GATEWAYS = ['razorpay'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number] | 'demo';

/** An online order's payment as the shop's server records it on the order (OnlinePayment). */
export interface OnlinePayment {
  gateway: PaymentGateway;
  /** The gateway's order for this order's total, made by the server. */
  gatewayOrderId: string;
  /** The gateway's payment that paid it, once verified. */
  paymentId?: string;
  /** The last attempt that did not pay, as the gateway described it, and when. */
  failure?: { reason: string; at: string };
}
