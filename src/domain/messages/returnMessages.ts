import {
  RETURN_REPLY_HOURS,
  returnTicket,
  type ReturnRequest,
  type ReturnStatus,
} from '../afterSales/ReturnRequest';
import type { Order } from '../orders/Order';
import { formatRupees } from '../text/Money';
import { composeMessage, type MessageContext, ownerAddress } from './composeMessage';
import type { Message } from './Message';
import { momentEntries, reachesShopper, type OutboxEntry } from './Outbox';

export interface ReturnMoment {
  event: ReturnStatus;
  at: string;
}

/** Each step a return request reached, the first time, oldest first: its filing is its first. */
export const returnMoments = (request: ReturnRequest): ReturnMoment[] => {
  const moments = new Map<ReturnStatus, ReturnMoment>([
    ['requested', { event: 'requested', at: request.createdAt }],
  ]);
  for (const { status, at } of request.history)
    if (!moments.has(status)) moments.set(status, { event: status, at });
  return [...moments.values()];
};

const refundOf = (request: ReturnRequest, order: Order): number =>
  order.refunds?.find((refund) => refund.returnNumber === request.number)?.amount ?? 0;

/** The message that tells a return's shopper of one step of it. */
export const shopperReturnMessage = (
  moment: ReturnMoment,
  request: ReturnRequest,
  order: Order,
  context: MessageContext,
): Message => {
  const ticket = returnTicket(request);
  const hello = `Hello ${order.shippingAddress.name},`;
  const link = { path: `/orders/${encodeURIComponent(order.id)}`, label: 'View your order' };
  const say = (subject: string, ...lines: string[]): Message =>
    composeMessage(order.customerEmail, subject, [hello, ...lines], link, context);
  switch (moment.event) {
    case 'requested':
      return say(
        `Return request ${ticket} received`,
        `We have your request to return items of your order (${request.reason}). We will reply within ${RETURN_REPLY_HOURS} hours.`,
      );
    case 'approved':
      return say(`Return ${ticket} approved`, 'Our courier will collect the items: please keep them packed.');
    case 'rejected':
      return say(
        `Return ${ticket} not accepted`,
        `We could not accept your return request.${request.rejectReason ? ` ${request.rejectReason}` : ''}`,
      );
    case 'picked-up':
      return say(
        `Return ${ticket} picked up`,
        'We have collected the items. Your refund follows once we have checked them.',
      );
    case 'refunded':
      return say(
        `Return ${ticket} refunded`,
        `We have refunded ${formatRupees(refundOf(request, order))} for the items you returned.`,
      );
  }
};

/** The owner's word of a new return request. */
export const ownerNewReturnMessage = (
  request: ReturnRequest,
  order: Order,
  context: MessageContext,
): Message =>
  composeMessage(
    ownerAddress(context),
    `Return request ${returnTicket(request)}: ${request.reason}`,
    [
      `${order.shippingAddress.name} (${order.customerEmail}) asks to return items of their order.`,
      ...(request.comment ? [`“${request.comment}”`] : []),
    ],
    { path: '/admin/returns', label: 'Open the returns' },
    context,
  );

/** The messages a return request's steps after `since` call for: each to its shopper, its filing to the owner. */
export const returnOutboxEntries = (
  request: ReturnRequest,
  order: Order,
  since: string,
  context: MessageContext,
  now: string,
): OutboxEntry[] =>
  returnMoments(request)
    .filter((moment) => moment.at > since)
    .flatMap((moment) =>
      momentEntries(
        ['return', request.id, moment.event],
        {
          ...(reachesShopper(order)
            ? { shopper: shopperReturnMessage(moment, request, order, context) }
            : {}),
          ...(moment.event === 'requested' && ownerAddress(context) !== ''
            ? { owner: ownerNewReturnMessage(request, order, context) }
            : {}),
        },
        now,
      ),
    );
