import type { Order } from '../orders/Order';
import type { Message, MessageAudience } from './Message';
import { momentKey, orderMoments } from './OrderMoments';
import { ownerAddress, type MessageContext } from './composeMessage';
import { ownerNewOrderMessage, shopperOrderMessage } from './orderMessages';
import { orderWhatsAppMessage } from './orderWhatsAppMessage';
import type { WhatsAppMessage } from './WhatsAppMessage';

/** Owed (`pending`), being handed to the provider (`sending`), delivered (`sent`), or given up on (`failed`). */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/**
 * One message the shop owes someone, written once per (thing, event, audience) and delivered once
 * (docs/architecture.md#messages): its id says which, so writing it again changes nothing.
 */
export interface OutboxEntry extends Message {
  id: string;
  audience: MessageAudience;
  status: OutboxStatus;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  /** When the next attempt is due; null once the entry is sent or failed (docs/architecture.md#messages). */
  dueAt: string | null;
  /** Why the last attempt failed, as the provider answered. */
  failure: string | null;
  /** The same message on WhatsApp, sent instead of the e-mail when WhatsApp takes it (docs/architecture.md#messages). */
  whatsapp: WhatsAppMessage | null;
  /** The one-tap stop of a message that has one (an alert's), sent as its List-Unsubscribe header. */
  unsubscribe?: string;
}

/**
 * What a message is about: an order, a return request, a complaint, a day of the shop (the owner's summary), or a
 * shopper's alert.
 */
export type MessageEntity = 'order' | 'return' | 'complaint' | 'summary' | 'alert';

export const outboxId = (
  entity: MessageEntity,
  entityId: string,
  event: string,
  audience: MessageAudience,
): string => `${entity}-${entityId}-${event}-${audience}`;

/** A message owed and not yet sent. */
export const pendingEntry = (
  id: string,
  audience: MessageAudience,
  message: Message,
  now: string,
  whatsapp: WhatsAppMessage | null,
): OutboxEntry => ({
  id,
  audience,
  ...message,
  whatsapp,
  status: 'pending',
  attempts: 0,
  createdAt: now,
  sentAt: null,
  dueAt: now,
  failure: null,
});

/** Whether the order's shopper can still be written to: their details are there, not erased. */
export const reachesShopper = (order: Pick<Order, 'customerEmail' | 'customerErasedAt'>): boolean =>
  order.customerEmail !== '' && !order.customerErasedAt;

/**
 * The entries one moment of a thing calls for: one to each audience given a message, the shopper's first (with its
 * WhatsApp twin, if any).
 */
export const momentEntries = (
  [entity, entityId, event]: readonly [MessageEntity, string, string],
  messages: Partial<Record<MessageAudience, Message>>,
  now: string,
  shopperWhatsApp: WhatsAppMessage | null = null,
): OutboxEntry[] =>
  (['shopper', 'owner'] as const).flatMap((audience) => {
    const message = messages[audience];
    const whatsapp = audience === 'shopper' ? shopperWhatsApp : null;
    return message
      ? [pendingEntry(outboxId(entity, entityId, event, audience), audience, message, now, whatsapp)]
      : [];
  });

/**
 * The messages an order's moments after `since` call for: one to its shopper for each (none once the shopper's
 * details are erased), on WhatsApp at `whatsappTo` where they asked for it and the shop names the moment's template;
 * and one to the owner when it was placed.
 */
export const orderOutboxEntries = (
  order: Order,
  since: string,
  context: MessageContext,
  now: string,
  whatsappTo: string | null = null,
): OutboxEntry[] =>
  orderMoments(order)
    .filter((moment) => moment.at > since)
    .flatMap((moment) =>
      momentEntries(
        ['order', order.id, momentKey(moment)],
        {
          ...(reachesShopper(order) ? { shopper: shopperOrderMessage(moment, order, context) } : {}),
          ...(moment.event === 'placed' && ownerAddress(context) !== ''
            ? { owner: ownerNewOrderMessage(order, context) }
            : {}),
        },
        now,
        reachesShopper(order) ? orderWhatsAppMessage(moment, order, context, whatsappTo) : null,
      ),
    );
