import type { PaymentMethod, ShippingAddress } from './Order';
import type { OrderLimitError } from './OrderLimits';

export interface PlaceOrderLine {
  productId: string;
  variantId: string | null;
  quantity: number;
  /** The unit price the shopper saw; the order is refused with PRICE_CHANGED when the current price differs. */
  expectedUnitPrice: number;
}

export interface PlaceOrderRequest {
  /** Generated once per checkout by the client, so a retry or double click cannot create a second order. */
  orderId: string;
  userId: string;
  customerEmail: string;
  lines: PlaceOrderLine[];
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  /**
   * The shopper ticked 'I agree to the Terms of Sale and the Return Policy'. Without it the order is refused with
   * ORDER.TERMS_NOT_ACCEPTED; with it the order records the consent's time as its termsAcceptedAt.
   */
  termsAccepted: boolean;
  /**
   * The offers the cart applied (at most two, combinable) and the discount it showed for them: refused with
   * ORDER.OFFERS_CHANGED unless each still applies and together they take exactly that.
   */
  offerIds?: string[];
  expectedDiscount?: number;
  /**
   * Stops a placement the shopper gave up on: looked at before each attempt and before the order is written, so once
   * it is aborted no further attempt starts and nothing is written; the call then rejects with the signal's reason.
   * An attempt already committing may still complete, and then the call resolves with its order.
   */
  signal?: AbortSignal;
}

export type PlaceOrderError =
  | { code: 'ORDER.EMPTY' }
  /** The shopper did not agree to the Terms of Sale and the Return Policy. */
  | { code: 'ORDER.TERMS_NOT_ACCEPTED' }
  | { code: 'ORDER.INVALID_QUANTITY'; productId: string }
  /** The lines of one product (its variants together) ask for more than MAX_LINE_QUANTITY. */
  | { code: 'ORDER.PRODUCT_LIMIT'; productId: string; limit: number }
  /** The lines of one product name more than MAX_VARIANTS_PER_PRODUCT different variants. */
  | { code: 'ORDER.TOO_MANY_VARIANTS'; productId: string; limit: number }
  | { code: 'ORDER.PRODUCT_UNAVAILABLE'; productId: string }
  /** `variantId`: the chosen variant lacks the units, whatever its siblings hold. */
  | { code: 'ORDER.OUT_OF_STOCK'; productId: string; variantId?: string; available: number }
  | { code: 'ORDER.PRICE_CHANGED'; productId: string; expected: number; actual: number }
  | { code: 'ORDER.ID_TAKEN' }
  /** The address's state is none of the `states` its pincode can be in. */
  | { code: 'ORDER.STATE_NOT_OF_PINCODE'; states: string[]; state: string }
  /** The address's pincode is in no delivery zone. */
  | { code: 'ORDER.NOT_DELIVERABLE'; pincode: string }
  /** Cash on delivery where the zone takes none, or above the zone's limit (`limit`, rupees). */
  | { code: 'ORDER.COD_UNAVAILABLE' }
  | { code: 'ORDER.COD_ABOVE_ZONE_LIMIT'; limit: number }
  /** UPI while the shop has not set its UPI ID and payee name. */
  | { code: 'ORDER.UPI_UNAVAILABLE' }
  /** Online payment while the shop has no payment gateway set. */
  | { code: 'ORDER.ONLINE_UNAVAILABLE' }
  /** An offer the cart applied no longer applies, or gives another discount than the cart showed. */
  | { code: 'ORDER.OFFERS_CHANGED' }
  | OrderLimitError;
