import { expect, it } from 'vitest';
import { codDueByCourier } from '../../../src/domain/orders/CodRemittance';
import { indiaDay } from '../../../src/domain/shared/CsvCells';
import { testProduct } from '../support/testProduct';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { line, request } from './orderRequests';

const STAFF = 'admin@example.com';
const stool = testProduct('stool', { name: 'Bikaner Stool', price: 2000, stock: 50 });
const DELHIVERY = { courier: 'Delhivery', awb: 'DL12345678', trackingUrl: '' };

/** Cash on delivery, reconciled: the cash collected when a cash order is paid, and the courier's payment of it. */
export const orderCodRemittanceCases = (harness: () => OrderRepositoryHarness): void => {
  /** A cash order of `userId`, shipped with Delhivery, delivered and paid at the door. */
  const collected = async (h: OrderRepositoryHarness, userId: string) => {
    const placed = await h.repository.placeOrder(request([line('stool', 2000)], { userId }));
    if (!placed.ok) throw new Error(placed.error.code);
    const id = placed.value.id;
    await h.repository.updateStatus(id, 'confirmed', STAFF);
    await h.repository.recordShipment(id, DELHIVERY, STAFF);
    await h.repository.updateStatus(id, 'delivered', STAFF);
    return h.repository.updatePaymentStatus(id, 'paid', STAFF);
  };
  const today = (order: { createdAt: string }) => indiaDay(order.createdAt);

  it('records the cash collected when a cash order is paid, to be paid over by its courier', async () => {
    const h = harness();
    await h.seedProducts([stool]);
    const order = await collected(h, 'asha');
    expect(order).toMatchObject({ codCollected: order.total, codToRemit: true });
    expect(order.codRemittance).toBeUndefined();
    const due = codDueByCourier(await h.repository.codToRemit());
    expect(due).toEqual([
      { courier: 'Delhivery', orders: [expect.objectContaining({ id: order.id })], amount: order.total },
    ]);
  });

  it('records the courier’s payment against its orders, which then are no longer due', async () => {
    const h = harness();
    await h.seedProducts([stool]);
    const first = await collected(h, 'asha');
    const second = await collected(h, 'ravi');
    const amount = first.total + second.total;
    const remittance = { reference: 'DLV-REM-0042', date: today(first), amount };
    await expect(
      h.repository.recordRemittance([first.id, second.id], { ...remittance, amount: amount - 1 }),
    ).rejects.toMatchObject({ code: 'REPO.CONFLICT' });
    expect(await h.repository.codToRemit()).toHaveLength(2);
    await h.repository.recordRemittance([first.id, second.id], remittance);
    expect(await h.repository.codToRemit()).toEqual([]);
    const stored = await h.repository.get(first.id);
    expect(stored).toMatchObject({ codCollected: first.total, codRemittance: remittance });
    expect(stored?.codToRemit).toBeUndefined();
    // Once paid over, an order is not paid over again.
    await expect(
      h.repository.recordRemittance([first.id], { ...remittance, amount: first.total }),
    ).rejects.toMatchObject({ code: 'REPO.CONFLICT' });
  });

  it('collects nothing on a cash order not paid yet', async () => {
    const h = harness();
    await h.seedProducts([stool]);
    const placed = await h.repository.placeOrder(request([line('stool', 2000)], { userId: 'meera' }));
    if (!placed.ok) throw new Error(placed.error.code);
    const delivered = await h.repository.updateStatus(placed.value.id, 'confirmed', STAFF);
    expect(delivered.codCollected).toBeUndefined();
    expect(await h.repository.codToRemit()).toEqual([]);
  });
};
