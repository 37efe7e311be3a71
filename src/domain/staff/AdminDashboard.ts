import type { Order, OrderStatus } from '../orders/Order';
import { ORDER_STATUSES } from '../orders/Order';
import { refundedAmount } from '../orders/OrderRules';

/** One day of the dashboard charts; `date` is the shop's calendar day (YYYY-MM-DD). */
export interface DailyPoint {
  date: string;
  /** Money received: orders whose payment is 'paid' (cash on delivery counts once collected), less returns refunded. */
  paid: number;
  /** What the day's orders are worth, paid or not, without cancelled or refunded ones. */
  value: number;
  orders: number;
}

export interface DashboardTotals {
  /** Revenue actually received (payment 'paid', less returns refunded); unpaid cash on delivery is not revenue yet. */
  paidRevenue: number;
  /** The orders' value, paid or not, without cancelled or refunded ones. */
  orderValue: number;
  orders: number;
  pending: number;
  customers: number;
}

export const DASHBOARD_DAYS = 30;
/** India Standard Time, UTC+05:30: the shop's days start at midnight in India, not in UTC. */
export const IST_OFFSET_MINUTES = 330;
const DAY_MS = 86_400_000;

/** An order counts in the orders' value unless it was cancelled or its payment refunded. */
const countsAsRevenue = (order: Pick<Order, 'status' | 'paymentStatus'>): boolean =>
  order.status !== 'cancelled' && order.paymentStatus !== 'refunded';

/** An order's money is in the till: its payment is 'paid' (a refunded one no longer is). */
const isPaidRevenue = (order: Pick<Order, 'paymentStatus'>): boolean => order.paymentStatus === 'paid';

type RevenueFacts = Pick<Order, 'total' | 'status' | 'paymentStatus' | 'refunds'>;

/** What an order is worth to the shop, paid or not: its total less what its returns refunded, if it counts at all. */
export const orderValueOf = (order: RevenueFacts): number =>
  countsAsRevenue(order) ? order.total - refundedAmount(order) : 0;

/** What an order has brought into the till: its total less what its returns refunded, once paid. */
export const paidRevenueOf = (order: RevenueFacts): number =>
  isPaidRevenue(order) ? order.total - refundedAmount(order) : 0;

/** The shop's calendar day of an instant. */
export const shopDay = (iso: string, offsetMinutes = IST_OFFSET_MINUTES): string =>
  new Date(Date.parse(iso) + offsetMinutes * 60_000).toISOString().slice(0, 10);

/**
 * The window of the last `days` shop days ending with today: `from` is the first day's midnight (shop time) as an
 * ISO instant, `to` is `now`. For OrderRepository.listCreatedBetween.
 */
export const dashboardWindow = (
  now: string,
  days = DASHBOARD_DAYS,
  offsetMinutes = IST_OFFSET_MINUTES,
): { from: string; to: string } => {
  const firstDay = Date.parse(`${shopDay(now, offsetMinutes)}T00:00:00.000Z`) - (days - 1) * DAY_MS;
  return {
    from: new Date(firstDay - offsetMinutes * 60_000).toISOString(),
    to: new Date(Date.parse(now) + 1).toISOString(),
  };
};

/** Paid revenue, orders' value and order count per shop day, for every one of the `days` days ending today (0 on quiet days). */
export const dailySeries = (
  orders: readonly (RevenueFacts & Pick<Order, 'createdAt'>)[],
  now: string,
  days = DASHBOARD_DAYS,
  offsetMinutes = IST_OFFSET_MINUTES,
): DailyPoint[] => {
  const today = Date.parse(`${shopDay(now, offsetMinutes)}T00:00:00.000Z`);
  const points: DailyPoint[] = [];
  const byDate = new Map<string, DailyPoint>();
  for (let index = days - 1; index >= 0; index--) {
    const point = {
      date: new Date(today - index * DAY_MS).toISOString().slice(0, 10),
      paid: 0,
      value: 0,
      orders: 0,
    };
    points.push(point);
    byDate.set(point.date, point);
  }
  for (const order of orders) {
    const point = byDate.get(shopDay(order.createdAt, offsetMinutes));
    if (!point) continue;
    point.orders += 1;
    point.paid += paidRevenueOf(order);
    point.value += orderValueOf(order);
  }
  return points;
};

/** How many orders hold each status, every status listed (in lifecycle order). */
export const ordersByStatus = (
  orders: readonly Pick<Order, 'status'>[],
): { status: OrderStatus; count: number }[] =>
  ORDER_STATUSES.map((status) => ({
    status,
    count: orders.filter((order) => order.status === status).length,
  }));

/** The headline numbers over a set of orders. */
export const dashboardTotals = (
  orders: readonly (RevenueFacts & Pick<Order, 'userId'>)[],
): DashboardTotals => ({
  paidRevenue: orders.reduce((sum, order) => sum + paidRevenueOf(order), 0),
  orderValue: orders.reduce((sum, order) => sum + orderValueOf(order), 0),
  orders: orders.length,
  pending: orders.filter((order) => order.status === 'pending').length,
  customers: new Set(orders.map((order) => order.userId)).size,
});
