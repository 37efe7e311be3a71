/** The gateways the shop can take payments through: Razorpay, or the demo backend's own. */
export const PAYMENT_GATEWAYS = ['razorpay'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number] | 'demo';

/**
 * What the gateway said of the shop's key id with the server's secret, for the owner's settings page: no gateway
 * chosen, accepted (in live or test mode), refused with the gateway's reason, or not asked as the server did not
 * answer.
 */
export type GatewayKeyCheck =
  | { state: 'none' }
  | { state: 'accepted'; live: boolean }
  | { state: 'refused'; reason: string }
  | { state: 'unreachable' };

/** The shop takes payments online once the owner has chosen a gateway and given its public key (ShopSettings). */
export const onlinePaymentOffered = (settings: {
  paymentGateway: string;
  paymentGatewayKeyId: string;
}): boolean => settings.paymentGateway !== '' && settings.paymentGatewayKeyId !== '';

/** An online order's payment as the shop's server records it on the order (OnlinePayment). */
export interface OnlinePayment {
  gateway: PaymentGateway;
  /** The gateway's order for this order's total, made by the server. */
  gatewayOrderId: string;
  /** The gateway's payment that paid it, once verified. */
  paymentId?: string;
  /** The last attempt that did not pay, as the gateway described it, and when. */
  failure?: { reason: string; at: string };
  /** The refund of a cancelled order's payment through the gateway (OnlineRefund). */
  refund?: OnlineRefund;
  /** The refunds of returns through the gateway, by return number (OnlineRefund). */
  returnRefunds?: Record<number, OnlineRefund>;
  /** The no-cost EMI plan the gateway order is for: its amount is the total less the plan's discount (EmiPlan). */
  emi?: OnlineEmi;
}

/** A no-cost EMI plan as the server fixed it for one order, so later changes to the settings leave it be. */
export interface OnlineEmi {
  months: number;
  lender: string;
  annualRatePercent: number;
  /** The interest the shop gives as an upfront discount, in whole rupees' paise. */
  discountPaise: number;
}

const storedEmi = (value: unknown): OnlineEmi | null => {
  const emi = value as Record<string, unknown> | null | undefined;
  if (!emi || !Number.isInteger(emi['months']) || !text(emi['lender'])) return null;
  const { annualRatePercent: rate, discountPaise: discount } = emi;
  if (typeof rate !== 'number' || !Number.isInteger(discount) || (discount as number) < 0) return null;
  return {
    months: emi['months'] as number,
    lender: emi['lender'],
    annualRatePercent: rate,
    discountPaise: discount as number,
  };
};

/**
 * A refund through the gateway: asked for (the server claims it before calling the gateway, so it is asked once),
 * issued with the gateway's refund id and amount, or refused with the gateway's reason.
 */
export interface OnlineRefund {
  state: 'requested' | 'issued' | 'failed';
  at: string;
  id?: string;
  amountPaise?: number;
  reason?: string;
  /** When the gateway told the shop the refund was processed: sent on to the shopper's bank. */
  processedAt?: string;
}

const REFUND_STATES: readonly OnlineRefund['state'][] = ['requested', 'issued', 'failed'];

const storedRefund = (value: unknown): OnlineRefund | null => {
  const refund = value as Record<string, unknown> | null | undefined;
  if (!refund || !REFUND_STATES.includes(refund['state'] as OnlineRefund['state']) || !text(refund['at']))
    return null;
  return {
    state: refund['state'] as OnlineRefund['state'],
    at: refund['at'],
    ...(text(refund['id']) ? { id: refund['id'] } : {}),
    ...(Number.isInteger(refund['amountPaise']) ? { amountPaise: refund['amountPaise'] as number } : {}),
    ...(text(refund['reason']) ? { reason: refund['reason'] } : {}),
    ...(text(refund['processedAt']) ? { processedAt: refund['processedAt'] } : {}),
  };
};

/** The stored refunds of returns, dropping any of the wrong shape; null when none is left. */
const storedReturnRefunds = (value: unknown): Record<number, OnlineRefund> | null => {
  if (typeof value !== 'object' || value === null) return null;
  const refunds = Object.entries(value).flatMap(([number, refund]) => {
    const stored = storedRefund(refund);
    return /^[1-9]\d{0,2}$/.test(number) && stored ? [[Number(number), stored] as const] : [];
  });
  return refunds.length > 0 ? Object.fromEntries(refunds) : null;
};

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** An order's stored online payment, or null when it has none or holds one of the wrong shape. */
export const storedOnlinePayment = (value: unknown): OnlinePayment | null => {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const gateway = stored['gateway'];
  if (
    (gateway !== 'demo' && !(PAYMENT_GATEWAYS as readonly unknown[]).includes(gateway)) ||
    !text(stored['gatewayOrderId'])
  )
    return null;
  const failure = stored['failure'] as Record<string, unknown> | undefined;
  return {
    gateway: gateway as PaymentGateway,
    gatewayOrderId: stored['gatewayOrderId'],
    ...(text(stored['paymentId']) ? { paymentId: stored['paymentId'] } : {}),
    ...(failure && text(failure['reason']) && text(failure['at'])
      ? { failure: { reason: failure['reason'], at: failure['at'] } }
      : {}),
    ...(storedRefund(stored['refund']) ? { refund: storedRefund(stored['refund'])! } : {}),
    ...(storedEmi(stored['emi']) ? { emi: storedEmi(stored['emi'])! } : {}),
    ...(storedReturnRefunds(stored['returnRefunds'])
      ? { returnRefunds: storedReturnRefunds(stored['returnRefunds'])! }
      : {}),
  };
};
