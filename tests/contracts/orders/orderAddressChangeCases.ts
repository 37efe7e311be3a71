import { expect, it } from 'vitest';
import type { DeliveryZone } from '../../../src/domain/checkout/DeliveryZones';
import type { Order, ShippingAddress } from '../../../src/domain/orders/Order';
import { testProduct } from '../support/testProduct';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { ADDRESS, addressAt, line, request, TEST_ZONES } from './orderRequests';

const STAFF = 'admin@example.com';
const stool = testProduct('stool', { name: 'Bikaner Stool', price: 2000, stock: 50 });
/** Hyderabad (500): couriers take 20 working days, longer than TEST_ZONES' India (12). */
const HYDERABAD: DeliveryZone = {
  id: 'hyderabad',
  name: 'Hyderabad',
  prefixes: ['500'],
  minDays: 10,
  maxDays: 20,
  codAllowed: true,
  codLimit: 100000,
};
const NEIGHBOUR: ShippingAddress = {
  ...ADDRESS,
  name: 'Ravi Verma',
  phone: '9123456780',
  line1: '14 MG Road',
};

/** The shopper changes where their order goes until it ships (OrderRepository.changeAddress). */
export const orderAddressChangeCases = (harness: () => OrderRepositoryHarness): void => {
  const shop = async (): Promise<OrderRepositoryHarness> => {
    const h = harness();
    await h.seedProducts([stool]);
    await h.seedZones([...TEST_ZONES, HYDERABAD]);
    return h;
  };
  const place = async (h: OrderRepositoryHarness, userId: string, quantity = 1): Promise<Order> => {
    const placed = await h.repository.placeOrder(request([line('stool', 2000, quantity)], { userId }));
    if (!placed.ok) throw new Error(placed.error.code);
    return placed.value;
  };
  const change = (h: OrderRepositoryHarness, order: Order, address: ShippingAddress, userId = order.userId) =>
    h.repository.changeAddress({ orderId: order.id, userId, address });

  it('sends the shopper’s own open order to a new address and phone, and records when', async () => {
    const h = await shop();
    const order = await place(h, 'asha');
    expect(await change(h, order, NEIGHBOUR, 'ravi')).toEqual({
      ok: false,
      error: { code: 'ADDRESS_CHANGE.ORDER_NOT_FOUND' },
    });
    const changed = await change(h, order, NEIGHBOUR);
    expect(changed).toMatchObject({ ok: true, value: { shippingAddress: NEIGHBOUR } });
    const stored = await h.repository.get(order.id);
    expect(stored).toMatchObject({ shippingAddress: NEIGHBOUR, total: order.total, status: 'pending' });
    expect(stored?.addressChangedAt).toHaveLength(1);
    expect(Date.parse(stored?.addressChangedAt?.[0] ?? '')).toBeGreaterThanOrEqual(
      Date.parse(order.createdAt),
    );
    expect(stored?.deliveryDays).toBe(order.deliveryDays);
  });

  it('keeps the old address when the new pincode is not served or cannot take the cash order', async () => {
    const h = await shop();
    const order = await place(h, 'asha', 3);
    for (const [address, error] of [
      [
        addressAt('744101', 'Andaman and Nicobar Islands'),
        { code: 'ADDRESS_CHANGE.NOT_DELIVERABLE', pincode: '744101' },
      ],
      [addressAt('781001', 'Assam'), { code: 'ADDRESS_CHANGE.COD_UNAVAILABLE' }],
      [addressAt('400001', 'Maharashtra'), { code: 'ADDRESS_CHANGE.COD_ABOVE_ZONE_LIMIT', limit: 5000 }],
    ] as const) {
      expect(await change(h, order, address)).toEqual({ ok: false, error });
    }
    expect(await h.repository.get(order.id)).toMatchObject({ shippingAddress: ADDRESS });
    expect((await h.repository.get(order.id))?.addressChangedAt).toBeUndefined();
  });

  it('moves the promise of delivery later when the new zone takes longer', async () => {
    const h = await shop();
    const order = await place(h, 'asha');
    const changed = await change(h, order, addressAt('500001', 'Telangana'));
    expect(changed.ok).toBe(true);
    expect((await h.repository.get(order.id))?.deliveryDays).toBe(20);
  });

  it('keeps an invoiced order in the state its invoice names, and changes nothing once shipped', async () => {
    const h = await shop();
    const order = await place(h, 'asha');
    await h.repository.updateStatus(order.id, 'confirmed', STAFF);
    expect(await change(h, order, addressAt('500001', 'Telangana'))).toEqual({
      ok: false,
      error: { code: 'ADDRESS_CHANGE.OTHER_STATE', state: 'Rajasthan' },
    });
    expect((await change(h, order, NEIGHBOUR)).ok).toBe(true);
    await h.repository.recordShipment(
      order.id,
      { courier: 'Delhivery', awb: 'DL12345678', trackingUrl: '' },
      STAFF,
    );
    expect(await change(h, order, ADDRESS)).toEqual({
      ok: false,
      error: { code: 'ADDRESS_CHANGE.NOT_OPEN', status: 'shipped' },
    });
    expect(await h.repository.get(order.id)).toMatchObject({ shippingAddress: NEIGHBOUR });
  });

  it('allows three changes, and no fourth', async () => {
    const h = await shop();
    const order = await place(h, 'asha');
    for (const address of [NEIGHBOUR, ADDRESS, NEIGHBOUR])
      expect((await change(h, order, address)).ok).toBe(true);
    expect(await change(h, order, ADDRESS)).toEqual({
      ok: false,
      error: { code: 'ADDRESS_CHANGE.TOO_MANY', max: 3 },
    });
    expect((await h.repository.get(order.id))?.addressChangedAt).toHaveLength(3);
  });
};
