import { formatRupees } from '../text/Money';
import {
  type Alert,
  type AlertKind,
  type AlertNews,
  MOST_ALERTS_AN_ACCOUNT,
  MOST_ALERTS_AN_ADDRESS,
} from './Alert';

/** The texts of alerts, on the product page, in Profile, in the messages and on the stop link's page. */
export const ALERT_TEXT = {
  notifyBack: "Notify me when it's back",
  priceDrop: 'Tell me if the price drops',
  waitingBack: "We'll tell you when it's back",
  waitingPrice: "We'll tell you if the price drops",
  stop: 'Stop this alert',
  emailLabel: 'Your e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  consent: 'E-mail me about this product, once. I can stop it with one tap.',
  consentNeeded: 'Tick the box to let us e-mail you',
  saved: 'Alert saved',
  saveFailed: 'Could not save the alert. Check your connection and try again.',
  accountFull: `You already have ${MOST_ALERTS_AN_ACCOUNT} alerts. Remove one in your profile to add another.`,
  addressFull: `This e-mail address already has ${MOST_ALERTS_AN_ADDRESS} alerts.`,
  yourAlerts: 'Your alerts',
  noAlerts: 'No alerts yet. On a product, tap "Notify me when it\'s back" or "Tell me if the price drops".',
  remove: 'Remove',
  gone: 'No longer sold',
  stopTitle: 'Stop alerts',
  stopped: 'Done: we will not send you these alerts again.',
  nothingToStop: 'Nothing to stop: these alerts were stopped already, or this link is not complete.',
  stopFailed: 'Could not stop the alerts. Check your connection and try again.',
} as const;

/** What an alert waits for, as Profile lists it. */
export const alertKindText = (kind: AlertKind): string =>
  kind === 'back-in-stock' ? 'When it is back in stock' : 'If the price drops';

/** The news, as a subject and as the account's notification: 'Back in stock: Pali Single Bed'. */
export const alertNewsTitle = (news: NonNullable<AlertNews>, productName: string): string =>
  news.kind === 'back-in-stock'
    ? `Back in stock: ${productName}`
    : `Price drop: ${productName} is now ${formatRupees(news.price)}`;

/** The address of an alert's one-tap stop, in every message it sends. */
export const alertStopPath = (alert: Pick<Alert, 'id' | 'token'>): string =>
  `/alerts/stop?alert=${encodeURIComponent(alert.id)}&token=${encodeURIComponent(alert.token)}`;

/** How many shoppers wait for a product to come back, for its owner. */
export const waitingShoppersText = (count: number): string =>
  count === 1
    ? '1 shopper is waiting for this to come back in stock'
    : `${count} shoppers are waiting for this to come back in stock`;
