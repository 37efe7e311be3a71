import type { Order, OrderStatus } from './Order';
import { fail, ok, type Result } from '../shared/Result';
import type { ShopSettings } from '../settings/ShopSettings';
import { upiOffered } from './UpiPayment';

/**
 * What one account holds open, kept in a per-user counter document in the same atomic write as each order and each
 * status change (docs/decisions.md#the-shops-limits): cash on delivery costs an attacker nothing, so the shop bounds what one account can
 * hold at once. Both backends keep it with these functions; firestore.rules check the same arithmetic.
 */
export interface OrderCounter {
  /** Orders still pending or confirmed. */
  openOrders: number;
  /** Those of them paid in advance (not cash on delivery); a counter from before it was kept holds 0. */
  openPrepaidOrders: number;
  /** Rupees of those orders to be collected on delivery. */
  openCodValue: number;
  lastOrderId: string;
  /** ISO time of the account's latest order. */
  lastOrderAt: string;
}

/** The least time between two orders of one account. */
export const SECONDS_BETWEEN_ORDERS = 60;

export type OrderLimitError =
  /** The bound on open cash-on-delivery orders (`upiOffered`: the shopper may pay this one by UPI instead), or the one
   * on prepaid orders. */
  | { code: 'ORDER.TOO_MANY_OPEN'; limit: number; payment: 'cod'; upiOffered: boolean }
  | { code: 'ORDER.TOO_MANY_OPEN'; limit: number; payment: 'prepaid' }
  | { code: 'ORDER.COD_LIMIT'; limit: number; open: number }
  | { code: 'ORDER.TOO_SOON'; waitSeconds: number };

type Limits = Pick<
  ShopSettings,
  'maxOpenOrders' | 'maxOpenPrepaidOrders' | 'maxOpenCodValue' | 'upiId' | 'upiPayeeName'
>;

/** An order is open until it ships or is cancelled. */
export const isOpenStatus = (status: OrderStatus): boolean => status === 'pending' || status === 'confirmed';

/** What an order leaves to be collected on delivery. */
export const codValueOf = (order: Pick<Order, 'paymentMethod' | 'total'>): number =>
  order.paymentMethod === 'cod' ? order.total : 0;

/** 1 for an order paid in advance, 0 for cash on delivery: its step in the counter's prepaid orders. */
export const prepaidCountOf = (order: Pick<Order, 'paymentMethod'>): number =>
  order.paymentMethod === 'cod' ? 0 : 1;

/** The account's counter once `order`, placed at `now`, is counted; or the limit it would break. */
export const counterAfterCheckout = (
  before: OrderCounter | null,
  order: Order,
  limits: Limits,
  now: string,
): Result<OrderCounter, OrderLimitError> => {
  const openOrders = (before?.openOrders ?? 0) + 1;
  const openPrepaidOrders = (before?.openPrepaidOrders ?? 0) + prepaidCountOf(order);
  const openCodValue = (before?.openCodValue ?? 0) + codValueOf(order);
  if (before) {
    const waited = (Date.parse(now) - Date.parse(before.lastOrderAt)) / 1000;
    if (waited < SECONDS_BETWEEN_ORDERS) {
      return fail({
        code: 'ORDER.TOO_SOON',
        waitSeconds: Math.max(1, Math.ceil(SECONDS_BETWEEN_ORDERS - waited)),
      });
    }
  }
  if (prepaidCountOf(order) === 1) {
    if (openPrepaidOrders > limits.maxOpenPrepaidOrders)
      return fail({ code: 'ORDER.TOO_MANY_OPEN', limit: limits.maxOpenPrepaidOrders, payment: 'prepaid' });
  } else if (openOrders - openPrepaidOrders > limits.maxOpenOrders) {
    return fail({
      code: 'ORDER.TOO_MANY_OPEN',
      limit: limits.maxOpenOrders,
      payment: 'cod',
      upiOffered: upiOffered(limits),
    });
  }
  if (openCodValue > limits.maxOpenCodValue) {
    return fail({ code: 'ORDER.COD_LIMIT', limit: limits.maxOpenCodValue, open: before?.openCodValue ?? 0 });
  }
  return ok({ openOrders, openPrepaidOrders, openCodValue, lastOrderId: order.id, lastOrderAt: now });
};

/**
 * The account's counter once `order` (as it was) becomes open or not (`openAfter`; a deleted order is not open);
 * null when nothing changes. Never below zero, so orders imported without a counter can still be closed.
 */
export const counterAfterChange = (
  before: OrderCounter | null,
  order: Pick<Order, 'id' | 'status' | 'paymentMethod' | 'total' | 'createdAt'>,
  openAfter: boolean,
): OrderCounter | null => {
  const step = (openAfter ? 1 : 0) - (isOpenStatus(order.status) ? 1 : 0);
  if (step === 0) return null;
  return {
    openOrders: Math.max(0, (before?.openOrders ?? 0) + step),
    openPrepaidOrders: Math.max(0, (before?.openPrepaidOrders ?? 0) + step * prepaidCountOf(order)),
    openCodValue: Math.max(0, (before?.openCodValue ?? 0) + step * codValueOf(order)),
    lastOrderId: before?.lastOrderId ?? order.id,
    lastOrderAt: before?.lastOrderAt ?? order.createdAt,
  };
};

/** The counters that existing orders imply, per user: for seeding a shop with past orders. */
export const countersFor = (orders: readonly Order[]): Map<string, OrderCounter> => {
  const counters = new Map<string, OrderCounter>();
  for (const order of [...orders].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const before = counters.get(order.userId);
    const open = isOpenStatus(order.status);
    counters.set(order.userId, {
      openOrders: (before?.openOrders ?? 0) + (open ? 1 : 0),
      openPrepaidOrders: (before?.openPrepaidOrders ?? 0) + (open ? prepaidCountOf(order) : 0),
      openCodValue: (before?.openCodValue ?? 0) + (open ? codValueOf(order) : 0),
      lastOrderId: order.id,
      lastOrderAt: order.createdAt,
    });
  }
  return counters;
};
