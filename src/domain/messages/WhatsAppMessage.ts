import type { ShopSettings } from '../settings/ShopSettings';
import type { OrderMessageEvent } from './OrderMoments';

/** The order messages WhatsApp carries on a template of the shop's; a moved date or corrected AWB goes by e-mail. */
export type WhatsAppOrderEvent = Exclude<OrderMessageEvent, 'delayed' | 'shipmentCorrected'>;

/**
 * A message over the WhatsApp Business Cloud API: a template the shop registered with Meta, in English, filled with
 * the body's parameters (docs/operations.md#whatsapp).
 */
export interface WhatsAppMessage {
  /** The shopper's number with India's country code, digits only: '919876543210'. */
  to: string;
  template: string;
  /** The body's parameters, {{1}} first. */
  parameters: string[];
}

/** The language every template is registered in. */
export const WHATSAPP_TEMPLATE_LANGUAGE = 'en';

/** The setting naming each order message's template; a message whose template is unnamed goes by e-mail. */
export const WHATSAPP_TEMPLATE_SETTINGS = {
  placed: 'whatsappPlacedTemplate',
  confirmed: 'whatsappConfirmedTemplate',
  shipped: 'whatsappShippedTemplate',
  delivered: 'whatsappDeliveredTemplate',
  cancelled: 'whatsappCancelledTemplate',
  upiVerified: 'whatsappUpiVerifiedTemplate',
} as const satisfies Record<WhatsAppOrderEvent, keyof ShopSettings>;

/** Each order message as the owner knows it, in Settings and the activity log. */
export const ORDER_MESSAGE_NAMES: Record<WhatsAppOrderEvent, string> = {
  placed: 'Order placed',
  confirmed: 'Order confirmed',
  shipped: 'Order shipped',
  delivered: 'Order delivered',
  cancelled: 'Order cancelled',
  upiVerified: 'UPI payment received',
};

/** The order messages that may go on WhatsApp. */
export const WHATSAPP_ORDER_EVENTS = Object.keys(WHATSAPP_TEMPLATE_SETTINGS) as WhatsAppOrderEvent[];

export type WhatsAppTemplateSetting = (typeof WHATSAPP_TEMPLATE_SETTINGS)[WhatsAppOrderEvent];

/**
 * The body each template is registered with (the category 'Utility'), its parameters in the order the shop fills
 * them: the owner copies it into WhatsApp Manager.
 */
export const WHATSAPP_TEMPLATE_BODIES: Record<WhatsAppOrderEvent, string> = {
  placed:
    'Hello {{1}}, thank you for your order {{2}} of {{3}} at Sheesham Home. {{4}} See your order: {{5}}',
  confirmed: 'Hello {{1}}, we have confirmed your order {{2}} and are preparing it. Your tax invoice: {{3}}',
  shipped: 'Hello {{1}}, your order {{2}} from Sheesham Home is on its way. {{3}} See your order: {{4}}',
  delivered: 'Hello {{1}}, your order {{2}} from Sheesham Home was delivered. {{3}} Review it: {{4}}',
  cancelled:
    'Hello {{1}}, your order {{2}} at Sheesham Home was cancelled {{3}}. {{4}} See your order: {{5}}',
  upiVerified:
    'Hello {{1}}, we have received your UPI payment of {{2}} for order {{3}}. See your order: {{4}}',
};

/** A template's body with its parameters in place, as the shopper's phone shows it. */
export const filledTemplateBody = (body: string, parameters: readonly string[]): string =>
  body.replace(/\{\{(\d+)\}\}/g, (_, index: string) => parameters[Number(index) - 1] ?? '');

/** How the shop's own template of a message reads (the demo inbox shows it); its parameters if it is none of them. */
export const whatsappText = (message: WhatsAppMessage, settings: ShopSettings): string => {
  const event = (Object.keys(WHATSAPP_TEMPLATE_SETTINGS) as WhatsAppOrderEvent[]).find(
    (candidate) => settings[WHATSAPP_TEMPLATE_SETTINGS[candidate]] === message.template,
  );
  return event
    ? filledTemplateBody(WHATSAPP_TEMPLATE_BODIES[event], message.parameters)
    : message.parameters.join('\n');
};

/** A template's name as WhatsApp Manager allows it: lower-case letters, digits and underscores. */
export const WHATSAPP_TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
/** The Cloud API's ID of the shop's WhatsApp number (not the number itself). */
export const WHATSAPP_PHONE_NUMBER_ID = /^[0-9]{5,20}$/;

/** The API refuses a parameter holding a line break, a tab or more than four spaces in a row, or none at all. */
export const whatsappParameter = (text: string): string =>
  text.replace(/\s+/g, ' ').trim().slice(0, 500) || '-';

/** The WhatsApp message of an order's moment, when the shop sends WhatsApp and names the moment's template. */
export const whatsappMessageOf = (
  event: WhatsAppOrderEvent,
  settings: ShopSettings,
  to: string | null,
  parameters: () => readonly string[],
): WhatsAppMessage | null => {
  const template = settings[WHATSAPP_TEMPLATE_SETTINGS[event]];
  return to !== null && settings.whatsappPhoneNumberId !== '' && template !== ''
    ? { to, template, parameters: parameters().map(whatsappParameter) }
    : null;
};
