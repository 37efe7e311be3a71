import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDERS } from '../../../src/adapters/memory/placeOrderInMemory';
import type { Order } from '../../../src/domain/orders/Order';
import { erasureDueAt } from '../../../src/domain/accounts/OrderErasure';
import { pastOrder } from '../../support/pastOrder';
import type { TestApp } from '../helpers/testApp';
import { findToast, makeAdminApp, openAdmin } from './adminTestKit';

vi.setConfig({ testTimeout: 30_000 });

let app: TestApp;
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  app = await makeAdminApp();
});
afterEach(() => vi.restoreAllMocks());

/** An order of a deleted account, marked when its shopper asked, placed `createdAt`. */
const keptOrder = (id: string, createdAt: string): Order => ({
  ...pastOrder(id, 'gone-shopper', createdAt),
  erasureRequestedAt: '2026-01-05T10:00:00.000Z',
  erasureDueAt: erasureDueAt(createdAt),
});

const seedOrders = (orders: Order[]): void => {
  const db = app.db;
  for (const order of orders) db.set(ORDERS, order.id, { ...order });
};
const stored = (id: string): Order | null => app.db.peek<Order>(ORDERS, id);

describe("the Customers screen's erasure of expired customer details", () => {
  it('counts the orders past their retention, asks first, erases exactly those, and logs it', async () => {
    seedOrders([
      keptOrder('old-one', '2015-02-01T10:00:00.000Z'),
      keptOrder('old-two', '2016-07-01T10:00:00.000Z'),
      keptOrder('recent', '2025-07-01T10:00:00.000Z'),
    ]);
    const user = userEvent.setup({ delay: null });
    await openAdmin(app, '/admin/customers', 'Customers');
    const button = await screen.findByRole('button', { name: 'Erase expired customer details (2)' });

    await user.click(button);
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Erase expired customer details?' }),
    );
    expect(
      dialog.getByText(/2 orders of deleted accounts have been kept the 8 years the law requires/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep for now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(stored('old-one')?.customerEmail).toBe('gone-shopper@example.com');

    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Erase details' }));
    await findToast('Erased the customer details of 2 orders.');
    expect(await screen.findByRole('button', { name: 'Erase expired customer details (0)' })).toBeDisabled();
    for (const id of ['old-one', 'old-two'])
      expect(stored(id)).toMatchObject({
        customerEmail: '',
        shippingAddress: { name: 'Deleted customer', phone: '', line1: '', state: 'Rajasthan' },
      });
    expect(stored('recent')).toMatchObject({ customerEmail: 'gone-shopper@example.com' });

    const { items } = await app.ports.activity.list({ kind: 'order', pageSize: 5 });
    expect(items[0]?.targets.map((target) => target.id).sort()).toEqual(['old-one', 'old-two']);
    expect(items[0]?.by.name).toBeTruthy();
  });

  it('offers nothing to erase in a shop where no deleted account is past its retention', async () => {
    await openAdmin(app, '/admin/customers', 'Customers');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Erase expired customer details (0)' })).toBeDisabled(),
    );
  });
});
