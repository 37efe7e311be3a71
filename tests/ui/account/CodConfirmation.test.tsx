import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** A cash order above the demo's ₹20,000, which waits for its shopper's word. */
const placeLargeCodOrder = (app: TestApp): Promise<Order> =>
  placeOrderOf(app, 'orderCodConfirm00000001', { name: 'Jodhpur Bed', price: 32000, stock: 5 });

describe('a cash-on-delivery order confirmed by its shopper', () => {
  it('asks the shopper to confirm by a deadline, and thanks them once they do', async () => {
    const user = userEvent.setup({ delay: null });
    const app = shop.app();
    await signInShopper(app);
    const order = await placeLargeCodOrder(app);
    expect(order.codToConfirm).toBe(true);
    shop.moveTo(HOUR);
    renderApp(app, `/orders/${order.id}`);
    expect(
      await screen.findByText(
        /^Please confirm this cash-on-delivery order by 4 Dec 2026, 10:00\s?am\. We prepare it once you confirm; if you do not, it is cancelled then\.$/i,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(
      await screen.findByText('Thank you! Your order is confirmed, and we are preparing it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument();
    expect((await app.ports.orders.get(order.id))?.codConfirmedAt).toBe(
      new Date(PLACED_AT + HOUR).toISOString(),
    );
  });

  it('cancels an unconfirmed one once its time has passed, when the orders are next read, and restocks it', async () => {
    const app = shop.app();
    await signInShopper(app);
    const order = await placeLargeCodOrder(app);
    expect(await firstLineStock(app, order)).toBe(4);
    shop.moveTo(48 * HOUR);
    renderApp(app, '/orders');
    await waitFor(async () =>
      expect(await app.ports.orders.get(order.id)).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Not confirmed within 48 hours',
      }),
    );
    expect(await firstLineStock(app, order)).toBe(5);
  });

  it('shows the staff which orders wait for their shopper, and stops once confirmed', async () => {
    const app = shop.app();
    await signInShopper(app);
    const order = await placeLargeCodOrder(app);
    await switchToAdmin(app);
    const view = renderApp(app, '/admin/orders');
    expect(await screen.findByText('COD: awaiting confirmation')).toBeInTheDocument();
    view.unmount();
    const confirmed = await app.ports.orders.confirmCod({ orderId: order.id, userId: order.userId });
    expect(confirmed.ok).toBe(true);
    renderApp(app, '/admin/orders');
    expect(await screen.findAllByTestId('order-status')).not.toHaveLength(0);
    expect(screen.queryByText('COD: awaiting confirmation')).not.toBeInTheDocument();
  });
});
