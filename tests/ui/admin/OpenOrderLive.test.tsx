import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import type { TestApp } from '../helpers/testApp';
import { makeAdminApp, openAdmin } from './adminTestKit';

let app: TestApp;
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  app = await makeAdminApp();
});
afterEach(() => vi.restoreAllMocks());

describe("the admin's open order", { timeout: 20_000 }, () => {
  it('follows what its shopper does meanwhile, without a Refresh, until it is closed', async () => {
    const user = userEvent.setup({ delay: null });
    const orders = app.ports.orders;
    const [order] = (await orders.adminList({ pageSize: 1, status: 'pending' })).items;
    if (!order) throw new Error('the demo data has a pending order');
    const follow = orders.subscribe.bind(orders);
    const stops: Array<() => void> = [];
    vi.spyOn(orders, 'subscribe').mockImplementation((id, listener, onError) => {
      const stop = vi.fn(follow(id, listener, onError));
      stops.push(stop);
      return stop;
    });
    await openAdmin(app, '/admin/orders', 'Orders');
    await user.click(await screen.findByRole('button', { name: `Open order #${shortOrderId(order.id)}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Order #${shortOrderId(order.id)}` }));
    expect(dialog.getByRole('button', { name: 'Mark as Confirmed' })).toBeVisible();

    expect(
      await orders.cancelOrder({ orderId: order.id, userId: order.userId, reason: 'Ordered twice' }),
    ).toMatchObject({
      ok: true,
    });
    expect(await dialog.findByText(/This order is cancelled/)).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Mark as Confirmed' })).toBeNull();

    expect(stops).toHaveLength(1);
    expect(stops[0]).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stops[0]).toHaveBeenCalledTimes(1);
  });
});
