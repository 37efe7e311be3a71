import { formatRupees } from '../text/Money';
import type { ConfirmCodError } from '../orders/CodConfirmation';
import type { ReportUpiPaymentError } from '../orders/UpiPayment';
import type { BookSlotError } from '../shipping/DeliverySlot';
import type { ChangeAddressError } from '../shipping/AddressChange';

/**
 * What the shopper reads about delivery and UPI payment. Kept apart from messages.ts: only the product page's
 * delivery check, the cart, the checkout and the order pages need them, and they load after the first screen.
 */
export const INVALID_PINCODE = 'Please enter a valid 6-digit pincode.';
export const notDeliverable = (pincode: string): string => `Sorry, we do not deliver to ${pincode} yet.`;
export const deliveryBy = (date: string): string => `Delivery by ${date}`;
export const codAvailableUpTo = (limit: number): string =>
  `Cash on delivery available for orders up to ${formatRupees(limit)}`;
export const COD_NOT_AVAILABLE_HERE = 'Cash on delivery not available for this pincode';
export const COD_UNAVAILABLE = 'Cash on delivery is not available for this pincode.';
export const codAboveLimit = (limit: number): string =>
  `Cash on delivery is available for orders up to ${formatRupees(limit)} to this pincode.`;
export const UPI_UNAVAILABLE = 'UPI is not available right now. Please choose cash on delivery.';
export const ONLINE_UNAVAILABLE =
  'Online payment is not available right now. Please choose another way to pay.';

export const payWithUpi = (total: number): string => `Pay ${formatRupees(total)} with UPI`;
export const UPI_REPORTED = 'Thank you! We will confirm your payment shortly.';
export const UPI_REPORT_FAILED = 'We could not send your transaction ID. Please try again.';
export const INVALID_UTR = 'Please enter the 12-digit UTR shown in your UPI app.';
const hoursText = (hours: number): string => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
/** On the UPI panel, beside the deadline itself. */
export const payWithin = (hours: number): string =>
  `Pay within ${hoursText(hours)}, or the order is cancelled and its stock released`;
/** The reason a lapsed UPI order carries once the app has cancelled it. */
export const notPaidWithin = (hours: number): string => `Not paid by UPI within ${hoursText(hours)}`;
/** The reason an online order carries once its time to pay has passed. */
export const notPaidOnlineWithin = (minutes: number): string => `Not paid online within ${minutes} minutes`;

/** The reason an unconfirmed cash-on-delivery order carries once its time to confirm has passed. */
export const notConfirmedWithin = (hours: number): string => `Not confirmed within ${hoursText(hours)}`;
/** On the order page of a cash-on-delivery order that waits for its shopper's word. */
export const confirmCodBy = (deadline: string): string =>
  `Please confirm this cash-on-delivery order by ${deadline}. We prepare it once you confirm; if you do not, it is cancelled then.`;
export const CONFIRM_COD = 'Confirm order';
export const COD_CONFIRMED = 'Thank you! Your order is confirmed, and we are preparing it.';

export const confirmCodProblemOf = (error: ConfirmCodError): string => {
  switch (error.code) {
    case 'COD.ORDER_NOT_FOUND':
      return 'We could not find this order in your account.';
    case 'COD.NOT_AWAITED':
      return 'This order is not waiting for your confirmation.';
    case 'COD.LAPSED':
      return `The time to confirm this order (${hoursText(error.hours)}) has passed, so it is cancelled and its items are back on sale.`;
  }
};

export const reportProblemOf = (error: ReportUpiPaymentError): string => {
  switch (error.code) {
    case 'PAYMENT.ORDER_NOT_FOUND':
      return 'We could not find this order in your account.';
    case 'PAYMENT.INVALID_UTR':
      return INVALID_UTR;
    case 'PAYMENT.NOT_AWAITED':
      return 'This order is not waiting for a UPI payment.';
    case 'PAYMENT.UTR_USED':
      return 'This UTR is already reported for another order. Please check the 12-digit UTR of this payment in your UPI app.';
    case 'PAYMENT.WINDOW_CLOSED':
      return `The time to pay for this order (${hoursText(error.hours)}) has passed, so it is cancelled and its items are back on sale. If you paid, please contact us with your UTR for a refund.`;
  }
};

export const CHOOSE_SLOT =
  'Our own team delivers to your pincode. Choose a day and a time when someone is at home to receive your furniture.';
export const SLOT_BOOK_FAILED = 'We could not book your delivery slot. Please try again.';
export const SLOTS_LOAD_FAILED = 'We could not load the delivery slots. Please try again.';
export const NO_SLOTS_LEFT = 'Every slot we offer is full. Please call us and we will find a time with you.';
export const deliveryOn = (slot: string): string => `Delivery on ${slot}`;
/** Under a booked slot that may still move. */
export const slotChangesLeft = (left: number): string =>
  `You can change it until 24 hours before it starts, ${left === 1 ? 'once more' : `${left} more times`}.`;
export const SLOT_FIXED = 'This slot can no longer be changed. Please call us if you need another time.';

export const bookSlotProblemOf = (error: BookSlotError): string => {
  switch (error.code) {
    case 'SLOT.ORDER_NOT_FOUND':
      return 'We could not find this order in your account.';
    case 'SLOT.NOT_OFFERED':
      return 'This order is not delivered by our own team, so there is no slot to choose.';
    case 'SLOT.FULL':
      return 'That slot has just been taken. Please choose another.';
    case 'SLOT.TOO_SOON':
      return 'Please choose a slot that starts at least 24 hours from now.';
    case 'SLOT.LOCKED':
      return SLOT_FIXED;
    case 'SLOT.NO_MORE_CHANGES':
      return 'Your slot has been changed twice already, the most we allow. Please call us if you need another time.';
  }
};

export const ADDRESS_CHANGED = 'Your order will now go to this address.';
export const ADDRESS_CHANGE_FAILED =
  'We could not change the address. Please check your connection and try again.';
const KEPT = ' Your order keeps its address.';
/** Beside the order's address while it may still change. */
export const addressChangesLeft = (left: number): string =>
  `You can change the address or phone until the order ships (${left} ${left === 1 ? 'change' : 'changes'} left).`;

export const changeAddressProblemOf = (error: ChangeAddressError): string => {
  switch (error.code) {
    case 'ADDRESS_CHANGE.ORDER_NOT_FOUND':
      return 'We could not find this order in your account.';
    case 'ADDRESS_CHANGE.NOT_OPEN':
      return `This order is ${error.status}, so its address can no longer change. Please contact us if you need help.`;
    case 'ADDRESS_CHANGE.TOO_MANY':
      return `The address of an order can change at most ${error.max} times. Please contact us to change it again.`;
    case 'ADDRESS_CHANGE.INVALID':
      return 'Please correct the highlighted fields of the address.';
    case 'ADDRESS_CHANGE.NOT_DELIVERABLE':
      return notDeliverable(error.pincode) + KEPT;
    case 'ADDRESS_CHANGE.COD_UNAVAILABLE':
      return COD_UNAVAILABLE + KEPT;
    case 'ADDRESS_CHANGE.COD_ABOVE_ZONE_LIMIT':
      return codAboveLimit(error.limit) + KEPT;
    case 'ADDRESS_CHANGE.OTHER_STATE':
      return `Your invoice names ${error.state} as the place of supply, so the new address must be in ${error.state}.${KEPT}`;
    case 'ADDRESS_CHANGE.SLOT_ZONE':
      return `Your delivery slot is with our own team, who do not deliver to this pincode. Please call us to change it.${KEPT}`;
  }
};
