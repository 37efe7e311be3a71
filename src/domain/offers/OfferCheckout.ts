import type { DeliveryZone } from '../checkout/DeliveryZones';
import type { Product } from '../catalogue/Product';
import type { OrderCounter } from '../orders/OrderLimits';
import { planOrder } from '../orders/OrderPlan';
import type { PlaceOrderError, PlaceOrderRequest } from '../orders/PlaceOrderRequest';
import type { ShopSettings } from '../settings/ShopSettings';
import { fail, ok, type Result } from '../shared/Result';
import { appliedOffer, choiceFits, offersTogether } from './BestOffers';
import { MAX_OFFERS_PER_ORDER, type Offer } from './Offer';
import { offerHoldFor, offerLinesOf, type OfferHold } from './OfferHold';
import { offerRefusal } from './OfferRefusal';

/** The offers a checkout names, as stored now (null: missing or unreadable), and the account's use of each. */
export interface OfferFacts {
  offers: ReadonlyMap<string, Offer | null>;
  usesOf: (offerId: string) => number;
}

const OFFERS_CHANGED: PlaceOrderError = { code: 'ORDER.OFFERS_CHANGED' };

/**
 * The hold a checkout with offers makes before its order (null when it names none): the order planned as it would be
 * placed (so a refusal of its lines, stock, address or limits comes first), then each offer it names applying to it
 * now as OfferRefusal decides, at most two and both combinable when two, together taking exactly the discount the
 * cart showed and no line more than it is worth. Otherwise ORDER.OFFERS_CHANGED.
 */
export const holdOffers = (
  request: PlaceOrderRequest,
  products: ReadonlyMap<string, Product | null>,
  settings: ShopSettings,
  counter: OrderCounter | null,
  now: string,
  zones: readonly DeliveryZone[],
  facts: OfferFacts,
): Result<OfferHold | null, PlaceOrderError> => {
  const ids = request.offerIds ?? [];
  if (ids.length === 0) return ok(null);
  const plan = planOrder(request, products, settings, counter, now, zones);
  if (!plan.ok) return plan;
  const { order } = plan.value;
  const offers = ids.map((id) => facts.offers.get(id) ?? null);
  if (new Set(ids).size !== ids.length || ids.length > MAX_OFFERS_PER_ORDER) return fail(OFFERS_CHANGED);
  if (offers.length === 2 && !offers.every((offer) => offer?.combinable)) return fail(OFFERS_CHANGED);
  const categories = order.lines.map((line) => products.get(line.productId)?.category ?? '');
  const lines = offerLinesOf(order.lines, categories);
  const cart = { lines, subtotal: order.subtotal, paymentMethod: order.paymentMethod };
  const shopper = { signedIn: true, placedOrders: counter ? 1 : 0, usesOf: facts.usesOf };
  const applying: Offer[] = [];
  for (const offer of offers) {
    if (!offer || offerRefusal(offer, cart, shopper, now) !== null) return fail(OFFERS_CHANGED);
    applying.push(offer);
  }
  const choice = offersTogether(
    applying.map((offer) => appliedOffer(offer, lines)),
    lines,
  );
  if (
    choice.discount !== request.expectedDiscount ||
    choice.applied.some(({ discount }) => discount < 1) ||
    !choiceFits(choice, lines)
  )
    return fail(OFFERS_CHANGED);
  return ok(offerHoldFor(order, categories, choice, now));
};
