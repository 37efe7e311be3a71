import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/domain/orders/Order';
import { renderApp, type TestApp } from '../helpers/testApp';
import { handClockAppEachTest } from '../helpers/handClockApp';
import { firstLineStock, placeOrderOf, signInShopper, switchToAdmin } from './checkoutHelpers';

vi.setConfig({ testTimeout: 30_000 });

const PLACED_AT = Date.parse('2026-12-02T04:30:00.000Z');
const HOUR = 3_600_000;
const shop = handClockAppEachTest(PLACED_AT, () =>
  Promise.all([
    import('../../../src/ui/shop/orders/OrdersPage'),
    import('../../../src/ui/shop/orders/OrderDetailPage'),
    import('../../../src/ui/admin/orders/OrdersPage'),
  ]),
);

const placeUpiOrder = (app: TestApp): Promise<Order> =>
  placeOrderOf(
    app,
    'orderUpiWindow000000001',
    { name: 'Jaisalmer Stool', price: 4000, stock: 5 },
    { quantity: 2, paymentMethod: 'upi' },
  );

describe('the UPI payment window', () => {
  it('tells the shopper how long they have to pay, and by when', async () => {
    const app = shop.app();
    await signInShopper(app);
    const order = await placeUpiOrder(app);
    shop.moveTo(HOUR);
    renderApp(app, `/orders/${order.id}`);
    const panel = await screen.findByRole('region', { name: /^Pay ₹[\d,]+ with UPI$/ });
    expect(within(panel).getByTestId('upi-deadline')).toHaveTextContent(
      /^Pay within 24 hours, or the order is cancelled and its stock released: by 3 Dec 2026, 10:00\s?am\.$/i,
    );
    expect(within(panel).getByRole('button', { name: 'I have paid' })).toBeVisible();
  });

  it("cancels the shopper's unpaid order once the window has passed, when their orders are next read", async () => {
    const app = shop.app();
    await signInShopper(app);
    const order = await placeUpiOrder(app);
    expect(await firstLineStock(app, order)).toBe(3);
    shop.moveTo(24 * HOUR);
    renderApp(app, '/orders');
    await waitFor(async () =>
      expect(await app.ports.orders.get(order.id)).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Not paid by UPI within 24 hours',
      }),
    );
    expect(await firstLineStock(app, order)).toBe(5);
    await waitFor(() => expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Cancelled'));
  });

  it('leaves an order alone a moment before its window ends, and one whose UTR was reported', async () => {
    const app = shop.app();
    await signInShopper(app);
    const order = await placeUpiOrder(app);
    shop.moveTo(24 * HOUR - 60_000);
    renderApp(app, '/orders');
    await screen.findByRole('list', { name: 'Your orders' });
    expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Pending');
    const reported = await app.ports.orders.reportUpiPayment({
      orderId: order.id,
      userId: order.userId,
      utr: '412345678901',
    });
    expect(reported.ok).toBe(true);
    shop.moveTo(48 * HOUR);
    act(() => app.stores.orders.retry());
    await screen.findByRole('list', { name: 'Your orders' });
    expect((await app.ports.orders.get(order.id))?.status).toBe('pending');
  });

  it("cancels it from the staff's order list too, and says so", async () => {
    const app = shop.app();
    await signInShopper(app);
    const order = await placeUpiOrder(app);
    await switchToAdmin(app);
    shop.moveTo(30 * HOUR);
    renderApp(app, '/admin/orders');
    expect(
      await screen.findByText(
        /: Not paid by UPI within 24 hours, so it is cancelled and its stock released\.$/,
      ),
    ).toBeInTheDocument();
    expect(await app.ports.orders.get(order.id)).toMatchObject({ status: 'cancelled' });
    expect(await firstLineStock(app, order)).toBe(5);
  });
});
