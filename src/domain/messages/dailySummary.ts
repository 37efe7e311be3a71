import type { Complaint } from '../afterSales/Complaint';
import { isOverdue } from '../afterSales/ComplaintClock';
import type { Product } from '../catalogue/Product';
import { awaitingCodConfirmation } from '../orders/CodConfirmation';
import type { Order } from '../orders/Order';
import { awaitingVerification } from '../orders/UpiPayment';
import { indiaDay, indiaDayStart } from '../shared/CsvCells';
import { formatDate } from '../text/formatDateTime';
import { formatRupees } from '../text/Money';
import { composeMessage, type MessageContext, ownerAddress } from './composeMessage';
import { momentEntries, type OutboxEntry } from './Outbox';

/** The owner's summary goes out each morning at this hour, India time. */
export const DAILY_SUMMARY_HOUR = 8;
/** The low-stock products the summary names; it counts the rest. */
export const SUMMARY_LOW_STOCK_SHOWN = 10;
const DAY_MS = 86_400_000;

/** What the shop needs to act on this morning, as the owner's summary says it. */
export interface DailySummaryFacts {
  /** The India day the summary is for (YYYY-MM-DD). */
  day: string;
  newOrders: number;
  newOrdersValue: number;
  codToConfirm: number;
  upiToVerify: number;
  complaintsOverdue: number;
  /** Active products at or below the shop's low-stock threshold, fewest first. */
  lowStock: { name: string; stock: number }[];
}

/** The instant of the summary of the India day of `now`: that day's DAILY_SUMMARY_HOUR. */
export const dailySummaryAt = (now: string): string =>
  new Date(Date.parse(indiaDayStart(indiaDay(now)) ?? now) + DAILY_SUMMARY_HOUR * 3_600_000).toISOString();

/**
 * The facts of the summary at `now`, from the orders placed in the 24 hours before it and those still open, the
 * complaints still waiting, and the products that may be low: each backend reads those and nothing more.
 */
export const dailySummaryFacts = (
  {
    orders,
    complaints,
    products,
  }: { orders: readonly Order[]; complaints: readonly Complaint[]; products: readonly Product[] },
  now: string,
  lowStockThreshold: number,
): DailySummaryFacts => {
  const since = Date.parse(now) - DAY_MS;
  const placed = orders.filter(
    (order) => Date.parse(order.createdAt) > since && Date.parse(order.createdAt) <= Date.parse(now),
  );
  return {
    day: indiaDay(now),
    newOrders: placed.length,
    newOrdersValue: placed.reduce((sum, order) => sum + order.total, 0),
    codToConfirm: orders.filter(awaitingCodConfirmation).length,
    upiToVerify: orders.filter(awaitingVerification).length,
    complaintsOverdue: complaints.filter((complaint) => isOverdue(complaint, now)).length,
    lowStock: products
      .filter((product) => product.isActive && product.stock <= lowStockThreshold)
      .sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name))
      .map(({ name, stock }) => ({ name, stock })),
  };
};

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** The owner's summary of a morning, to the shop's e-mail address, written once for the day. */
export const dailySummaryEntries = (
  facts: DailySummaryFacts,
  context: MessageContext,
  now: string,
): OutboxEntry[] => {
  if (ownerAddress(context) === '') return [];
  const shown = facts.lowStock.slice(0, SUMMARY_LOW_STOCK_SHOWN);
  const more = facts.lowStock.length - shown.length;
  const message = composeMessage(
    ownerAddress(context),
    `Daily summary, ${formatDate(dailySummaryAt(now))}: ${plural(facts.newOrders, 'new order', 'new orders')}`,
    [
      'Good morning. Here is what the shop needs from you today.',
      {
        rows: [
          `Orders placed in the last 24 hours: ${facts.newOrders} (${formatRupees(facts.newOrdersValue)})`,
          `Cash-on-delivery orders waiting for their shopper to confirm: ${facts.codToConfirm}`,
          `UPI payments to check against the bank statement: ${facts.upiToVerify}`,
          `Complaints past their due time: ${facts.complaintsOverdue}`,
          `Products low on stock: ${facts.lowStock.length}`,
        ],
      },
      ...(shown.length > 0
        ? [
            {
              rows: [
                ...shown.map(({ name, stock }) => `${name}: ${stock} left`),
                ...(more > 0 ? [`and ${more} more`] : []),
              ],
            },
          ]
        : []),
    ],
    { path: '/admin', label: 'Open the admin' },
    context,
  );
  return momentEntries(['summary', facts.day, 'daily'], { owner: message }, now);
};
