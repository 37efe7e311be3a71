import { ONLINE_PAYMENT_MINUTES } from '../payments/OnlinePaymentWindow';
import type { Order } from '../orders/Order';
import { codConfirmationDeadline } from '../orders/CodConfirmation';
import { shortOrderId } from '../orders/ShortOrderId';
import { returnWindowClosesAt } from '../afterSales/ReturnRequest';
import { formatDate, formatDateTime } from '../text/formatDateTime';
import { formatRupees } from '../text/Money';
import type { Message } from './Message';
import { composeMessage, type MessageBlock, type MessageContext, ownerAddress } from './composeMessage';
import type { OrderMoment } from './OrderMoments';
import { shipmentText } from '../shipping/Shipment';
import { promisedDeliveryText } from '../orders/OrderShipping';

export const orderNumberOf = (order: Pick<Order, 'id'>): string => `#${shortOrderId(order.id)}`;

const lineText = (line: Order['lines'][number]): string => {
  const variant = [line.variant?.size, line.variant?.color].filter(Boolean).join(', ');
  return `${line.name}${variant ? ` (${variant})` : ''} × ${line.quantity}: ${formatRupees(line.unitPrice * line.quantity)}`;
};

const priceBreakup = (order: Order): MessageBlock => ({
  rows: [
    ...order.lines.map(lineText),
    `Subtotal: ${formatRupees(order.subtotal)}`,
    `Shipping: ${order.shipping === 0 ? 'Free' : formatRupees(order.shipping)}`,
    `Total (GST included): ${formatRupees(order.total)}`,
  ],
});

/** What the shopper does next for a new order: pay on delivery (confirming a large cash order first), by UPI or online. */
export const paymentPlaced = (order: Order, { settings }: MessageContext): string =>
  order.paymentMethod === 'cod'
    ? `Pay ${formatRupees(order.total)} in cash when it arrives.` +
      (order.codToConfirm
        ? ` Please confirm this order by ${formatDateTime(codConfirmationDeadline(order, settings.codConfirmWithinHours))}: open your order and tap 'Confirm order'. We prepare it once you confirm; if you do not, it is cancelled then.`
        : '')
    : order.paymentMethod === 'online'
      ? `If you have not paid yet, pay ${formatRupees(order.total)} online from the order's page within ${ONLINE_PAYMENT_MINUTES} minutes of placing it, or the order is cancelled.`
      : `Pay ${formatRupees(order.total)} by UPI to ${settings.upiId} (${settings.upiPayeeName}) and enter the UTR on the order's page within ${settings.paymentWindowHours} hours, or the order is cancelled.`;

/** Until when a delivered order may be returned, or that it may not. */
export const returnsUntil = (moment: OrderMoment, { settings }: MessageContext): string => {
  const closes = returnWindowClosesAt({ deliveredAt: moment.at }, settings.returnWindowDays);
  return settings.returnWindowDays > 0 && closes
    ? `You may ask for a return until ${formatDate(closes)}.`
    : 'This order cannot be returned.';
};

export const cancelledBy = (moment: OrderMoment): string =>
  moment.by === null ? 'at your request' : 'by the shop';
export const cancelReason = (order: Order): string =>
  order.cancelReason ? ` Reason: ${order.cancelReason}.` : '';
/** What a cancelled order gives back: a verified UPI or online payment, or nothing, as nothing was charged. */
export const cancelRefund = (order: Order): string => {
  if (!order.history.some((entry) => entry.paymentStatus === 'paid') || order.paymentMethod === 'cod')
    return 'Nothing was charged.';
  return order.paymentMethod === 'online'
    ? `The ${formatRupees(order.total)} you paid is refunded to the card, UPI or bank account it came from.`
    : `The ${formatRupees(order.total)} you paid will be refunded to you.`;
};

/** ' Delivery by Tue, 8 Dec.' for an order whose zone promised a date, else nothing. */
const promisedSentence = (order: Order): string => {
  const promised = promisedDeliveryText(order);
  return promised ? ` ${promised}.` : '';
};

/** The courier, the AWB and where to track it, when the shop recorded them. */
export const shippedWith = (order: Order): string[] =>
  order.shipment
    ? [
        `${shipmentText(order.shipment)}.` +
          (order.shipment.trackingUrl ? ` Track it at ${order.shipment.trackingUrl}` : ''),
      ]
    : [];

/** The path of the order's page, and of its tax invoice. */
export const orderPath = (order: Pick<Order, 'id'>): string => `/orders/${encodeURIComponent(order.id)}`;

/** The message that tells the order's shopper of one moment of it. */
export const shopperOrderMessage = (moment: OrderMoment, order: Order, context: MessageContext): Message => {
  const number = orderNumberOf(order);
  const hello = `Hello ${order.shippingAddress.name},`;
  const orderPage = { path: orderPath(order), label: 'View your order' };
  const to = order.customerEmail;
  switch (moment.event) {
    case 'placed':
      return composeMessage(
        to,
        `Order ${number} placed`,
        [
          hello,
          `Thank you for your order ${number}.${promisedSentence(order)}`,
          priceBreakup(order),
          paymentPlaced(order, context),
        ],
        orderPage,
        context,
      );
    case 'confirmed':
      return composeMessage(
        to,
        `Order ${number} confirmed`,
        [hello, `We have confirmed your order ${number} and are preparing it. Its tax invoice is ready.`],
        { path: `${orderPath(order)}/invoice`, label: 'View your tax invoice' },
        context,
      );
    case 'shipped':
      return composeMessage(
        to,
        `Order ${number} shipped`,
        [hello, `Your order ${number} is on its way.`, ...shippedWith(order)],
        orderPage,
        context,
      );
    case 'delivered':
      return composeMessage(
        to,
        `Order ${number} delivered`,
        [
          hello,
          `Your order ${number} was delivered. We hope you enjoy it; a review helps other shoppers.`,
          returnsUntil(moment, context),
        ],
        { path: orderPath(order), label: 'Review your order' },
        context,
      );
    case 'cancelled':
      return composeMessage(
        to,
        `Order ${number} cancelled`,
        [
          hello,
          `Your order ${number} was cancelled ${cancelledBy(moment)}.${cancelReason(order)}`,
          cancelRefund(order),
        ],
        orderPage,
        context,
      );
    case 'delayed':
      return composeMessage(
        to,
        `Order ${number}: new delivery date`,
        [
          hello,
          `Your order ${number} will arrive later than we said.${promisedSentence(order)} We are sorry for the wait.`,
        ],
        orderPage,
        context,
      );
    case 'shipmentCorrected':
      return composeMessage(
        to,
        `Order ${number}: tracking details corrected`,
        [hello, `We have corrected the tracking details of your order ${number}.`, ...shippedWith(order)],
        orderPage,
        context,
      );
    case 'upiVerified':
      return composeMessage(
        to,
        `Payment received for order ${number}`,
        [hello, `We have received your UPI payment of ${formatRupees(order.total)} for order ${number}.`],
        orderPage,
        context,
      );
  }
};

/** The owner's word of a new order, to the shop's e-mail address. */
export const ownerNewOrderMessage = (order: Order, context: MessageContext): Message => {
  const number = orderNumberOf(order);
  const { name, city, state } = order.shippingAddress;
  const payment = { cod: 'cash on delivery', upi: 'UPI', online: 'paid online' }[order.paymentMethod];
  return composeMessage(
    ownerAddress(context),
    `New order ${number}: ${formatRupees(order.total)}, ${payment}`,
    [`${name} (${order.customerEmail}), ${city}, ${state}, ordered:`, priceBreakup(order)],
    { path: '/admin/orders', label: 'Open the orders' },
    context,
  );
};
