import type { PlaceOrderError } from './PlaceOrderRequest';
import {
  codAboveLimit,
  COD_UNAVAILABLE,
  notDeliverable,
  UPI_UNAVAILABLE,
  ONLINE_UNAVAILABLE,
} from '../checkout/deliveryMessages';
import { textsOf } from '../text/messages';
import { orderMessageFor } from './orderMessages';
import { formatRupees } from '../text/Money';
import { pincodeStateMessage } from '../checkout/PincodeStates';

/** Shown at the consent box when it is not ticked, and for an order refused without that consent. */
export const TERMS_NOT_ACCEPTED =
  'Please tick the box to agree to the Terms of Sale and the Return Policy before placing your order.';

/** An offer the cart applied no longer applies as it did: the cart shows the offers again, as they are now. */
export const OFFERS_CHANGED = 'The offers on your cart have changed. Please review your cart.';

/** Why a checkout was refused, in words: only the checkout needs them, so they load with it. */
const REFUSALS = {
  'ORDER.INVALID_QUANTITY': ({ product }: { product: string }) =>
    `Please choose a quantity between 1 and 10 for ${product}.`,
  'ORDER.PRODUCT_UNAVAILABLE': ({ product }: { product: string }) =>
    `${product} is no longer available. Please remove it from your cart.`,
  'ORDER.OUT_OF_STOCK': ({ product, available }: { product: string; available: number }) =>
    available <= 0
      ? `${product} is out of stock. Please remove it from your cart.`
      : `Only ${available} of ${product} ${available === 1 ? 'is' : 'are'} left in stock. Please reduce the quantity.`,
  'ORDER.PRICE_CHANGED': ({
    product,
    expected,
    actual,
  }: {
    product: string;
    expected: number;
    actual: number;
  }) =>
    `The price of ${product} has changed from ${formatRupees(expected)} to ${formatRupees(actual)}. Please review your cart.`,
  'ORDER.PRODUCT_LIMIT': ({ product, limit }: { product: string; limit: number }) =>
    `You can order at most ${limit} of ${product} in one order, across all its sizes and colours. Please reduce the quantity.`,
  'ORDER.TOO_MANY_VARIANTS': ({ product, limit }: { product: string; limit: number }) =>
    `You can order at most ${limit} different sizes and colours of ${product} in one order. Please order the others separately.`,
  'ORDER.TOO_MANY_OPEN': ({
    limit,
    payment,
    upiOffered,
  }: {
    limit: number;
    payment: string;
    upiOffered: boolean;
  }) =>
    `You already have ${limit} open ${payment} ${limit === 1 ? 'order' : 'orders'}, the most one account may hold. ` +
    (upiOffered
      ? 'Please pay for this one by UPI, or wait until one ships or cancel one.'
      : 'Please wait until one ships or cancel one.'),
  'ORDER.COD_LIMIT': ({ limit, open }: { limit: number; open: number }) =>
    open > 0
      ? `Cash on delivery is limited to ${formatRupees(limit)} of open orders per customer, and your open orders already come to ${formatRupees(open)}. Please wait until one ships or cancel one.`
      : `Cash on delivery is limited to ${formatRupees(limit)} per customer at a time. Please order fewer items at once.`,
  'ORDER.TOO_SOON': ({ seconds }: { seconds: number }) =>
    `You have just placed an order. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before placing another.`,
};
const refusalFor = textsOf(REFUSALS);

/** The checkout failure in words, naming the product (looked up from the cart by the caller). */
export const placeOrderErrorMessage = (
  error: PlaceOrderError,
  productName: (productId: string) => string,
): string => {
  switch (error.code) {
    case 'ORDER.EMPTY':
    case 'ORDER.ID_TAKEN':
      return orderMessageFor(error.code);
    case 'ORDER.TERMS_NOT_ACCEPTED':
      return TERMS_NOT_ACCEPTED;
    case 'ORDER.INVALID_QUANTITY':
    case 'ORDER.PRODUCT_UNAVAILABLE':
      return refusalFor(error.code, { product: productName(error.productId) });
    case 'ORDER.OUT_OF_STOCK':
      return refusalFor(error.code, { product: productName(error.productId), available: error.available });
    case 'ORDER.PRICE_CHANGED':
      return refusalFor(error.code, {
        product: productName(error.productId),
        expected: error.expected,
        actual: error.actual,
      });
    case 'ORDER.PRODUCT_LIMIT':
    case 'ORDER.TOO_MANY_VARIANTS':
      return refusalFor(error.code, { product: productName(error.productId), limit: error.limit });
    case 'ORDER.TOO_MANY_OPEN':
      return refusalFor(error.code, {
        limit: error.limit,
        payment: error.payment === 'cod' ? 'cash-on-delivery' : 'prepaid',
        upiOffered: error.payment === 'cod' && error.upiOffered,
      });
    case 'ORDER.COD_LIMIT':
      return refusalFor(error.code, { limit: error.limit, open: error.open });
    case 'ORDER.TOO_SOON':
      return refusalFor(error.code, { seconds: error.waitSeconds });
    case 'ORDER.STATE_NOT_OF_PINCODE':
      return pincodeStateMessage(error.states, error.state);
    case 'ORDER.NOT_DELIVERABLE':
      return notDeliverable(error.pincode);
    case 'ORDER.COD_UNAVAILABLE':
      return COD_UNAVAILABLE;
    case 'ORDER.COD_ABOVE_ZONE_LIMIT':
      return codAboveLimit(error.limit);
    case 'ORDER.UPI_UNAVAILABLE':
      return UPI_UNAVAILABLE;
    case 'ORDER.ONLINE_UNAVAILABLE':
      return ONLINE_UNAVAILABLE;
    case 'ORDER.OFFERS_CHANGED':
      return OFFERS_CHANGED;
  }
};
