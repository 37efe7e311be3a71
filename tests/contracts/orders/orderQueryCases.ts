import { expect, it } from 'vitest';
import type { Order } from '../../../src/domain/orders/Order';
import { RepositoryError } from '../../../src/domain/shared/errors';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import { pause } from '../support/timing';
import { testProduct } from '../support/testProduct';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { ADDRESS, line, request } from './orderRequests';

/** Places orders one after another, pausing so every backend gives them distinct createdAt instants. */
export const placeInSequence = async (
  h: OrderRepositoryHarness,
  specs: Array<{ userId: string; name?: string; id?: string }>,
): Promise<Order[]> => {
  await h.seedProducts([testProduct('stool', { price: 1500, stock: 1000 })]);
  const orders: Order[] = [];
  for (const spec of specs) {
    await h.setCounter(spec.userId, null);
    const result = await h.repository.placeOrder(
      request([line('stool', 1500)], {
        userId: spec.userId,
        shippingAddress: { ...ADDRESS, name: spec.name ?? ADDRESS.name },
        ...(spec.id ? { orderId: spec.id } : {}),
      }),
    );
    if (!result.ok) throw new Error(`fixture order failed: ${result.error.code}`);
    orders.push(result.value);
    await pause(3);
  }
  return orders;
};

const ids = (orders: Order[]): string[] => orders.map((order) => order.id);
/** The admin who makes the changes of these cases. */
const STAFF = 'admin@example.com';

/** Reads, listings, paging and admin updates. */
export const orderQueryCases = (harness: () => OrderRepositoryHarness): void => {
  it('gets null for an unknown id', async () => {
    expect(await harness().repository.get('nosuchorder')).toBeNull();
  });

  it("lists a user's orders newest first, at most `limit`, and no one else's", async () => {
    const h = harness();
    const [a1, , a2, a3] = await placeInSequence(h, [
      { userId: 'user-a' },
      { userId: 'user-b' },
      { userId: 'user-a' },
      { userId: 'user-a' },
    ]);
    expect(ids(await h.repository.listByUser('user-a', 10))).toEqual(ids([a3!, a2!, a1!]));
    expect(ids(await h.repository.listByUser('user-a', 2))).toEqual(ids([a3!, a2!]));
    expect(await h.repository.listByUser('user-c', 10)).toEqual([]);
  });

  it('pages the admin listing newest first with no gaps or repeats, ending with a null cursor', async () => {
    const h = harness();
    const placed = await placeInSequence(
      h,
      Array.from({ length: 7 }, (_, index) => ({ userId: `u${index % 2}` })),
    );
    const seen: Order[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await h.repository.adminList({ pageSize: 3, cursor });
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(ids(seen)).toEqual(ids([...placed].reverse()));
    const exact = await h.repository.adminList({ pageSize: 7 });
    expect(exact.nextCursor).toBeNull();
  });

  it('filters the admin listing by status, payment status and a search of id or shipping name', async () => {
    const h = harness();
    const [first, second, third] = await placeInSequence(h, [
      { userId: 'u1', name: 'Ravi Kumar', id: 'ORDERalpha01' },
      { userId: 'u2', name: 'Meera Nair', id: 'ORDERbeta02' },
      { userId: 'u3', name: 'Kumari Devi', id: 'ORDERgamma03' },
    ]);
    for (const status of ['confirmed', 'shipped'] as const)
      await h.repository.updateStatus(second!.id, status, STAFF);
    for (const status of ['confirmed', 'shipped', 'delivered'] as const) {
      await h.repository.updateStatus(third!.id, status, STAFF);
    }
    await h.repository.updatePaymentStatus(third!.id, 'paid', STAFF);
    const list = async (query: Parameters<typeof h.repository.adminList>[0]) =>
      ids((await h.repository.adminList(query)).items);
    expect(await list({ pageSize: 10, status: 'shipped' })).toEqual([second!.id]);
    expect(await list({ pageSize: 10, status: 'pending' })).toEqual([first!.id]);
    expect(await list({ pageSize: 10, paymentStatus: 'paid' })).toEqual([third!.id]);
    expect(await list({ pageSize: 10, status: 'pending', paymentStatus: 'pending' })).toEqual([first!.id]);
    expect(await list({ pageSize: 10, search: 'KUMAR' })).toEqual([third!.id, first!.id]);
    expect(await list({ pageSize: 10, search: 'beta0' })).toEqual([second!.id]);
    expect(await list({ pageSize: 10, search: 'nobody' })).toEqual([]);
    // The short id people read out (ShortOrderId), however it is typed.
    const quoted = shortOrderId(second!.id);
    expect(await list({ pageSize: 10, search: `#${quoted.toLowerCase()}` })).toContain(second!.id);
    expect(await list({ pageSize: 10, search: quoted.replace('-', ' ') })).toContain(second!.id);
  });

  it('lists orders created in [from, to) oldest first', async () => {
    const h = harness();
    const [o1, o2, o3, o4] = await placeInSequence(h, [
      { userId: 'a' },
      { userId: 'b' },
      { userId: 'a' },
      { userId: 'c' },
    ]);
    expect(ids(await h.repository.listCreatedBetween(o2!.createdAt, o4!.createdAt))).toEqual(ids([o2!, o3!]));
    expect(ids(await h.repository.listCreatedBetween(o1!.createdAt, o1!.createdAt))).toEqual([]);
  });

  it('updates status and payment status with a later updatedAt, and keeps the rest', async () => {
    const h = harness();
    const [order] = await placeInSequence(h, [{ userId: 'user-a' }]);
    await pause(5);
    await h.repository.updateStatus(order!.id, 'confirmed', STAFF);
    await h.repository.updateStatus(order!.id, 'shipped', STAFF);
    const shipped = await h.repository.updateStatus(order!.id, 'delivered', STAFF);
    const { history: _history, ...rest } = order!;
    expect(shipped).toMatchObject({ ...rest, status: 'delivered', updatedAt: shipped.updatedAt });
    expect(shipped.updatedAt > order!.updatedAt).toBe(true);
    await pause(5);
    // Cash on delivery is paid once delivered: the rules refuse it any earlier.
    const paid = await h.repository.updatePaymentStatus(order!.id, 'paid', STAFF);
    expect(paid).toMatchObject({ status: 'delivered', paymentStatus: 'paid', createdAt: order!.createdAt });
    expect(paid.updatedAt > shipped.updatedAt).toBe(true);
    expect(await h.repository.get(order!.id)).toEqual(paid);
  });

  it('throws RepositoryError REPO.NOT_FOUND when updating an unknown order', async () => {
    const { repository } = harness();
    await expect(repository.updateStatus('nosuchorder', 'confirmed', STAFF)).rejects.toBeInstanceOf(
      RepositoryError,
    );
    await expect(repository.updateStatus('nosuchorder', 'confirmed', STAFF)).rejects.toMatchObject({
      code: 'REPO.NOT_FOUND',
    });
    await expect(repository.updatePaymentStatus('nosuchorder', 'paid', STAFF)).rejects.toMatchObject({
      code: 'REPO.NOT_FOUND',
    });
  });

  it('deletes a cancelled order and ignores unknown ids', async () => {
    const h = harness();
    const [keep, drop] = await placeInSequence(h, [{ userId: 'a' }, { userId: 'a' }]);
    await h.repository.updateStatus(drop!.id, 'cancelled', STAFF);
    await h.repository.delete(drop!.id);
    await h.repository.delete('nosuchorder');
    expect(await h.repository.get(drop!.id)).toBeNull();
    expect(ids(await h.repository.listByUser('a', 10))).toEqual([keep!.id]);
  });

  it('refuses to delete an order not cancelled, or one with a tax invoice, and keeps it', async () => {
    const h = harness();
    const [open, invoiced] = await placeInSequence(h, [{ userId: 'a' }, { userId: 'b' }]);
    await expect(h.repository.delete(open!.id)).rejects.toMatchObject({ code: 'REPO.CONFLICT' });
    await h.repository.updateStatus(invoiced!.id, 'confirmed', STAFF);
    await h.repository.updateStatus(invoiced!.id, 'cancelled', STAFF);
    await expect(h.repository.delete(invoiced!.id)).rejects.toMatchObject({ code: 'REPO.CONFLICT' });
    expect(await h.repository.get(open!.id)).toMatchObject({ status: 'pending' });
    expect(await h.repository.get(invoiced!.id)).toMatchObject({
      status: 'cancelled',
      invoice: expect.objectContaining({ number: expect.any(String) }),
    });
  });
};
