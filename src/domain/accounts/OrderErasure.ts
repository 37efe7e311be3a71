import { type ActivityTarget } from '../staff/Activity';
import { DELETED_CUSTOMER_NAME, ORDER_RECORD_RETENTION_YEARS } from './DataRetention';
import type { Order, ShippingAddress } from '../orders/Order';

/**
 * The orders of a deleted account. They stay for the tax records the law requires, each marked with the time the
 * shopper asked for the erasure and the day their customer details may go; from that day the shop replaces the
 * customer's name, phone, e-mail and address by 'Deleted customer'. firestore.rules check the same arithmetic.
 */

const DAY_MS = 86_400_000;

/**
 * The retention in days: at least ORDER_RECORD_RETENTION_YEARS calendar years whatever the leap days (8 years hold
 * at most 2 of them), so the rules' `duration.value(2922, 'd')` never ends it a day early.
 */
export const ORDER_RECORD_RETENTION_DAYS =
  ORDER_RECORD_RETENTION_YEARS * 365 + Math.ceil(ORDER_RECORD_RETENTION_YEARS / 4);

/** The instant an order placed at `createdAt` (ISO) no longer needs its customer's details. */
export const erasureDueAt = (createdAt: string): string =>
  new Date(Date.parse(createdAt) + ORDER_RECORD_RETENTION_DAYS * DAY_MS).toISOString();

/** Whether the shopper already asked for this order's details to go (a retry skips it). */
export const erasureRequested = (order: Pick<Order, 'erasureRequestedAt'>): boolean =>
  order.erasureRequestedAt !== undefined;

/**
 * The order as its shopper's deletion marks it at `now`: when they asked, and when its details may go. An order
 * already marked keeps its mark (null): the mark is written once and never moved.
 */
export const markedForErasure = (order: Order, now: string): Order | null =>
  erasureRequested(order)
    ? null
    : { ...order, erasureRequestedAt: now, erasureDueAt: erasureDueAt(order.createdAt) };

/** The shop may erase the order's customer details at `now`: asked for, not yet done, and past the retention. */
export const isErasureDue = (order: Pick<Order, 'erasureDueAt' | 'customerErasedAt'>, now: string): boolean =>
  order.erasureDueAt !== undefined &&
  order.customerErasedAt === undefined &&
  Date.parse(now) >= Date.parse(order.erasureDueAt);

/**
 * The address an erased order keeps: only its state, the place of supply its invoice's tax split (CGST and SGST, or
 * IGST) was worked out from; the name reads 'Deleted customer' and every other line is empty.
 */
export const erasedAddress = (address: ShippingAddress): ShippingAddress => ({
  name: DELETED_CUSTOMER_NAME,
  phone: '',
  line1: '',
  line2: '',
  city: '',
  state: address.state,
  pincode: '',
});

/**
 * The order with its customer's details replaced, once due (null when it is not: the order stays as it was). The
 * due date goes with them, so the shop's list of orders to erase no longer holds it.
 */
export const erasedOrder = (order: Order, now: string): Order | null => {
  if (!isErasureDue(order, now)) return null;
  const { erasureDueAt: _due, ...kept } = order;
  return {
    ...kept,
    customerEmail: '',
    shippingAddress: erasedAddress(order.shippingAddress),
    customerErasedAt: now,
  };
};

/**
 * What the activity log keeps of an erasure: that it happened, never the details it erased (the log would
 * otherwise keep what the law says must go).
 */
export const customerErasureTarget = (order: Pick<Order, 'id'>): ActivityTarget => ({
  id: order.id,
  label: order.id,
  action: 'updated',
  changes: [{ field: 'customerDetails', before: 'Kept for tax records', after: DELETED_CUSTOMER_NAME }],
});
