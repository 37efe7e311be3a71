import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/domain/orders/Order';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import { formatDateTime } from '../../../src/domain/text/formatDateTime';
import type { TestApp } from '../helpers/testApp';
import { makeAdminApp, openAdmin } from './adminTestKit';

let app: TestApp;
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  app = await makeAdminApp();
});
afterEach(() => vi.restoreAllMocks());

const openOrderDialog = async (order: Order) => {
  const user = userEvent.setup({ delay: null });
  await openAdmin(app, '/admin/orders', 'Orders');
  await user.click(await screen.findByRole('button', { name: `Open order #${shortOrderId(order.id)}` }));
  return within(await screen.findByRole('dialog', { name: `Order #${shortOrderId(order.id)}` }));
};

const pendingDemoOrder = async (): Promise<Order> => {
  const [order] = (await app.ports.orders.adminList({ pageSize: 1, status: 'pending' })).items;
  if (!order) throw new Error('the demo data has a pending order');
  return order;
};

describe("the order's consent to the terms, in the admin's order detail", { timeout: 20_000 }, () => {
  it('says when the shopper accepted the terms', async () => {
    const order = await pendingDemoOrder();
    expect(order.termsAcceptedAt).toBe(order.createdAt);
    const dialog = await openOrderDialog(order);
    expect(dialog.getByTestId('terms-accepted')).toHaveTextContent(
      `Terms accepted ${formatDateTime(order.termsAcceptedAt ?? '')}`,
    );
  });

  it('says so, and invents no time, for an order placed before checkout asked', async () => {
    const order = await pendingDemoOrder();
    const { termsAcceptedAt: _accepted, ...older } = order;
    const repository = app.ports.orders;
    const list = repository.adminList.bind(repository);
    vi.spyOn(repository, 'adminList').mockImplementation(async (query) => {
      const page = await list(query);
      return { ...page, items: page.items.map((item) => (item.id === order.id ? older : item)) };
    });
    // The open order is followed live: stored that way too.
    const follow = repository.subscribe.bind(repository);
    vi.spyOn(repository, 'subscribe').mockImplementation((id, listener, onError) =>
      follow(id, (stored) => listener(stored?.id === order.id ? older : stored), onError),
    );
    const dialog = await openOrderDialog(order);
    expect(dialog.getByTestId('terms-accepted')).toHaveTextContent('Terms acceptance not recorded');
  });
});
