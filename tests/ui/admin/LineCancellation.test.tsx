import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/domain/orders/Order';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import type { TestApp } from '../helpers/testApp';
import { storeProduct } from '../account/checkoutHelpers';
import { ADDRESS } from '../../contracts/orders/orderRequests';
import { findToast, makeAdminApp, openAdmin } from './adminTestKit';

let app: TestApp;
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  app = await makeAdminApp();
});

const user = () => userEvent.setup({ delay: null });

/** A pending cash order of two stools and a table. */
const placeTwoLines = async (): Promise<Order> => {
  const stool = await storeProduct(app, { name: 'Bikaner Stool', price: 2000, stock: 5 });
  const table = await storeProduct(app, { name: 'Jaisalmer Table', price: 15000, stock: 3 });
  const placed = await app.ports.orders.placeOrder({
    orderId: 'orderTwoLines000000001',
    userId: 'shopper-two-lines',
    customerEmail: 'meena@example.in',
    lines: [
      { productId: stool.id, variantId: null, quantity: 2, expectedUnitPrice: 2000 },
      { productId: table.id, variantId: null, quantity: 1, expectedUnitPrice: 15000 },
    ],
    paymentMethod: 'cod',
    termsAccepted: true,
    shippingAddress: { ...ADDRESS },
  });
  if (!placed.ok) throw new Error(placed.error.code);
  return placed.value;
};

describe("cancelling one item of a pending order from the admin's order detail", { timeout: 20_000 }, () => {
  it('asks first, then takes the item off with its units back and a lower total; the last item stays', async () => {
    const order = await placeTwoLines();
    await openAdmin(app, '/admin/orders', 'Orders');
    await user().click(await screen.findByRole('button', { name: `Open order #${shortOrderId(order.id)}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Order #${shortOrderId(order.id)}` }));
    await user().click(dialog.getByRole('button', { name: 'Cancel 1 × Jaisalmer Table' }));
    const question = await screen.findByRole('alertdialog', { name: 'Cancel this item?' });
    expect(question).toHaveTextContent(
      "Cancel 1 × Jaisalmer Table? Its units go back in stock, and the order's total falls by ₹15,000.",
    );
    await user().click(within(question).getByRole('button', { name: 'Keep item' }));
    expect((await app.ports.orders.get(order.id))?.lines).toHaveLength(2);

    await user().click(await dialog.findByRole('button', { name: 'Cancel 1 × Jaisalmer Table' }));
    await user().click(
      within(await screen.findByRole('alertdialog', { name: 'Cancel this item?' })).getByRole('button', {
        name: 'Cancel item',
      }),
    );
    expect(
      await findToast('Item cancelled. Its units are back in stock, and the total is lower.'),
    ).toBeVisible();
    const lines = dialog.getByRole('list', { name: 'Order lines' });
    expect(within(lines).queryByText('Jaisalmer Table')).toBeNull();
    expect(
      within(dialog.getByRole('list', { name: 'Cancelled items' })).getByText(/1 × Jaisalmer Table/),
    ).toBeVisible();
    expect(dialog.getByText('Item cancelled')).toBeVisible();
    // The one item left goes only with the order.
    expect(dialog.queryByRole('button', { name: /^Cancel 2 × Bikaner Stool/ })).toBeNull();
    const stored = await app.ports.orders.get(order.id);
    expect(stored).toMatchObject({ subtotal: 4000, total: 4000 + order.shipping });
    expect((await app.ports.products.getById(order.lines[1]!.productId))?.stock).toBe(3);
  });
});
