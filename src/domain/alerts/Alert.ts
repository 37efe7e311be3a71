import type { Product } from '../catalogue/Product';
import { availableStock } from '../catalogue/VariantStock';
import { priceWithVariant } from '../catalogue/VariantChoice';

/** "Notify me when it's back" on a sold-out product or option, or "Tell me if the price drops" on any product. */
export type AlertKind = 'back-in-stock' | 'price-drop';

/** Waiting for its news; done once its news was told (a message, or the account's notifications); stopped by its link. */
export type AlertStatus = 'waiting' | 'done' | 'stopped';

/** Most alerts an account holds, and most a guest's e-mail address holds (docs/decisions.md#alerts). */
export const MOST_ALERTS_AN_ACCOUNT = 50;
export const MOST_ALERTS_AN_ADDRESS = 5;

/**
 * A shopper waiting to hear about a product. Its id is `{owner}~{slot}`: the owner is the account's uid, or a guest's
 * e-mail address; the slot, below the owner's most, is what bounds how many one owner holds
 * (docs/decisions.md#alerts). Times are ISO-8601 strings; money is whole rupees.
 */
export interface Alert {
  id: string;
  kind: AlertKind;
  productId: string;
  /** The option waited for ("back in stock" on one size or colour); null for the product as a whole. */
  variantId: string | null;
  /** The account's uid; null for a guest's alert. */
  uid: string | null;
  email: string;
  slot: number;
  /** The product's price when the shopper asked: a price-drop alert's news is a price below it. */
  priceSeen: number;
  /** The secret of the alert's stop link, so its message's one tap stops it without signing in. */
  token: string;
  status: AlertStatus;
  createdAt: string;
  doneAt: string | null;
  /** The price the news told (a price drop's new price, a returning product's price). */
  firedPrice: number | null;
  /** When the shopper saw the news among the account's notifications. */
  seenAt: string | null;
}

/** What a shopper asks for; the repository adds the slot, token and times. */
export interface AlertRequest {
  kind: AlertKind;
  productId: string;
  variantId: string | null;
  uid: string | null;
  email: string;
  priceSeen: number;
}

/** The alert's owner, as its id names it: an account's uid or a guest's address (lower case). */
export const alertOwner = (request: Pick<AlertRequest, 'uid' | 'email'>): string =>
  request.uid ?? request.email.trim().toLowerCase();

export const mostAlertsOf = (request: Pick<AlertRequest, 'uid'>): number =>
  request.uid === null ? MOST_ALERTS_AN_ADDRESS : MOST_ALERTS_AN_ACCOUNT;

export const alertId = (owner: string, slot: number): string => `${owner}~${slot}`;

/** The first slot of the owner's that no alert holds; null when every one is taken. */
export const freeAlertSlot = (taken: readonly number[], most: number): number | null => {
  for (let slot = 0; slot < most; slot += 1) if (!taken.includes(slot)) return slot;
  return null;
};

/** A new alert of `request` in `slot`, waiting from `now`. */
export const newAlert = (request: AlertRequest, slot: number, token: string, now: string): Alert => {
  const owner = alertOwner(request);
  return {
    ...request,
    email: request.email.trim().toLowerCase(),
    id: alertId(owner, slot),
    slot,
    token,
    status: 'waiting',
    createdAt: now,
    doneAt: null,
    firedPrice: null,
    seenAt: null,
  };
};

/** The news an alert has for the product as it is now: back in stock, a price below the one seen, or none. */
export type AlertNews = { kind: AlertKind; price: number } | null;

export const alertNews = (
  alert: Pick<Alert, 'kind' | 'variantId' | 'priceSeen' | 'status'>,
  product: Pick<Product, 'isActive' | 'price' | 'stock' | 'variants'> | null,
): AlertNews => {
  if (alert.status !== 'waiting' || !product || !product.isActive) return null;
  if (alert.kind === 'price-drop')
    return product.price < alert.priceSeen ? { kind: 'price-drop', price: product.price } : null;
  const variant =
    alert.variantId === null
      ? null
      : (product.variants.find((option) => option.id === alert.variantId) ?? null);
  if (alert.variantId !== null && !variant) return null;
  return availableStock(product, variant) > 0
    ? { kind: 'back-in-stock', price: priceWithVariant(product, variant) }
    : null;
};

/** The alert told its news at `now`. */
export const alertDone = (alert: Alert, news: NonNullable<AlertNews>, now: string): Alert => ({
  ...alert,
  status: 'done',
  doneAt: now,
  firedPrice: news.price,
});

type Availability = Pick<Product, 'isActive' | 'price' | 'stock' | 'variants'>;

const availableChoices = (product: Availability | null): Set<string> =>
  new Set(
    !product || !product.isActive
      ? []
      : [
          ...(product.stock > 0 ? [''] : []),
          ...product.variants
            .filter((variant) => availableStock(product, variant) > 0)
            .map((variant) => variant.id),
        ],
  );

/**
 * Which kinds of alert a write of a product may have news for, so a write with none (most: an order taking stock)
 * reads no alert: back in stock when the product or an option is on sale that was not before, a price drop when
 * its price fell.
 */
export const alertKindsAfter = (before: Availability | null, after: Availability | null): AlertKind[] => {
  if (!after || !after.isActive) return [];
  const was = availableChoices(before);
  const back = [...availableChoices(after)].some((choice) => !was.has(choice));
  const cheaper = before !== null && before.isActive && after.price < before.price;
  return [...(back ? (['back-in-stock'] as const) : []), ...(cheaper ? (['price-drop'] as const) : [])];
};

/**
 * What a product's write, from `before` to `written` (null: deleted), leaves its alerts to do, judged against the
 * product as it is now (`current`, null: gone). A trigger can run late and after a later write, so news is told only
 * as the product now has it, and a deletion removes the alerts only while the product is still gone (not one made
 * again under its id, with alerts of its own).
 */
export const alertWorkNow = (
  before: Availability | null,
  written: Availability | null,
  current: Availability | null,
): { remove: boolean; tell: AlertKind[] } => {
  if (!written) return { remove: current === null, tell: [] };
  return { remove: false, tell: current ? alertKindsAfter(before, current) : [] };
};

const ALERT_KINDS: readonly AlertKind[] = ['back-in-stock', 'price-drop'];
const ALERT_STATUSES: readonly AlertStatus[] = ['waiting', 'done', 'stopped'];

const text = (value: unknown): value is string => typeof value === 'string';
const rupees = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const textOrNull = (value: unknown): string | null => (text(value) ? value : null);

/** An alert as stored, or null when it is not one (the app never trusts stored data's shape). */
export const storedAlert = (id: string, data: Record<string, unknown>): Alert | null => {
  const { kind, productId, variantId, uid, email, slot, priceSeen, token, status, createdAt, firedPrice } =
    data;
  if (
    !ALERT_KINDS.includes(kind as AlertKind) ||
    !ALERT_STATUSES.includes(status as AlertStatus) ||
    !text(productId) ||
    !text(email) ||
    !rupees(slot) ||
    !rupees(priceSeen) ||
    !text(token) ||
    !text(createdAt)
  )
    return null;
  return {
    id,
    kind: kind as AlertKind,
    productId,
    variantId: textOrNull(variantId),
    uid: textOrNull(uid),
    email,
    slot,
    priceSeen,
    token,
    status: status as AlertStatus,
    createdAt,
    doneAt: textOrNull(data.doneAt),
    firedPrice: rupees(firedPrice) ? firedPrice : null,
    seenAt: textOrNull(data.seenAt),
  };
};
