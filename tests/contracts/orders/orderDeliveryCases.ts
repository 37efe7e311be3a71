import { expect, it } from 'vitest';
import { notPaidWithin } from '../../../src/domain/checkout/deliveryMessages';
import { deliveryDate } from '../../../src/domain/checkout/DeliveryZones';
import { promisedDeliveryDate } from '../../../src/domain/orders/OrderShipping';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../../src/domain/settings/ShopSettings';
import { testProduct } from '../support/testProduct';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { addressAt, line, request } from './orderRequests';

const STAFF = 'admin@example.com';
const lamp = testProduct('lamp', { name: 'Brass Lamp', price: 3000, stock: 20 });
const UPI_SHOP: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  upiId: 'sheesham.test@fictitious',
  upiPayeeName: 'Sheesham Test (fictitious)',
};

/** Delivery zones and payment methods at checkout, and the UPI payment the shopper reports and the shop verifies. */
export const orderDeliveryCases = (harness: () => OrderRepositoryHarness): void => {
  const shop = async (settings: ShopSettings = UPI_SHOP): Promise<OrderRepositoryHarness> => {
    const h = harness();
    await h.seedProducts([lamp]);
    await h.seedSettings(settings);
    return h;
  };

  it('refuses a pincode no zone serves, and takes nothing from stock', async () => {
    const h = await shop();
    const refused = await h.repository.placeOrder(
      request([line('lamp', 3000)], { shippingAddress: addressAt('744101', 'Andaman and Nicobar Islands') }),
    );
    expect(refused).toEqual({ ok: false, error: { code: 'ORDER.NOT_DELIVERABLE', pincode: '744101' } });
    expect(await h.stockOf('lamp')).toBe(20);
  });

  it('refuses a state the pincode is not in (the invoice’s place of supply), and takes nothing from stock', async () => {
    const h = await shop();
    const refused = await h.repository.placeOrder(
      request([line('lamp', 3000)], { shippingAddress: addressAt('560025', 'Rajasthan') }),
    );
    expect(refused).toEqual({
      ok: false,
      error: { code: 'ORDER.STATE_NOT_OF_PINCODE', states: ['Karnataka'], state: 'Rajasthan' },
    });
    expect(await h.stockOf('lamp')).toBe(20);
    const twin = await h.repository.placeOrder(
      request([line('lamp', 3000)], { shippingAddress: addressAt('560025', 'Karnataka') }),
    );
    expect(twin.ok).toBe(true);
  });

  it('takes cash on delivery only where the zone allows it, up to its limit; UPI wherever the shop delivers', async () => {
    const h = await shop();
    const northEast = request([line('lamp', 3000)], { shippingAddress: addressAt('781001', 'Assam') });
    expect(await h.repository.placeOrder(northEast)).toEqual({
      ok: false,
      error: { code: 'ORDER.COD_UNAVAILABLE' },
    });
    const mumbai = request([line('lamp', 3000, 2)], { shippingAddress: addressAt('400001', 'Maharashtra') });
    expect(await h.repository.placeOrder(mumbai)).toEqual({
      ok: false,
      error: { code: 'ORDER.COD_ABOVE_ZONE_LIMIT', limit: 5000 },
    });
    const within = await h.repository.placeOrder(
      request([line('lamp', 3000)], { shippingAddress: addressAt('400001', 'Maharashtra') }),
    );
    expect(within).toMatchObject({ ok: true, value: { paymentMethod: 'cod', total: 3499 } });
    const prepaid = await h.repository.placeOrder({ ...northEast, paymentMethod: 'upi' });
    expect(prepaid).toMatchObject({
      ok: true,
      value: { paymentMethod: 'upi', paymentStatus: 'pending', status: 'pending' },
    });
    expect(await h.stockOf('lamp')).toBe(18);
  });

  it('offers UPI only once the shop has named its UPI ID and payee', async () => {
    const h = await shop(DEFAULT_SHOP_SETTINGS);
    expect(await h.repository.placeOrder(request([line('lamp', 3000)], { paymentMethod: 'upi' }))).toEqual({
      ok: false,
      error: { code: 'ORDER.UPI_UNAVAILABLE' },
    });
  });

  it("promises the days of the order's zone from its placing, Sundays not counted, and keeps the promise", async () => {
    const h = await shop();
    const mumbai = await h.repository.placeOrder(
      request([line('lamp', 3000)], { shippingAddress: addressAt('400020', 'Maharashtra') }),
    );
    const jaipur = await h.repository.placeOrder(
      request([line('lamp', 3000)], { shippingAddress: addressAt('302001', 'Rajasthan') }),
    );
    if (!mumbai.ok || !jaipur.ok) throw new Error('both orders are deliverable');
    expect([mumbai.value.deliveryDays, jaipur.value.deliveryDays]).toEqual([8, 12]);
    expect(promisedDeliveryDate(mumbai.value)).toBe(deliveryDate(mumbai.value.createdAt, 8));
    expect((await h.repository.get(jaipur.value.id))?.deliveryDays).toBe(12);
  });

  it('follows a zone table changed since: the next order meets the new zones', async () => {
    const h = await shop();
    await h.seedZones([
      {
        id: 'jodhpur',
        name: 'Jodhpur',
        prefixes: ['342'],
        minDays: 2,
        maxDays: 3,
        codAllowed: true,
        codLimit: 500,
      },
    ]);
    expect(await h.repository.placeOrder(request([line('lamp', 3000)]))).toMatchObject({
      ok: false,
      error: { code: 'ORDER.NOT_DELIVERABLE' },
    });
    expect(
      await h.repository.placeOrder(request([line('lamp', 3000)], { shippingAddress: addressAt('342001') })),
    ).toEqual({ ok: false, error: { code: 'ORDER.COD_ABOVE_ZONE_LIMIT', limit: 500 } });
  });

  it('takes the UTR of a UPI order once, from its own shopper only; the shop then marks it paid', async () => {
    const h = await shop();
    const placed = await h.repository.placeOrder(
      request([line('lamp', 3000)], { userId: 'ravi', paymentMethod: 'upi' }),
    );
    if (!placed.ok) throw new Error(placed.error.code);
    const orderId = placed.value.id;
    expect(await h.repository.reportUpiPayment({ orderId, userId: 'ravi', utr: '12345' })).toEqual({
      ok: false,
      error: { code: 'PAYMENT.INVALID_UTR' },
    });
    expect(await h.repository.reportUpiPayment({ orderId, userId: 'meera', utr: '412345678901' })).toEqual({
      ok: false,
      error: { code: 'PAYMENT.ORDER_NOT_FOUND' },
    });
    const reported = await h.repository.reportUpiPayment({ orderId, userId: 'ravi', utr: '412345678901' });
    expect(reported).toMatchObject({
      ok: true,
      value: { utr: '412345678901', paymentStatus: 'pending', status: 'pending' },
    });
    expect(reported.ok && Date.parse(reported.value.utrAt ?? '')).toBeGreaterThan(0);
    expect(await h.repository.reportUpiPayment({ orderId, userId: 'ravi', utr: '999999999999' })).toEqual({
      ok: false,
      error: { code: 'PAYMENT.NOT_AWAITED' },
    });
    const paid = await h.repository.updatePaymentStatus(orderId, 'paid', STAFF);
    expect(paid).toMatchObject({ paymentStatus: 'paid', utr: '412345678901' });
    expect((await h.repository.get(orderId))?.history.at(-1)).toMatchObject({ paymentStatus: 'paid' });
  });

  it("refuses the UTR of a UPI order once the shop's payment window has passed; it is then cancelled and restocked", async () => {
    const h = await shop({ ...UPI_SHOP, paymentWindowHours: 6 });
    const placed = await h.repository.placeOrder(
      request([line('lamp', 3000)], { userId: 'ravi', paymentMethod: 'upi' }),
    );
    if (!placed.ok) throw new Error(placed.error.code);
    const stock = await h.stockOf('lamp');
    // Placed six hours and a minute before the backend's clock says it was.
    const sixHoursAgo = new Date(Date.parse(placed.value.createdAt) - 6 * 3_600_000 - 60_000).toISOString();
    await h.seedOrder({ ...placed.value, createdAt: sixHoursAgo, updatedAt: sixHoursAgo });
    const orderId = placed.value.id;
    expect(await h.repository.reportUpiPayment({ orderId, userId: 'ravi', utr: '412345678901' })).toEqual({
      ok: false,
      error: { code: 'PAYMENT.WINDOW_CLOSED', hours: 6 },
    });
    const reason = notPaidWithin(6);
    expect(await h.repository.cancelOrder({ orderId, userId: 'ravi', reason })).toMatchObject({
      ok: true,
      value: { status: 'cancelled', cancelReason: 'Not paid by UPI within 6 hours' },
    });
    expect(await h.stockOf('lamp')).toBe(stock + 1);
  });

  it('refuses one UTR for a second order, whoever reports it; staff find the order that holds it', async () => {
    const h = await shop();
    const ravi = await h.repository.placeOrder(
      request([line('lamp', 3000)], { userId: 'ravi', paymentMethod: 'upi' }),
    );
    const asha = await h.repository.placeOrder(
      request([line('lamp', 3000)], { userId: 'asha', paymentMethod: 'upi' }),
    );
    if (!ravi.ok || !asha.ok) throw new Error('not placed');
    const utr = '412345678901';
    expect(
      await h.repository.reportUpiPayment({ orderId: ravi.value.id, userId: 'ravi', utr }),
    ).toMatchObject({
      ok: true,
    });
    expect(await h.repository.reportUpiPayment({ orderId: asha.value.id, userId: 'asha', utr })).toEqual({
      ok: false,
      error: { code: 'PAYMENT.UTR_USED' },
    });
    expect((await h.repository.get(asha.value.id))?.utr).toBeUndefined();
    expect(
      await h.repository.reportUpiPayment({ orderId: asha.value.id, userId: 'asha', utr: '412345678902' }),
    ).toMatchObject({ ok: true, value: { utr: '412345678902' } });
    expect((await h.repository.ordersWithUtr(utr)).map((order) => order.id)).toEqual([ravi.value.id]);
    expect(await h.repository.ordersWithUtr('999999999999')).toEqual([]);
  });

  it('lets the shop record a UPI payment as not received; a cash order takes no UTR', async () => {
    const h = await shop();
    const upi = await h.repository.placeOrder(
      request([line('lamp', 3000)], { userId: 'ravi', paymentMethod: 'upi' }),
    );
    const cod = await h.repository.placeOrder(request([line('lamp', 3000)], { userId: 'asha' }));
    if (!upi.ok || !cod.ok) throw new Error('not placed');
    await h.repository.reportUpiPayment({ orderId: upi.value.id, userId: 'ravi', utr: '412345678901' });
    expect(await h.repository.updatePaymentStatus(upi.value.id, 'failed', STAFF)).toMatchObject({
      paymentStatus: 'failed',
      status: 'pending',
    });
    expect(
      await h.repository.reportUpiPayment({ orderId: cod.value.id, userId: 'asha', utr: '412345678902' }),
    ).toEqual({ ok: false, error: { code: 'PAYMENT.NOT_AWAITED' } });
  });
};
