import type { PlaceOrderError } from '../ports/OrderRepository';
import { codAboveLimit, COD_UNAVAILABLE, notDeliverable, UPI_UNAVAILABLE } from './deliveryMessages';
import { messageFor } from './messages';

/** The checkout failure in words, naming the product (looked up from the cart by the caller). */
export const placeOrderErrorMessage = (
  error: PlaceOrderError,
  productName: (productId: string) => string,
): string => {
  switch (error.code) {
    case 'ORDER.EMPTY':
    case 'ORDER.ID_TAKEN':
      return messageFor(error.code);
    case 'ORDER.INVALID_QUANTITY':
    case 'ORDER.PRODUCT_UNAVAILABLE':
      return messageFor(error.code, { product: productName(error.productId) });
    case 'ORDER.OUT_OF_STOCK':
      return messageFor(error.code, { product: productName(error.productId), available: error.available });
    case 'ORDER.PRICE_CHANGED':
      return messageFor(error.code, {
        product: productName(error.productId),
        expected: error.expected,
        actual: error.actual,
      });
    case 'ORDER.PRODUCT_LIMIT':
    case 'ORDER.TOO_MANY_VARIANTS':
      return messageFor(error.code, { product: productName(error.productId), limit: error.limit });
    case 'ORDER.TOO_MANY_OPEN':
      return messageFor(error.code, { limit: error.limit });
    case 'ORDER.COD_LIMIT':
      return messageFor(error.code, { limit: error.limit, open: error.open });
    case 'ORDER.TOO_SOON':
      return messageFor(error.code, { seconds: error.waitSeconds });
    case 'ORDER.NOT_DELIVERABLE':
      return notDeliverable(error.pincode);
    case 'ORDER.COD_UNAVAILABLE':
      return COD_UNAVAILABLE;
    case 'ORDER.COD_ABOVE_ZONE_LIMIT':
      return codAboveLimit(error.limit);
    case 'ORDER.UPI_UNAVAILABLE':
      return UPI_UNAVAILABLE;
  }
};
