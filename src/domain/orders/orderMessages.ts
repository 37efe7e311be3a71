import { textsOf } from '../text/messages';

/** The texts of orders, checkout and the address book, loaded with the pages that show them. */
const ORDER_MESSAGES = {
  'ORDER.INVALID_TRANSITION': ({ from, to }: { from: string; to: string }) =>
    `An order that is ${from} cannot be marked ${to}.`,
  'ORDER.INVALID_PAYMENT_TRANSITION': ({ from, to }: { from: string; to: string }) =>
    `A payment that is ${from} cannot be marked ${to}.`,
  'ORDER.EMPTY': 'Your cart is empty. Please add something before checking out.',
  'ORDER.ID_TAKEN': 'This checkout could not be completed. Please reload the page and try again.',
  'ORDER.PLACED': 'Order placed successfully!',
  'ORDER.NETWORK':
    'We could not place your order. Please check your internet connection and try again — trying again will not create a second order.',
  'ORDER.WAITING_FOR_NETWORK':
    'You seem to be offline. Your order has not been placed yet — we will place it as soon as you are back online.',
  'ORDER.STOP_WAITING': 'Cancel',
  'ORDER.TOO_MANY_LINES': ({ max }: { max: number }) =>
    `An order can hold at most ${max} different items. Please remove some and order them separately.`,
  'ORDER.NOT_FOUND': 'We could not find this order in your account.',
  'ORDER.LIST_LOAD_FAILED': 'We could not load your orders. Please try again.',
  'ORDER.SETTINGS_LOAD_FAILED':
    "We could not load the shop's shipping charges and ways to pay. Please try again.",
  'ORDER.LOAD_FAILED': 'We could not load this order. Please check your internet connection and try again.',
  'ORDER.CANCELLED': 'Your order has been cancelled.',
  'ORDER.CANCEL_COD': 'Nothing has been charged: your order is cash on delivery. The items go back on sale.',
  'ORDER.ONLINE_REFUND':
    'Your payment is refunded through the payment gateway to the card, UPI or bank account it came from. The items go back on sale.',
  'ORDER.CANCEL_UNPAID': 'Nothing has been charged yet. The items go back on sale.',
  'ORDER.UPI_REFUND':
    'If you had already paid by UPI, we refund the full amount to the account it came from within 7 working days.',
  'ORDER.NOT_CANCELLABLE': ({ status }: { status: string }) =>
    `This order is ${status} and can no longer be cancelled. Please contact us if you need help.`,
  'ORDER.CANCEL_REASON_TOO_LONG': ({ max }: { max: number }) =>
    `Please keep the reason to ${max} characters or fewer.`,
  'ORDER.INVALID_REFUND_DESTINATION':
    'Please check the UPI ID or bank account for your refund: it is not one we can send money to.',
  'ORDER.CANCEL_FAILED':
    'We could not cancel your order. Please check your internet connection and try again.',
  'ADDRESS.INVALID': 'Please correct the highlighted fields of the address.',
  'ADDRESS.BOOK_FULL': ({ max }: { max: number }) =>
    `You can keep up to ${max} addresses. Please delete one before adding another.`,
  'ADDRESS.PHONE_INVALID': 'Please enter a valid 10-digit Indian mobile number (starting with 6, 7, 8 or 9).',
  'ADDRESS.WHATSAPP_NEEDS_PHONE': 'Please save your mobile number first: WhatsApp updates go to it.',
  'ADDRESS.WHATSAPP_ON': 'Your order updates will come on WhatsApp.',
  'ADDRESS.WHATSAPP_OFF': 'WhatsApp updates are off: your order updates will come by e-mail.',
  'ADDRESS.SAVED': 'Your addresses are saved.',
  'ADDRESS.SAVE_FAILED': 'We could not save your addresses. Please check your connection and try again.',
  'ADDRESS.LOAD_FAILED': 'We could not load your saved addresses.',
} as const;

export const orderMessageFor = textsOf(ORDER_MESSAGES);
