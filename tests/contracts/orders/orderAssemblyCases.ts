import { expect, it } from 'vitest';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { TEST_ZONES } from './orderRequests';
import { placeChairsAndSofa, stockedChair, stockedSofa } from './stockedProducts';

const STAFF = 'admin@example.com';
/** The chair assembled at ₹299 a piece, the sofa for free. */
const ASSEMBLED = [
  { ...stockedChair, assemblyCharge: 299 },
  { ...stockedSofa, assemblyCharge: 0 },
];

/** The shopper books assembly on their pending order (OrderRepository.bookAssembly): charges on the lines, totals up. */
export const orderAssemblyCases = (harness: () => OrderRepositoryHarness): void => {
  it('puts each product’s charge on its line, raises the totals and the open cash value by them, once', async () => {
    const { h, order } = await placeChairsAndSofa(harness, 'asha', ASSEMBLED);
    const booked = await h.repository.bookAssembly({ orderId: order.id, userId: 'asha' });
    if (!booked.ok) throw new Error(booked.error.code);
    expect(booked.value).toMatchObject({
      lines: [
        { ...order.lines[0], assemblyCharge: 299 },
        { ...order.lines[1], assemblyCharge: 0 },
      ],
      subtotal: order.subtotal + 598,
      shipping: order.shipping,
      total: order.total + 598,
    });
    expect(Date.parse(booked.value.assemblyBookedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(order.createdAt),
    );
    expect(await h.repository.get(order.id)).toEqual(booked.value);
    expect(await h.counterOf('asha')).toMatchObject({ openOrders: 1, openCodValue: order.total + 598 });
    expect(await h.repository.bookAssembly({ orderId: order.id, userId: 'asha' })).toEqual({
      ok: false,
      error: { code: 'ASSEMBLY.ALREADY_BOOKED' },
    });
  });

  it('refuses another shopper’s order, a confirmed one and one needing no assembly, changing nothing', async () => {
    const { h, order } = await placeChairsAndSofa(harness, 'ravi', ASSEMBLED);
    expect(await h.repository.bookAssembly({ orderId: order.id, userId: 'meera' })).toMatchObject({
      ok: false,
      error: { code: 'ASSEMBLY.ORDER_NOT_FOUND' },
    });
    await h.repository.updateStatus(order.id, 'confirmed', STAFF);
    expect(await h.repository.bookAssembly({ orderId: order.id, userId: 'ravi' })).toMatchObject({
      ok: false,
      error: { code: 'ASSEMBLY.NOT_PENDING', status: 'confirmed' },
    });
    expect((await h.repository.get(order.id))?.total).toBe(order.total);

    const { h: plain, order: unassembled } = await placeChairsAndSofa(harness, 'kavya');
    expect(await plain.repository.bookAssembly({ orderId: unassembled.id, userId: 'kavya' })).toEqual({
      ok: false,
      error: { code: 'ASSEMBLY.NOTHING_TO_ASSEMBLE' },
    });
    expect(await plain.repository.get(unassembled.id)).toEqual(unassembled);
  });

  it('books only what products still sold ask: one withdrawn since the order is left as it was', async () => {
    const { h, order } = await placeChairsAndSofa(harness, 'divya', ASSEMBLED);
    await h.seedProducts([{ ...ASSEMBLED[1]!, isActive: false }]);
    const booked = await h.repository.bookAssembly({ orderId: order.id, userId: 'divya' });
    if (!booked.ok) throw new Error(booked.error.code);
    expect(booked.value.lines).toEqual([{ ...order.lines[0], assemblyCharge: 299 }, order.lines[1]]);
    expect(booked.value.total).toBe(order.total + 598);
  });

  it('refuses a cash order the charges would take above its zone’s cash limit', async () => {
    const { h, order } = await placeChairsAndSofa(harness, 'neha', ASSEMBLED);
    await h.seedZones(TEST_ZONES.map((zone) => ({ ...zone, codLimit: order.total + 500 })));
    expect(await h.repository.bookAssembly({ orderId: order.id, userId: 'neha' })).toEqual({
      ok: false,
      error: { code: 'ASSEMBLY.COD_ABOVE_ZONE_LIMIT', limit: order.total + 500 },
    });
    expect(await h.repository.get(order.id)).toEqual(order);
  });
};
