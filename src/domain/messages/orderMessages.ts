import type { Order } from '../orders/Order';
import { shortOrderId } from '../orders/ShortOrderId';
import { returnWindowClosesAt } from '../afterSales/ReturnRequest';
import type { ShopSettings } from '../settings/ShopSettings';
import { formatRupees } from '../text/Money';
import { htmlText, type Message } from './Message';
import type { OrderMoment } from './OrderMoments';

/** What every message needs besides its order: the shop's settings, and its address on the web for the links. */
export interface MessageContext {
  settings: ShopSettings;
  /** 'https://shop.example', or '' where a path is enough (the demo inbox). */
  origin: string;
}

const SHOP_NAME = 'Sheesham Home';

/** A paragraph of plain text, or an order's price breakup as a small table. */
type Block = string | { breakup: Order };

const orderNumberOf = (order: Pick<Order, 'id'>): string => `#${shortOrderId(order.id)}`;

const indiaDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

const lineText = (line: Order['lines'][number]): string => {
  const variant = [line.variant?.size, line.variant?.color].filter(Boolean).join(', ');
  return `${line.name}${variant ? ` (${variant})` : ''} × ${line.quantity}: ${formatRupees(line.unitPrice * line.quantity)}`;
};

const priceBreakup = (order: Order): string[] => [
  ...order.lines.map(lineText),
  `Subtotal: ${formatRupees(order.subtotal)}`,
  `Shipping: ${order.shipping === 0 ? 'Free' : formatRupees(order.shipping)}`,
  `Total (GST included): ${formatRupees(order.total)}`,
];

/** The shop's name, seller, contact and grievance officer, as the settings hold them: what is empty is left out. */
const signature = ({ settings }: MessageContext): string[] => {
  const seller = [settings.sellerLegalName, settings.sellerAddress].filter(Boolean).join(', ');
  const contact = [settings.phone, settings.email].filter(Boolean).join(' · ');
  const officer = settings.grievanceOfficerName
    ? `Grievance officer: ${settings.grievanceOfficerName}, ${settings.grievanceOfficerDesignation}, ${settings.grievanceOfficerPhone}, ${settings.grievanceOfficerEmail}`
    : '';
  return [SHOP_NAME, seller, contact, officer].filter(Boolean);
};

const compose = (
  to: string,
  subject: string,
  blocks: readonly Block[],
  link: { path: string; label: string },
  context: MessageContext,
): Message => {
  const url = `${context.origin}${link.path}`;
  const textOf = (block: Block): string =>
    typeof block === 'string' ? block : priceBreakup(block.breakup).join('\n');
  const htmlOf = (block: Block): string =>
    typeof block === 'string'
      ? `<p>${htmlText(block)}</p>`
      : `<table cellpadding="4" style="border-collapse:collapse">${priceBreakup(block.breakup)
          .map((row) => `<tr><td>${htmlText(row)}</td></tr>`)
          .join('')}</table>`;
  const footer = signature(context);
  return {
    to,
    subject,
    link: link.path,
    linkLabel: link.label,
    // Where a path is enough (the demo inbox), the link is a button beside the text rather than a line of it.
    text: [
      ...blocks.map(textOf),
      ...(context.origin ? [`${link.label}: ${url}`] : []),
      '—',
      footer.join('\n'),
    ].join('\n\n'),
    html:
      `<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;max-width:560px">` +
      blocks.map(htmlOf).join('') +
      `<p><a href="${htmlText(url)}">${htmlText(link.label)}</a></p>` +
      `<hr><p style="font-size:13px;color:#555">${footer.map(htmlText).join('<br>')}</p></div>`,
  };
};

const paymentPlaced = (order: Order, { settings }: MessageContext): string =>
  order.paymentMethod === 'cod'
    ? `Pay ${formatRupees(order.total)} in cash when it arrives.`
    : `Pay ${formatRupees(order.total)} by UPI to ${settings.upiId} (${settings.upiPayeeName}) and enter the UTR on the order's page within ${settings.paymentWindowHours} hours, or the order is cancelled.`;

/** The message that tells the order's shopper of one moment of it. */
export const shopperOrderMessage = (moment: OrderMoment, order: Order, context: MessageContext): Message => {
  const number = orderNumberOf(order);
  const hello = `Hello ${order.shippingAddress.name},`;
  const orderPage = { path: `/orders/${encodeURIComponent(order.id)}`, label: 'View your order' };
  const to = order.customerEmail;
  switch (moment.event) {
    case 'placed':
      return compose(
        to,
        `Order ${number} placed`,
        [hello, `Thank you for your order ${number}.`, { breakup: order }, paymentPlaced(order, context)],
        orderPage,
        context,
      );
    case 'confirmed':
      return compose(
        to,
        `Order ${number} confirmed`,
        [hello, `We have confirmed your order ${number} and are preparing it. Its tax invoice is ready.`],
        { path: `/orders/${encodeURIComponent(order.id)}/invoice`, label: 'View your tax invoice' },
        context,
      );
    case 'shipped':
      return compose(
        to,
        `Order ${number} shipped`,
        [hello, `Your order ${number} is on its way.`],
        orderPage,
        context,
      );
    case 'delivered': {
      const closes = returnWindowClosesAt({ deliveredAt: moment.at }, context.settings.returnWindowDays);
      const returns =
        context.settings.returnWindowDays > 0 && closes
          ? `You may ask for a return until ${indiaDate(closes)}.`
          : 'This order cannot be returned.';
      return compose(
        to,
        `Order ${number} delivered`,
        [
          hello,
          `Your order ${number} was delivered. We hope you enjoy it; a review helps other shoppers.`,
          returns,
        ],
        { path: `/orders/${encodeURIComponent(order.id)}`, label: 'Review your order' },
        context,
      );
    }
    case 'cancelled': {
      const who = moment.by === null ? 'at your request' : 'by the shop';
      const reason = order.cancelReason ? ` Reason: ${order.cancelReason}.` : '';
      const refund =
        order.paymentMethod === 'upi' && order.history.some((entry) => entry.paymentStatus === 'paid')
          ? `The ${formatRupees(order.total)} you paid will be refunded to you.`
          : 'Nothing was charged.';
      return compose(
        to,
        `Order ${number} cancelled`,
        [hello, `Your order ${number} was cancelled ${who}.${reason}`, refund],
        orderPage,
        context,
      );
    }
    case 'upiVerified':
      return compose(
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
  const payment = order.paymentMethod === 'cod' ? 'cash on delivery' : 'UPI';
  return compose(
    context.settings.email,
    `New order ${number}: ${formatRupees(order.total)}, ${payment}`,
    [`${name} (${order.customerEmail}), ${city}, ${state}, ordered:`, { breakup: order }],
    { path: '/admin/orders', label: 'Open the orders' },
    context,
  );
};
