import type { ShopSettings } from '../settings/ShopSettings';
import type { Order } from './Order';

/**
 * Cash on delivery with the shopper's word (docs/behaviour.md#cash-on-delivery-confirmation): an order above the
 * shop's amount waits for its shopper to confirm it, and one not confirmed in time is cancelled and restocked by the
 * first app that reads it, as an unpaid UPI order is. The rules check the mark at checkout and the shopper's
 * confirmation.
 */

const HOUR_MS = 3_600_000;

/** Whether an order of this payment and total asks its shopper to confirm it. */
export const codConfirmationAsked = (
  order: Pick<Order, 'paymentMethod' | 'total'>,
  settings: Pick<ShopSettings, 'codConfirmAbove'>,
): boolean =>
  order.paymentMethod === 'cod' && settings.codConfirmAbove > 0 && order.total > settings.codConfirmAbove;

type ConfirmationMarks = Pick<Order, 'status'> & Partial<Pick<Order, 'codToConfirm' | 'codConfirmedAt'>>;
type ConfirmationFacts = ConfirmationMarks & Pick<Order, 'createdAt'>;

/** Open, marked to confirm, and not confirmed yet. */
export const awaitingCodConfirmation = (order: ConfirmationMarks): boolean =>
  order.codToConfirm === true && !order.codConfirmedAt && order.status === 'pending';

/** When the shopper's time to confirm ends: `hours` after the order was placed. */
export const codConfirmationDeadline = (order: Pick<Order, 'createdAt'>, hours: number): string =>
  new Date(Date.parse(order.createdAt) + hours * HOUR_MS).toISOString();

/** Still unconfirmed once its time has passed: it is cancelled, and its stock goes back. */
export const codConfirmationLapsed = (order: ConfirmationFacts, now: string, hours: number): boolean =>
  awaitingCodConfirmation(order) && Date.parse(now) >= Date.parse(codConfirmationDeadline(order, hours));

export interface ConfirmCodRequest {
  orderId: string;
  /** The signed-in shopper: only their own order. */
  userId: string;
}

export type ConfirmCodError =
  | { code: 'COD.ORDER_NOT_FOUND' }
  /** Confirmed already, confirmed or cancelled by the shop, or never asked. */
  | { code: 'COD.NOT_AWAITED' }
  /** The shop's time to confirm (`hours`) has passed: the order is being cancelled. */
  | { code: 'COD.LAPSED'; hours: number };

/** Why the shopper may not confirm `order` at `now`, or null when they may. */
export const confirmCodError = (
  order: (ConfirmationFacts & Pick<Order, 'userId'>) | null,
  userId: string,
  now: string,
  hours: number,
): ConfirmCodError | null => {
  if (!order || order.userId !== userId) return { code: 'COD.ORDER_NOT_FOUND' };
  if (!awaitingCodConfirmation(order)) return { code: 'COD.NOT_AWAITED' };
  if (codConfirmationLapsed(order, now, hours)) return { code: 'COD.LAPSED', hours };
  return null;
};
