import type { Order } from '../orders/Order';
import { formatRupees } from '../text/Money';
import type { MessageContext } from './composeMessage';
import type { OrderMoment } from './OrderMoments';
import {
  cancelledBy,
  cancelReason,
  cancelRefund,
  orderNumberOf,
  orderPath,
  paymentPlaced,
  returnsUntil,
  shippedWith,
} from './orderMessages';
import { whatsappMessageOf, type WhatsAppMessage } from './WhatsAppMessage';

/**
 * The WhatsApp message of an order's moment to its shopper at `to` (null: they did not ask for WhatsApp), filled in
 * the order of WHATSAPP_TEMPLATE_BODIES; null when the shop sends this moment by e-mail.
 */
export const orderWhatsAppMessage = (
  moment: OrderMoment,
  order: Order,
  context: MessageContext,
  to: string | null,
): WhatsAppMessage | null => {
  const { event } = moment;
  if (event === 'delayed' || event === 'shipmentCorrected') return null;
  return whatsappMessageOf(event, context.settings, to, () => {
    const name = order.shippingAddress.name;
    const number = orderNumberOf(order);
    const page = `${context.origin}${orderPath(order)}`;
    switch (event) {
      case 'placed':
        return [name, number, formatRupees(order.total), paymentPlaced(order, context), page];
      case 'confirmed':
        return [name, number, `${page}/invoice`];
      case 'shipped':
        // A template's parameter may not be empty: an order shipped without a recorded courier says where to look.
        return [
          name,
          number,
          shippedWith(order)[0] ?? 'Its tracking details will be on your order page.',
          page,
        ];
      case 'delivered':
        return [name, number, returnsUntil(moment, context), page];
      case 'cancelled':
        return [name, number, cancelledBy(moment), `${cancelReason(order)} ${cancelRefund(order)}`, page];
      case 'upiVerified':
        return [name, formatRupees(order.total), number, page];
    }
  });
};
