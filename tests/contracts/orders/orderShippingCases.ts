import { expect, it } from 'vitest';
import type { Shipment } from '../../../src/domain/shipping/Shipment';
import { RepositoryError } from '../../../src/domain/shared/errors';
import { orderTimeline } from '../../../src/domain/orders/OrderTimeline';
import { promisedDeliveryDate } from '../../../src/domain/orders/OrderShipping';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { placeInSequence } from './orderQueryCases';

const STAFF = 'admin@example.com';
const DELHIVERY: Shipment = {
  courier: 'Delhivery',
  awb: 'AB123456789',
  trackingUrl: 'https://www.delhivery.com/track/package/AB123456789',
};

/** An order ships with its courier and AWB, which the shop can correct later. */
export const orderShippingCases = (harness: () => OrderRepositoryHarness): void => {
  it('ships a confirmed order with its courier and AWB, and reads them back', async () => {
    const h = harness();
    const [order] = await placeInSequence(h, [{ userId: 'user-a' }]);
    await h.repository.updateStatus(order!.id, 'confirmed', STAFF);
    const shipped = await h.repository.recordShipment(order!.id, DELHIVERY, STAFF);
    expect(shipped).toMatchObject({ status: 'shipped', shipment: DELHIVERY });
    expect(shipped.history.at(-1)).toMatchObject({ status: 'shipped', paymentStatus: 'pending' });
    expect(await h.repository.get(order!.id)).toEqual(shipped);
  });

  it('corrects the AWB of a shipped or delivered order without moving it, and the timeline shows no new step', async () => {
    const h = harness();
    const [order] = await placeInSequence(h, [{ userId: 'user-a' }]);
    await h.repository.updateStatus(order!.id, 'confirmed', STAFF);
    const shipped = await h.repository.recordShipment(order!.id, DELHIVERY, STAFF);
    const corrected = await h.repository.recordShipment(
      order!.id,
      {
        ...DELHIVERY,
        awb: 'AB123456780',
        trackingUrl: 'https://www.delhivery.com/track/package/AB123456780',
      },
      STAFF,
    );
    expect(corrected).toMatchObject({ status: 'shipped', shipment: { awb: 'AB123456780' } });
    expect(corrected.history).toHaveLength(shipped.history.length + 1);
    expect(orderTimeline(corrected).map((item) => item.event)).toEqual(
      orderTimeline(shipped).map((item) => item.event),
    );
    await h.repository.updateStatus(order!.id, 'delivered', STAFF);
    const own = { courier: 'Our delivery team', awb: 'SH-0001', trackingUrl: '' };
    expect(await h.repository.recordShipment(order!.id, own, STAFF)).toMatchObject({
      status: 'delivered',
      shipment: own,
    });
  });

  it('refuses a shipment for a pending or cancelled order, and for an unknown one', async () => {
    const h = harness();
    const [pending, cancelled] = await placeInSequence(h, [{ userId: 'user-a' }, { userId: 'user-b' }]);
    await h.repository.updateStatus(cancelled!.id, 'cancelled', STAFF);
    for (const id of [pending!.id, cancelled!.id])
      await expect(h.repository.recordShipment(id, DELHIVERY, STAFF)).rejects.toMatchObject({
        code: 'REPO.CONFLICT',
      });
    await expect(h.repository.recordShipment('nosuchorder', DELHIVERY, STAFF)).rejects.toBeInstanceOf(
      RepositoryError,
    );
    expect((await h.repository.get(pending!.id))?.shipment).toBeUndefined();
  });

  it('moves a promised date later with its reason, never sooner, and not once the order is delivered', async () => {
    const h = harness();
    const [order] = await placeInSequence(h, [{ userId: 'user-a' }]);
    const promised = promisedDeliveryDate(order!);
    if (!promised) throw new Error('a placed order keeps its promise');
    const later = new Date(Date.parse(`${promised}T00:00:00.000Z`) + 3 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const delayed = await h.repository.delayDelivery(
      order!.id,
      { by: later, reason: 'Delayed by the courier' },
      STAFF,
    );
    expect(delayed).toMatchObject({ status: 'pending', deliveryDelay: { by: later } });
    expect(await h.repository.get(order!.id)).toEqual(delayed);
    await expect(
      h.repository.delayDelivery(order!.id, { by: promised, reason: 'Delayed by the courier' }, STAFF),
    ).rejects.toMatchObject({ code: 'REPO.CONFLICT' });
    await h.repository.updateStatus(order!.id, 'confirmed', STAFF);
    await h.repository.recordShipment(order!.id, DELHIVERY, STAFF);
    await h.repository.updateStatus(order!.id, 'delivered', STAFF);
    const evenLater = new Date(Date.parse(`${later}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
    await expect(
      h.repository.delayDelivery(order!.id, { by: evenLater, reason: 'Delayed by the courier' }, STAFF),
    ).rejects.toMatchObject({ code: 'REPO.CONFLICT' });
  });
};
