import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDERS } from '../../../src/adapters/memory/placeOrderInMemory';
import type { Order } from '../../../src/domain/orders/Order';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import { pastOrder } from '../../support/pastOrder';
import type { TestApp } from '../helpers/testApp';
import { makeAdminApp, openAdmin } from './adminTestKit';

vi.setConfig({ testTimeout: 30_000 });

let app: TestApp;
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  app = await makeAdminApp();
});

/** A UPI order awaiting verification with `utr`, stored as orders were before each UTR was claimed by one order. */
const upiOrder = (id: string, userId: string, utr: string): Order => ({
  ...pastOrder(id, userId, new Date(Date.now() - 3_600_000).toISOString()),
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'upi',
  utr,
  utrAt: new Date().toISOString(),
});

const openOrder = async (order: Order) => {
  const user = userEvent.setup({ delay: null });
  await openAdmin(app, '/admin/orders', 'Orders');
  await user.click(await screen.findByRole('button', { name: `Open order #${shortOrderId(order.id)}` }));
  return within(await screen.findByRole('dialog', { name: `Order #${shortOrderId(order.id)}` }));
};

describe("the admin's order names another order reported with the same UTR", () => {
  it('warns on an order whose UTR another order also reports, naming that order', async () => {
    const first = upiOrder('utr-first', 'asha', '412345678901');
    const second = upiOrder('utr-second', 'ravi', '412345678901');
    const db = app.db;
    for (const order of [first, second]) db.set(ORDERS, order.id, { ...order });

    const dialog = await openOrder(first);
    expect(await dialog.findByTestId('utr-used')).toHaveTextContent(
      `This UTR is also reported on order #${shortOrderId(second.id)}. One payment pays one order`,
    );
  });
});
