import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../src/domain/orders/Order';
import { recordChange } from '../../../src/domain/orders/OrderTimeline';
import { withDelay, withShipment } from '../../../src/domain/orders/OrderShipping';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { orderMoments } from '../../../src/domain/messages/OrderMoments';
import { orderOutboxEntries } from '../../../src/domain/messages/Outbox';
import {
  orderNumberOf,
  ownerNewOrderMessage,
  shopperOrderMessage,
} from '../../../src/domain/messages/orderMessages';
import { hour, PLACED, placedOrder, through } from './placedOrder';

const context = {
  settings: { ...DEFAULT_SHOP_SETTINGS, email: 'owner@shop.example', returnWindowDays: 10 },
  origin: 'https://shop.example',
};
const order = placedOrder;

describe('the moments an order tells its shopper of', () => {
  it('are its placing and each status it reached, once each, in order', () => {
    const delivered = through(order(), ['confirmed', 'shipped', 'delivered']);
    expect(orderMoments(delivered).map((moment) => moment.event)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'delivered',
    ]);
  });

  it('include a verified UPI payment but not cash paid on delivery', () => {
    const upi = recordChange(order({ paymentMethod: 'upi' }), { paymentStatus: 'paid' }, hour(1), 'staff');
    expect(orderMoments(upi).map((moment) => moment.event)).toEqual(['placed', 'upiVerified']);
    const cod = recordChange(
      through(order(), ['confirmed', 'shipped', 'delivered']),
      { paymentStatus: 'paid' },
      hour(5),
      'staff',
    );
    expect(orderMoments(cod).map((moment) => moment.event)).not.toContain('upiVerified');
  });
});

describe('a moved delivery date and a corrected AWB', () => {
  const shipment = { courier: 'Delhivery', awb: 'AB12345678', trackingUrl: '' };
  const at = (n: number) => String(Date.parse(hour(n)));

  it('are told each time the shop makes one, by e-mail, naming the new date or the new AWB', () => {
    const promised = { ...order(), deliveryDays: 5 };
    const once = withDelay(
      promised,
      { by: '2026-11-20', reason: 'Delayed by the courier' },
      hour(1),
      'staff',
    );
    const twice = withDelay(
      once,
      { by: '2026-11-24', reason: 'Delayed by weather or road closures' },
      hour(2),
      'staff',
    );
    expect(orderOutboxEntries(once, PLACED, context, hour(9)).map((entry) => entry.id)).toContain(
      `order-order-1-delayed-${at(1)}-shopper`,
    );
    const [told] = orderOutboxEntries(twice, hour(1), context, hour(9));
    expect(told).toMatchObject({
      id: `order-order-1-delayed-${at(2)}-shopper`,
      subject: `Order ${orderNumberOf(twice)}: new delivery date`,
      whatsapp: null,
    });
    expect(told?.text).toContain('Delayed by weather or road closures: now by Tue, 24 Nov.');

    const shipped = withShipment(through(order(), ['confirmed']), shipment, hour(2), 'staff');
    const corrected = shipped && withShipment(shipped, { ...shipment, awb: 'AB87654321' }, hour(3), 'staff');
    expect(shipped?.shipment?.correctedAt).toBeUndefined();
    const entries = corrected ? orderOutboxEntries(corrected, hour(2), context, hour(9)) : [];
    expect(entries.map((entry) => entry.id)).toEqual([`order-order-1-shipmentCorrected-${at(3)}-shopper`]);
    expect(entries[0]?.text).toContain('Shipped with Delhivery, AWB AB87654321.');
  });
});

describe('the outbox entries of an order', () => {
  it('are one per moment after `since` for the shopper, and the owner hears of a new order', () => {
    const shipped = through(order(), ['confirmed', 'shipped']);
    const all = orderOutboxEntries(shipped, '2026-01-01T00:00:00.000Z', context, hour(9));
    expect(all.map((entry) => [entry.id, entry.to])).toEqual([
      ['order-order-1-placed-shopper', 'asha@example.in'],
      ['order-order-1-placed-owner', 'owner@shop.example'],
      ['order-order-1-confirmed-shopper', 'asha@example.in'],
      ['order-order-1-shipped-shopper', 'asha@example.in'],
    ]);
    expect(orderOutboxEntries(shipped, hour(1), context, hour(9)).map((entry) => entry.id)).toEqual([
      'order-order-1-shipped-shopper',
    ]);
    expect(all.every((entry) => entry.status === 'pending' && entry.attempts === 0)).toBe(true);
  });

  it('name each (order, event, audience) once, whatever the moves and however often they are worked out', () => {
    const moves = fc.array(fc.constantFrom<OrderStatus>('confirmed', 'shipped', 'delivered', 'cancelled'), {
      maxLength: 6,
    });
    fc.assert(
      fc.property(moves, (statuses) => {
        const moved = through(order(), statuses);
        const first = orderOutboxEntries(moved, '2000-01-01T00:00:00.000Z', context, hour(20));
        const again = orderOutboxEntries(moved, '2000-01-01T00:00:00.000Z', context, hour(30));
        const ids = first.map((entry) => entry.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(again.map((entry) => entry.id)).toEqual(ids);
        expect(first.filter((entry) => entry.audience === 'shopper')).toHaveLength(
          orderMoments(moved).length,
        );
      }),
    );
  });

  it('tell a shopper whose details were erased nothing', () => {
    const erased = order({ customerEmail: '', customerErasedAt: hour(1) });
    expect(
      orderOutboxEntries(erased, '2000-01-01T00:00:00.000Z', context, hour(2)).map((entry) => entry.audience),
    ).toEqual(['owner']);
  });
});

describe('the messages', () => {
  it('of a placed cash-on-delivery order give the price breakup, what to pay and the order link', () => {
    const placed = order();
    const message = shopperOrderMessage({ event: 'placed', at: PLACED, by: null }, placed, context);
    expect(message.subject).toMatch(/^Order #[0-9A-Z-]+ placed$/);
    expect(message.text).toContain(`Subtotal: ₹`);
    expect(message.text).toContain(`Pay ₹`);
    expect(message.text).toContain('in cash when it arrives.');
    expect(message.text).toContain('https://shop.example/orders/order-1');
    expect(message.text).toContain(DEFAULT_SHOP_SETTINGS.sellerLegalName || 'Sheesham Home');
  });

  it('of a delivered order give the last day to return, and of a confirmed one the invoice', () => {
    const delivered = shopperOrderMessage(
      { event: 'delivered', at: '2026-11-05T06:00:00.000Z', by: 'staff' },
      order(),
      context,
    );
    expect(delivered.text).toContain('You may ask for a return until 15 Nov 2026.');
    const confirmed = shopperOrderMessage({ event: 'confirmed', at: hour(1), by: 'staff' }, order(), context);
    expect(confirmed.link).toBe('/orders/order-1/invoice');
  });

  it('of a shipped order name the courier and AWB and where to track it, when the shop recorded them', () => {
    const shipment = {
      courier: 'Delhivery',
      awb: 'AB12345678',
      trackingUrl: 'https://www.delhivery.com/track/package/AB12345678',
    };
    const moment = { event: 'shipped' as const, at: hour(2), by: 'staff' };
    const shipped = shopperOrderMessage(moment, { ...order(), shipment }, context);
    expect(shipped.text).toContain(
      'Shipped with Delhivery, AWB AB12345678. Track it at https://www.delhivery.com/track/package/AB12345678',
    );
    const ownTeam = { ...shipment, courier: 'Our delivery team', trackingUrl: '' };
    expect(shopperOrderMessage(moment, { ...order(), shipment: ownTeam }, context).text).toMatch(
      /Shipped with Our delivery team, AWB AB12345678\.(?! Track)/,
    );
    expect(shopperOrderMessage(moment, order(), context).text).not.toContain('AWB');
  });

  it('show a name holding HTML or a script as text in the owner’s mail', () => {
    const sneaky = order({
      shippingAddress: { ...placedOrder().shippingAddress, name: '<script>alert("x")</script> <b>Asha</b>' },
    });
    const message = ownerNewOrderMessage(sneaky, context);
    expect(message.html).not.toContain('<script>');
    expect(message.html).not.toContain('<b>');
    expect(message.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;b&gt;Asha&lt;/b&gt;',
    );
    expect(message.text).toContain('<script>alert("x")</script> <b>Asha</b>');
  });
});

describe('the messages of an order paid online', () => {
  it('say to pay online within 30 minutes, never by UPI to the shop, and that a paid cancellation is refunded', () => {
    const online = { ...order(), paymentMethod: 'online' as const };
    const [placed] = orderMoments(online);
    const placedText = shopperOrderMessage(placed!, online, context).text;
    expect(placedText).toContain("online from the order's page within 30 minutes");
    expect(placedText).not.toMatch(/UTR|by UPI to/);
    expect(ownerNewOrderMessage(online, context).subject).toMatch(/, paid online$/);

    const paid = recordChange(online, { paymentStatus: 'paid' }, hour(1), 'owner@shop.example');
    const cancelled = recordChange(paid, { status: 'cancelled' }, hour(2), null);
    const moment = orderMoments(cancelled).find((each) => each.event === 'cancelled');
    expect(shopperOrderMessage(moment!, cancelled, context).text).toContain(
      'is refunded to the card, UPI or bank account it came from.',
    );
  });
});
