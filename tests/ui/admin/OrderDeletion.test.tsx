import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '../../../src/domain/orders/Order';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import type { TestApp } from '../helpers/testApp';
import { ADMIN, findToast, openAdmin, signedInAs } from './adminTestKit';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const demoOrder = async (app: TestApp, status: OrderStatus, invoiced: boolean) => {
  const { items } = await app.ports.orders.adminList({ pageSize: 50, status });
  const order = items.find((item) => Boolean(item.invoice) === invoiced);
  if (!order)
    throw new Error(`the demo data has a ${status} order ${invoiced ? 'with' : 'without'} an invoice`);
  return order;
};

const openOrder = async (app: TestApp, id: string) => {
  const user = userEvent.setup({ delay: null });
  const view = await openAdmin(app, '/admin/orders', 'Orders');
  await user.click(await screen.findByRole('button', { name: `Open order #${shortOrderId(id)}` }));
  const dialog = within(await screen.findByRole('dialog', { name: `Order #${shortOrderId(id)}` }));
  return { user, dialog, view };
};

describe('deleting an order', { timeout: 30_000 }, () => {
  it('the owner deletes a cancelled order that was never invoiced', async () => {
    const app = await signedInAs(ADMIN.email, ADMIN.password);
    const order = await demoOrder(app, 'cancelled', false);
    const { user, dialog } = await openOrder(app, order.id);
    const rows = screen.getAllByRole('button', { name: /^Open order /, hidden: true });
    const position = rows.findIndex(
      (row) => row.getAttribute('aria-label') === `Open order #${shortOrderId(order.id)}`,
    );
    const next = rows[position + 1]?.getAttribute('aria-label');
    if (!next) throw new Error('the demo data has an order listed after it');
    // Kept, the focus goes back into the order's detail.
    await user.click(dialog.getByRole('button', { name: 'Delete order' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete order' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Delete order' })).toHaveFocus());
    await user.click(dialog.getByRole('button', { name: 'Delete order' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete order' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await findToast('Order deleted successfully!');
    expect(await app.ports.orders.get(order.id)).toBeNull();
    // Deleted, its row is gone: the focus goes to the order now in its place, not to the page body.
    await waitFor(() => expect(screen.getByRole('button', { name: next })).toHaveFocus());
  });

  it('the owner is told why an open order, or one with its tax invoice, has no Delete', async () => {
    const app = await signedInAs(ADMIN.email, ADMIN.password);
    const pending = await demoOrder(app, 'pending', false);
    const { dialog, view } = await openOrder(app, pending.id);
    expect(dialog.getByText('Only a cancelled order can be deleted.')).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Delete order' })).toBeNull();
    view.unmount();

    const invoiced = await demoOrder(app, 'confirmed', true);
    await app.ports.orders.updateStatus(invoiced.id, 'cancelled', ADMIN.email);
    const { dialog: kept } = await openOrder(app, invoiced.id);
    expect(
      kept.getByText(/This order has a tax invoice, which the shop keeps for its GST records/),
    ).toBeVisible();
    expect(kept.queryByRole('button', { name: 'Delete order' })).toBeNull();
  });

  it('a manager or support is offered no Delete, even on a cancelled order never invoiced', async () => {
    for (const [email, password] of [
      ['manager@demo.shop', 'manager123'],
      ['support@demo.shop', 'support123'],
    ] as const) {
      const app = await signedInAs(email, password);
      const order = await demoOrder(app, 'cancelled', false);
      const { dialog, view } = await openOrder(app, order.id);
      expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
      expect(dialog.queryByRole('button', { name: 'Delete order' })).toBeNull();
      expect(dialog.queryByText('Only a cancelled order can be deleted.')).toBeNull();
      view.unmount();
    }
  });
});
