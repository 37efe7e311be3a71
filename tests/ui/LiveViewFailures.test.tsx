import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shortOrderId } from '../../src/domain/orders/ShortOrderId';
import { RETURNS_LOAD_FAILED } from '../../src/domain/afterSales/returnMessages';
import { addToCart, signInShopper, storeProduct } from './account/checkoutHelpers';
import { findToast, makeAdminApp, openAdmin } from './admin/adminTestKit';
import { failFirstView, refused } from './helpers/failFirstView';
import { freshAppEachTest, makeTestApp, renderApp, type TestApp } from './helpers/testApp';

// Whole-app renders are slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

let app: TestApp;
freshAppEachTest(
  async () => {
    app = await makeTestApp();
  },
  () =>
    Promise.all([
      import('../../src/ui/shop/orders/OrdersPage'),
      import('../../src/ui/shop/orders/OrderDetailPage'),
      import('../../src/ui/shop/catalogue/CategoryPage'),
      import('../../src/ui/shop/checkout/CheckoutPage'),
      import('../../src/ui/admin/settings/SettingsPage'),
      import('../../src/ui/admin/categories/CategoriesPage'),
    ]),
);

const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('a live view that cannot be read says so, and tries again on request', () => {
  it('My Orders says the orders could not be loaded, not that there are none', async () => {
    await signInShopper(app);
    failFirstView(app.ports.orders, 'subscribeByUser');
    const logged = quietConsole();
    renderApp(app, '/orders');
    expect(await screen.findByText('We could not load your orders. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('No orders yet')).toBeNull();
    expect(logged).toHaveBeenCalledWith(refused);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(within(list).getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.queryByText('We could not load your orders. Please try again.')).toBeNull();
  });

  it('an order that cannot be read (offline, say) is not called missing', async () => {
    await signInShopper(app);
    const orders = app.ports.orders;
    const [order] = await orders.listByUser(app.stores.session.user?.uid ?? '', 1);
    if (!order) throw new Error('the demo shopper has orders');
    // An older order than the live list holds is read once; that read fails the first time.
    vi.spyOn(orders, 'subscribeByUser').mockImplementation((_user, _limit, listener) => {
      const timer = setTimeout(() => listener([]), 0);
      return () => clearTimeout(timer);
    });
    vi.spyOn(orders, 'get').mockRejectedValueOnce(
      new Error('Failed to get document because the client is offline.'),
    );
    quietConsole();
    renderApp(app, `/orders/${order.id}`);
    expect(
      await screen.findByText(
        'We could not load this order. Please check your internet connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('We could not find this order in your account.')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: `Order #${shortOrderId(order.id)}`, level: 1 }),
    ).toBeInTheDocument();
  });

  it('a category page whose categories cannot be read says so instead of a placeholder for ever', async () => {
    failFirstView(app.ports.catalogueSummary, 'subscribe');
    quietConsole();
    renderApp(app, '/categories/sofas');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sofa', level: 1 })).toBeInTheDocument();
  });

  it("a delivered order's returns that cannot be read say so, and are read again", async () => {
    await signInShopper(app);
    const view = failFirstView(app.ports.returns, 'subscribeForOrder');
    quietConsole();
    renderApp(app, '/orders/demoOrderDelivered01');
    const returns = within(await screen.findByRole('region', { name: 'Returns' }));
    expect(await returns.findByText(RETURNS_LOAD_FAILED)).toBeInTheDocument();
    await userEvent.setup().click(returns.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(returns.queryByText(RETURNS_LOAD_FAILED)).toBeNull());
    expect(view).toHaveBeenCalledTimes(2);
  });

  it("checkout does not price an order with default charges when the shop's settings cannot be read", async () => {
    await signInShopper(app);
    addToCart(app, await storeProduct(app, { name: 'Jaipur Chair', price: 3000, stock: 5 }));
    failFirstView(app.ports.settings, 'subscribe');
    quietConsole();
    renderApp(app, '/checkout');
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(
      await summary.findByText(
        "We could not load the shop's shipping charges and ways to pay. Please try again.",
      ),
    ).toBeInTheDocument();
    const place = summary.getByRole('button', { name: /^Place order/ });
    expect(place).toBeDisabled();
    expect(place).not.toHaveAttribute('data-loading');
    await userEvent.setup().click(summary.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(summary.getByRole('button', { name: /^Place order/ })).toBeEnabled());
    expect(summary.queryByText(/shipping charges and ways to pay/)).toBeNull();
  });

  it("the admin's settings form never starts from the defaults of settings it could not read", async () => {
    app = await makeAdminApp();
    failFirstView(app.ports.settings, 'subscribe');
    quietConsole();
    await openAdmin(app, '/admin/settings', 'Settings');
    expect(await screen.findByText('Failed to load settings')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
  });

  it("the admin's categories say they could not be loaded rather than spin", async () => {
    app = await makeAdminApp();
    failFirstView(app.ports.categories, 'subscribe');
    quietConsole();
    await openAdmin(app, '/admin/categories', 'Categories');
    expect(await screen.findByText('Failed to load categories')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(within(table).getByRole('button', { name: 'Edit Sofa' })).toBeInTheDocument();
  });

  it('an order the admin has open tells them when its changes stop showing by themselves', async () => {
    app = await makeAdminApp();
    const orders = app.ports.orders;
    const [order] = (await orders.adminList({ pageSize: 1, status: 'pending' })).items;
    if (!order) throw new Error('the demo data has a pending order');
    failFirstView(orders, 'subscribe');
    quietConsole();
    await openAdmin(app, '/admin/orders', 'Orders');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: `Open order #${shortOrderId(order.id)}` }));
    await findToast("This order's changes no longer show by themselves. Press Refresh to see them.");
  });

  it('the admin hears once that new orders and low stock are no longer announced', async () => {
    app = await makeAdminApp();
    failFirstView(app.ports.orders, 'subscribeCreatedAfter');
    failFirstView(app.ports.products, 'subscribeLowStock');
    quietConsole();
    await openAdmin(app, '/admin', 'Dashboard');
    await findToast(
      'New orders and low stock are no longer announced. Reload the page to hear of them again.',
    );
    expect(
      screen.getAllByText(
        'New orders and low stock are no longer announced. Reload the page to hear of them again.',
      ),
    ).toHaveLength(1);
  });
});
