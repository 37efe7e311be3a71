import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY_ADDRESS_BOOK,
  readAddressBook,
  setPhone,
  setWhatsAppUpdates,
  whatsappRecipient,
} from '../../../src/domain/checkout/AddressBook';
import type { Order } from '../../../src/domain/orders/Order';
import { recordChange } from '../../../src/domain/orders/OrderTimeline';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../../src/domain/settings/ShopSettings';
import { orderMoments } from '../../../src/domain/messages/OrderMoments';
import { orderOutboxEntries, type OutboxEntry } from '../../../src/domain/messages/Outbox';
import { orderNumberOf } from '../../../src/domain/messages/orderMessages';
import { orderWhatsAppMessage } from '../../../src/domain/messages/orderWhatsAppMessage';
import {
  filledTemplateBody,
  WHATSAPP_TEMPLATE_BODIES,
  WHATSAPP_ORDER_EVENTS,
  WHATSAPP_TEMPLATE_SETTINGS,
  type WhatsAppOrderEvent,
  whatsappText,
} from '../../../src/domain/messages/WhatsAppMessage';
import {
  preferringWhatsApp,
  WHATSAPP_ATTEMPTS,
  whatsappOutcome,
} from '../../../src/domain/messages/whatsappDelivery';
import { hour, PLACED, placedOrder, through } from './placedOrder';

const SETTINGS: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  email: 'owner@shop.example',
  whatsappPhoneNumberId: '106540352242922',
  ...(Object.fromEntries(
    WHATSAPP_ORDER_EVENTS.map((event) => [WHATSAPP_TEMPLATE_SETTINGS[event], `sh_${event.toLowerCase()}`]),
  ) as Record<(typeof WHATSAPP_TEMPLATE_SETTINGS)[keyof typeof WHATSAPP_TEMPLATE_SETTINGS], string>),
};
const context = { settings: SETTINGS, origin: 'https://shop.example' };
const TO = '919812345678';
const order = placedOrder;
/** An order that reached every moment its shopper is told of: delivered, and a paid UPI order cancelled. */
const everyMoment = (): (readonly [Order, ReturnType<typeof orderMoments>[number]])[] => {
  const delivered = through(order(), ['confirmed', 'shipped', 'delivered']);
  const paid = recordChange(order({ paymentMethod: 'upi' }), { paymentStatus: 'paid' }, hour(1), 'staff');
  const cancelled = recordChange(paid, { status: 'cancelled' }, hour(2), 'staff');
  return [delivered, cancelled].flatMap((it) => orderMoments(it).map((moment) => [it, moment] as const));
};

describe("an order's WhatsApp messages", () => {
  it('fill every placeholder of the template body the shop registers, for every moment', () => {
    const seen = new Set<string>();
    for (const [it, moment] of everyMoment()) {
      const message = orderWhatsAppMessage(moment, it, context, TO);
      const event = moment.event as WhatsAppOrderEvent;
      seen.add(event);
      expect(message?.template).toBe(SETTINGS[WHATSAPP_TEMPLATE_SETTINGS[event]]);
      const placeholders = WHATSAPP_TEMPLATE_BODIES[event].match(/\{\{\d+\}\}/g) ?? [];
      expect(message?.parameters).toHaveLength(placeholders.length);
      expect(filledTemplateBody(WHATSAPP_TEMPLATE_BODIES[event], message?.parameters ?? [])).not.toMatch(
        /\{\{/,
      );
    }
    expect([...seen].sort()).toEqual([...WHATSAPP_ORDER_EVENTS].sort());
  });

  it('read as the e-mail does: the order, the amount, what to do next and the link', () => {
    const [placed] = orderMoments(order());
    const message = placed && orderWhatsAppMessage(placed, order(), context, TO);
    expect(message && whatsappText(message, SETTINGS)).toBe(
      `Hello Asha Verma, thank you for your order ${orderNumberOf(order())} of ₹1,000 at Sheesham Home. ` +
        'Pay ₹1,000 in cash when it arrives. See your order: https://shop.example/orders/order-1',
    );
  });

  it('name the courier, the AWB and the tracking link of a shipped order, and where to look without them', () => {
    const shippedMessage = (shipment?: Order['shipment']) => {
      const shipped = through(order(shipment ? { shipment } : {}), ['confirmed', 'shipped']);
      const moment = orderMoments(shipped).find((it) => it.event === 'shipped');
      const message = moment && orderWhatsAppMessage(moment, shipped, context, TO);
      return message && whatsappText(message, SETTINGS);
    };
    const shipment = {
      courier: 'Delhivery',
      awb: '1234567890',
      trackingUrl: 'https://www.delhivery.com/track/package/1234567890',
    };
    expect(shippedMessage(shipment)).toBe(
      `Hello Asha Verma, your order ${orderNumberOf(order())} from Sheesham Home is on its way. ` +
        'Shipped with Delhivery, AWB 1234567890. Track it at https://www.delhivery.com/track/package/1234567890 ' +
        'See your order: https://shop.example/orders/order-1',
    );
    expect(shippedMessage()).toContain('Its tracking details will be on your order page.');
  });

  it('are none without the shopper asking, without the shop’s number ID, or for a moment with no template', () => {
    const [placed] = orderMoments(order());
    if (!placed) throw new Error('no moment');
    expect(orderWhatsAppMessage(placed, order(), context, null)).toBeNull();
    expect(
      orderWhatsAppMessage(
        placed,
        order(),
        { ...context, settings: { ...SETTINGS, whatsappPhoneNumberId: '' } },
        TO,
      ),
    ).toBeNull();
    expect(
      orderWhatsAppMessage(
        placed,
        order(),
        { ...context, settings: { ...SETTINGS, whatsappPlacedTemplate: '' } },
        TO,
      ),
    ).toBeNull();
  });

  it('ride on the shopper’s outbox entries only: the owner’s word of the order stays an e-mail', () => {
    const entries = orderOutboxEntries(order(), '', context, PLACED, TO);
    expect(entries.map((entry) => [entry.audience, entry.whatsapp?.template ?? null])).toEqual([
      ['shopper', 'sh_placed'],
      ['owner', null],
    ]);
    expect(
      orderOutboxEntries(order({ customerErasedAt: hour(1), customerEmail: '' }), '', context, PLACED, TO),
    ).toEqual([expect.objectContaining({ audience: 'owner', whatsapp: null })]);
  });

  it('property: a parameter is never empty and never holds what the API refuses (a line break, a tab, five spaces)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 300 }), (name, reason) => {
        const cancelled = recordChange(
          order({ shippingAddress: { ...order().shippingAddress, name }, cancelReason: reason }),
          { status: 'cancelled' },
          hour(1),
          null,
        );
        for (const moment of orderMoments(cancelled))
          for (const parameter of orderWhatsAppMessage(moment, cancelled, context, TO)?.parameters ?? []) {
            expect(parameter.trim()).not.toBe('');
            expect(parameter).not.toMatch(/[\n\t]| {5}/);
          }
      }),
    );
  });
});

describe("the shopper's consent to WhatsApp updates", () => {
  it('needs the phone it goes to, ends with it, and gives the number with India’s code', () => {
    expect(setWhatsAppUpdates(EMPTY_ADDRESS_BOOK, true)).toEqual({
      ok: false,
      error: { code: 'ADDRESS.WHATSAPP_NEEDS_PHONE' },
    });
    const phone = setPhone(EMPTY_ADDRESS_BOOK, '98123 45678');
    if (!phone.ok) throw new Error(phone.error.code);
    const on = setWhatsAppUpdates(phone.value, true);
    if (!on.ok) throw new Error(on.error.code);
    expect(whatsappRecipient(on.value)).toBe('919812345678');
    expect(whatsappRecipient(phone.value)).toBeNull();
    const cleared = setPhone(on.value, '');
    expect(cleared.ok && cleared.value.whatsappUpdates).toBe(false);
  });

  it('reads as no consent from a stored book without a phone or with anything but true', () => {
    expect(readAddressBook({ phone: '', whatsappUpdates: true }).whatsappUpdates).toBe(false);
    expect(readAddressBook({ phone: '9812345678', whatsappUpdates: 'yes' }).whatsappUpdates).toBe(false);
    expect(readAddressBook({ phone: '9812345678', whatsappUpdates: true }).whatsappUpdates).toBe(true);
  });
});

describe("the Cloud API's answers", () => {
  it.each([
    [200, { messages: [{ id: 'wamid.HBg' }] }, 'sent'],
    [400, { error: { code: 131026, message: 'Message undeliverable' } }, 'refused'],
    [404, { error: { code: 132001, message: 'Template name does not exist' } }, 'refused'],
    [401, { error: { code: 190, message: 'Invalid OAuth access token' } }, 'refused'],
    [429, { error: { code: 130429, message: 'Rate limit hit' } }, 'retry'],
    [400, { error: { code: 131056, message: 'Pair rate limit hit' } }, 'retry'],
    [503, null, 'retry'],
    [200, {}, 'refused'],
  ] as const)('HTTP %i %j is %s', (status, body, kind) => {
    expect(whatsappOutcome(status, body).kind).toBe(kind);
  });

  it('says the code and the reason it was given', () => {
    expect(whatsappOutcome(400, { error: { code: 131026, message: 'Message undeliverable' } }).answer).toBe(
      'WhatsApp HTTP 400 (#131026) Message undeliverable',
    );
  });
});

describe('sending WhatsApp first', () => {
  const entry = (whatsapp: OutboxEntry['whatsapp']): OutboxEntry => {
    const [shopper] = orderOutboxEntries(order(), '', context, PLACED, TO);
    if (!shopper) throw new Error('no entry');
    return { ...shopper, whatsapp };
  };
  const twin = { to: TO, template: 'sh_placed', parameters: ['Asha'] };
  const mailed = { ok: true as const, answer: '250 OK' };

  it('sends an entry without a WhatsApp twin by e-mail, and one WhatsApp took by WhatsApp alone', async () => {
    const mail = vi.fn().mockResolvedValue(mailed);
    const whatsapp = vi.fn().mockResolvedValue({ kind: 'sent', answer: 'WhatsApp wamid.1' });
    const send = preferringWhatsApp(whatsapp, mail);
    expect(await send(entry(null))).toEqual(mailed);
    expect(whatsapp).not.toHaveBeenCalled();
    expect(await send(entry(twin))).toEqual({ ok: true, answer: 'WhatsApp wamid.1' });
    expect(mail).toHaveBeenCalledTimes(1);
  });

  it('e-mails what WhatsApp refuses, and retries later (sending nothing now) what it asks to repeat', async () => {
    const mail = vi.fn().mockResolvedValue(mailed);
    const refused = preferringWhatsApp(
      async () => ({ kind: 'refused', answer: 'WhatsApp HTTP 400 (#131026)' }),
      mail,
    );
    expect(await refused(entry(twin))).toEqual({
      ok: true,
      answer: 'WhatsApp HTTP 400 (#131026); by e-mail instead: 250 OK',
    });
    const busy = preferringWhatsApp(
      async () => ({ kind: 'retry', answer: 'WhatsApp HTTP 429 (#130429)' }),
      mail,
    );
    expect(await busy(entry(twin))).toEqual({
      ok: false,
      permanent: false,
      answer: 'WhatsApp HTTP 429 (#130429)',
    });
    expect(mail).toHaveBeenCalledTimes(1);
  });

  it(`e-mails a message WhatsApp asked to repeat at its attempt ${WHATSAPP_ATTEMPTS}`, async () => {
    const mail = vi.fn().mockResolvedValue(mailed);
    const busy = preferringWhatsApp(
      async () => ({ kind: 'retry', answer: 'WhatsApp HTTP 429 (#130429)' }),
      mail,
    );
    expect(await busy({ ...entry(twin), attempts: WHATSAPP_ATTEMPTS - 2 })).toMatchObject({ ok: false });
    expect(await busy({ ...entry(twin), attempts: WHATSAPP_ATTEMPTS - 1 })).toEqual({
      ok: true,
      answer: 'WhatsApp HTTP 429 (#130429); by e-mail instead: 250 OK',
    });
    expect(mail).toHaveBeenCalledTimes(1);
  });
});
