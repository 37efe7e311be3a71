import type { CodRemittance, Order } from './Order';
import { formatRupees } from '../text/Money';

/**
 * Cash on delivery, reconciled (docs/behaviour.md#cash-on-delivery-reconciled): a cash order marked paid records the
 * cash collected at the door (its total); the courier, or the shop's own team, later pays it over, and the staff
 * record that remittance (the courier's reference, its date, the amount) against the orders it covers. Until then the
 * order is collected but not remitted.
 */

/** Who collected the cash of an order shipped with no courier named: the shop's own team. */
export const OWN_TEAM = 'Own delivery team';

/** The most orders one remittance covers. */
export const MAX_REMITTANCE_ORDERS = 50;

/** Who holds the cash of `order`: its courier, or the shop's own team. */
export const collectedBy = (order: Pick<Order, 'shipment'>): string => order.shipment?.courier || OWN_TEAM;

export interface CodDue {
  courier: string;
  orders: Order[];
  /** The cash collected on them, rupees. */
  amount: number;
}

/** The orders whose collected cash is not remitted yet, by who holds it, the largest sum first. */
export const codDueByCourier = (orders: readonly Order[]): CodDue[] => {
  const byCourier = new Map<string, Order[]>();
  for (const order of orders) {
    if (!order.codToRemit || order.codCollected === undefined) continue;
    const courier = collectedBy(order);
    byCourier.set(courier, [...(byCourier.get(courier) ?? []), order]);
  }
  return [...byCourier]
    .map(([courier, due]) => ({
      courier,
      orders: due,
      amount: due.reduce((sum, order) => sum + (order.codCollected ?? 0), 0),
    }))
    .sort((a, b) => b.amount - a.amount || a.courier.localeCompare(b.courier));
};

/** A remittance as the admin types it. */
export interface RemittanceForm {
  reference: string;
  date: string;
  amount: string;
}

export type RemittanceErrors = Partial<Record<keyof RemittanceForm | 'orders', string>>;

const REFERENCE = /^[A-Za-z0-9/-]{4,40}$/;

/**
 * The problems of recording `form` against `orders` on `today` (India date): at least one order and at most
 * MAX_REMITTANCE_ORDERS, all collected and not remitted, by one courier; a reference of 4–40 letters, digits, '-' or
 * '/'; a date no later than today; and the amount the cash collected on them adds up to.
 */
export const remittanceErrors = (
  form: RemittanceForm,
  orders: readonly Order[],
  today: string,
): RemittanceErrors => {
  const errors: RemittanceErrors = {};
  const due = orders.reduce((sum, order) => sum + (order.codCollected ?? 0), 0);
  if (orders.length === 0) errors.orders = 'Choose the orders this payment covers.';
  else if (orders.length > MAX_REMITTANCE_ORDERS)
    errors.orders = `One payment covers at most ${MAX_REMITTANCE_ORDERS} orders.`;
  else if (orders.some((order) => !order.codToRemit) || new Set(orders.map(collectedBy)).size > 1)
    errors.orders = 'Choose orders whose cash one courier collected and has not paid over.';
  if (!REFERENCE.test(form.reference.trim()))
    errors.reference = "Enter the courier's payment reference: 4 to 40 letters, digits, '-' or '/'.";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date) || form.date > today)
    errors.date = 'Enter the date the money reached you, today or earlier.';
  const amount = /^\s*[\d,]+\s*$/.test(form.amount) ? Number(form.amount.replace(/[\s,]/g, '')) : Number.NaN;
  if (amount !== due)
    errors.amount = `The amount must be the cash collected on these orders: ${formatRupees(due)}.`;
  return errors;
};

/** The remittance `form` records, once remittanceErrors finds nothing. */
export const remittanceOf = (form: RemittanceForm): CodRemittance => ({
  reference: form.reference.trim(),
  date: form.date,
  amount: Number(form.amount.replace(/[\s,]/g, '')),
});

/** The order once `remittance` has paid over its cash. */
export const withRemittance = (order: Order, remittance: CodRemittance): Order => {
  const { codToRemit: _paid, ...rest } = order;
  return { ...rest, codRemittance: { ...remittance } };
};

/** Why `remittance` cannot be recorded against `orders` on `today`, or null: the form's checks, for the adapters. */
export const remittanceRefusal = (
  orders: readonly Order[],
  remittance: CodRemittance,
  today: string,
): string | null => {
  const errors = remittanceErrors({ ...remittance, amount: String(remittance.amount) }, orders, today);
  return Object.values(errors)[0] ?? null;
};
