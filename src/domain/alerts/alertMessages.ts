import type { Product } from '../catalogue/Product';
import { productPath } from '../catalogue/NavigationTree';
import { composeMessage, type MessageContext } from '../messages/composeMessage';
import { outboxId, type OutboxEntry, pendingEntry } from '../messages/Outbox';
import { formatRupees } from '../text/Money';
import { type Alert, type AlertNews, alertDone, alertNews } from './Alert';
import { alertNewsTitle, alertStopPath } from './alertTexts';

/**
 * The one message an alert sends when its news comes (docs/architecture.md#alerts): named after the alert and the
 * time it was made, so writing it twice writes it once and a slot used again owes a message of its own.
 */
export const alertOutboxEntry = (
  alert: Alert,
  news: NonNullable<AlertNews>,
  product: Pick<Product, 'id' | 'name' | 'slug' | 'category' | 'categories'>,
  context: MessageContext,
  now: string,
): OutboxEntry => {
  const stopUrl = `${context.origin}${alertStopPath(alert)}`;
  const message = composeMessage(
    alert.email,
    alertNewsTitle(news, product.name),
    [
      news.kind === 'back-in-stock'
        ? `${product.name} is back in stock at ${formatRupees(news.price)}. Stock is limited, so it may sell out again.`
        : `${product.name} now costs ${formatRupees(news.price)}, down from ${formatRupees(alert.priceSeen)} when you asked us to tell you.`,
      'You asked us to tell you once, so this alert is now done.',
      `Stop all alerts to this address: ${stopUrl}`,
    ],
    { path: productPath(product), label: 'See the product' },
    context,
  );
  return {
    ...pendingEntry(
      outboxId('alert', `${alert.id}-${Date.parse(alert.createdAt)}`, news.kind, 'shopper'),
      'shopper',
      message,
      now,
      null,
    ),
    unsubscribe: stopUrl,
  };
};

/**
 * What the product as it is now tells the waiting `alerts` on it: each with news is done, and owes its one message.
 * The memory backend and the server module both decide with it (docs/architecture.md#alerts).
 */
export const alertsToTell = (
  alerts: readonly Alert[],
  product: Product,
  context: MessageContext,
  now: string,
): { alert: Alert; entry: OutboxEntry }[] =>
  alerts.flatMap((alert) => {
    const news = alert.productId === product.id ? alertNews(alert, product) : null;
    return news
      ? [{ alert: alertDone(alert, news, now), entry: alertOutboxEntry(alert, news, product, context, now) }]
      : [];
  });

/** Alerts read a page at a time; each page's news written in batches of at most 500 writes (an entry and its alert). */
export const ALERT_PAGE = 500;
export const TOLD_A_BATCH = 250;

/** Where the waiting alerts of a product are read a page at a time, and their news written a batch at a time. */
export interface WaitingAlerts {
  /** The next `size` waiting alerts after the alert `after` (null: from the first), in id order. */
  page(after: string | null, size: number): Promise<Alert[]>;
  /** Writes each alert done with its one message, together. */
  write(told: readonly { alert: Alert; entry: OutboxEntry }[]): Promise<void>;
}

/**
 * Tells the waiting alerts of `product` its news (docs/architecture.md#alerts): each alert is read once, a page at a
 * time, and those with news are written done with their messages in batches. Returns how many were read and told.
 */
export const tellWaitingAlerts = async (
  waiting: WaitingAlerts,
  product: Product,
  context: MessageContext,
  now: string,
): Promise<{ read: number; told: number }> => {
  let after: string | null = null;
  let read = 0;
  let told = 0;
  for (;;) {
    const alerts = await waiting.page(after, ALERT_PAGE);
    read += alerts.length;
    const news = alertsToTell(alerts, product, context, now);
    for (let start = 0; start < news.length; start += TOLD_A_BATCH)
      await waiting.write(news.slice(start, start + TOLD_A_BATCH));
    told += news.length;
    if (alerts.length < ALERT_PAGE) return { read, told };
    after = alerts[alerts.length - 1]!.id;
  }
};
