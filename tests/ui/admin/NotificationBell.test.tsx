import { ChakraProvider } from '@chakra-ui/react';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newOrderNotification, unreadBadgeText } from '../../../src/domain/staff/Notifications';
import type { Product } from '../../../src/domain/catalogue/Product';
import { NotificationBell } from '../../../src/ui/admin/layout/NotificationBell';
import { AdminOrderFeed } from '../../../src/ui/admin/orders/AdminOrderFeed';
import { configureMobx } from '../../../src/ui/shared/stores/configureMobx';
import { NotificationStore, notificationStoreOf } from '../../../src/ui/admin/layout/NotificationStore';
import { shopSystem } from '../../../src/ui/shared/theme/system';
import { notify } from '../../../src/ui/shared/components/toaster';
import { storeProduct } from '../account/checkoutHelpers';
import type { TestApp } from '../helpers/testApp';
import { findToast, makeAdminApp, openAdmin } from './adminTestKit';

configureMobx();

const fixedClock = { now: () => '2026-05-01T10:00:00.000Z' };
const order = (id: string, total = 45999, name = 'Priya Sharma') =>
  newOrderNotification({ id, total, shippingAddress: { name } }, fixedClock.now());

const renderBell = (store: NotificationStore) =>
  render(
    <ChakraProvider value={shopSystem()}>
      <NotificationBell store={store} />
    </ChakraProvider>,
  );

describe('notification bell (docs/behaviour.md#admin-notifications)', () => {
  it('shows no badge without unread notifications, the count up to 99, then 99+', () => {
    const store = new NotificationStore();
    renderBell(store);
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    act(() => {
      for (let index = 0; index < 3; index++) store.add(order(`order-${index}`));
    });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent(/^3$/);
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    act(() => {
      for (let index = 3; index < 99; index++) store.add(order(`order-${index}`));
    });
    // The list keeps the newest 50 (docs/behaviour.md#admin-notifications).
    expect(store.list).toHaveLength(50);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent(/^50$/);
  });

  it('says 99+ above 99 unread', () => {
    // The real list keeps 50, so a stand-in with 100 unread shows the badge rule of docs/behaviour.md#admin-notifications.
    const crowded = {
      list: [],
      unreadCount: 100,
      badgeText: unreadBadgeText(100),
    } as unknown as NotificationStore;
    renderBell(crowded);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent(/^99\+$/);
  });

  it('opens "Notifications" with "No notifications yet" when empty', async () => {
    const store = new NotificationStore();
    renderBell(store);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByText('Notifications', { selector: '[data-part="title"]' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks one read on click, all read with "Mark all as read", removes one, and clears all', async () => {
    const user = userEvent.setup({ delay: null });
    const store = new NotificationStore();
    act(() => {
      store.add(order('AAAAAAAAAAAA11111111'));
      store.add(order('BBBBBBBBBBBB22222222', 1200, ''));
      store.add(order('CCCCCCCCCCCC33333333'));
    });
    renderBell(store);
    await user.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    const second = shortOrderId('BBBBBBBBBBBB22222222');
    expect(list.getByText(`Order #${second} for ₹1,200 from Customer`)).toBeInTheDocument();
    expect(list.getAllByText('New Order Received!')).toHaveLength(3);

    await user.click(
      list.getByRole('button', { name: new RegExp(`Unread: New Order Received!\\. Order #${second}`) }),
    );
    expect(store.unreadCount).toBe(2);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent(/^2$/);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(store.unreadCount).toBe(0);
    expect(screen.queryByTestId('notification-badge')).toBeNull();

    await user.click(
      list.getAllByRole('button', { name: 'Remove notification: New Order Received!' })[0] as HTMLElement,
    );
    expect(store.list).toHaveLength(2);
    expect(list.queryByText(new RegExp(`Order #${shortOrderId('CCCCCCCCCCCC33333333')}`))).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(store.list).toHaveLength(0);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});

describe('admin alerts from live orders', () => {
  let app: TestApp;
  beforeEach(async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    app = await makeAdminApp();
  });
  afterEach(() => vi.restoreAllMocks());

  /** Each order from a shopper of its own: one account may order only once a minute. */
  const placeOrder = async (...lines: { product: Product; quantity: number }[]) => {
    const orderId = `testOrder${Math.random().toString(36).slice(2, 13)}`;
    const result = await app.ports.orders.placeOrder({
      orderId,
      userId: `shopper-${orderId}`,
      customerEmail: 'shopper@demo.shop',
      lines: lines.map(({ product, quantity }) => ({
        productId: product.id,
        variantId: null,
        quantity,
        expectedUnitPrice: product.price,
      })),
      // UPI: cash on delivery to Bengaluru stops at ₹50,000, below some of these orders.
      paymentMethod: 'upi',
      termsAccepted: true,
      shippingAddress: {
        name: 'Priya Sharma',
        phone: '9876543210',
        line1: '12 MG Road',
        line2: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
    });
    if (!result.ok) throw new Error(result.error.code);
    return result.value;
  };

  it('raises "New Order Received!" with a 4-second toast, and low stock at the threshold, while the admin area shows', async () => {
    const product = await storeProduct(app, { name: 'Carved Mandir', price: 15000, stock: 7 });
    await app.ports.settings.save({ ...(await app.ports.settings.get()), lowStockThreshold: 5 });
    const info = vi.spyOn(notify, 'info');
    await openAdmin(app, '/admin/settings', 'Settings');
    const placed = await placeOrder({ product, quantity: 2 });
    const toast = await findToast('New Order Received!');
    expect(toast).toHaveTextContent(`Order #${shortOrderId(placed.id)} for ₹30,000 from Priya Sharma`);
    await findToast('Low Stock Alert');
    // The order and the stock change arrive through two listeners, in either order.
    expect(
      notificationStoreOf(app.stores)
        .list.map((item) => item.type)
        .sort(),
    ).toEqual(['low_stock', 'new_order']);
    expect(notificationStoreOf(app.stores).list.find((item) => item.type === 'low_stock')?.message).toBe(
      'Carved Mandir has only 5 units left in stock.',
    );
    expect(screen.getByTestId('notification-badge')).toHaveTextContent(/^2$/);
    expect(info).toHaveBeenCalledWith(
      'New Order Received!',
      `Order #${shortOrderId(placed.id)} for ₹30,000 from Priya Sharma`,
      4000,
    );

    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toHaveTextContent('Low Stock Alert');
    await waitFor(() =>
      expect(document.querySelector('[data-scope="toast"][data-part="root"][data-state="open"]')).toBeNull(),
    );
  });

  it('raises one "New Order Received!" for a multi-line order and low stock only for the lines it left low, without reading the products', async () => {
    const products = app.ports.products;
    const leftAtThreshold = await storeProduct(app, { name: 'Carved Mandir', price: 15000, stock: 7 });
    const alreadyLow = await storeProduct(app, { name: 'Teak Bed', price: 45000, stock: 3 });
    const plenty = await storeProduct(app, { name: 'Mango Table', price: 12000, stock: 40 });
    await openAdmin(app, '/admin/settings', 'Settings');
    const getById = vi.spyOn(products, 'getById');
    const placed = await placeOrder(
      { product: leftAtThreshold, quantity: 2 },
      { product: alreadyLow, quantity: 1 },
      { product: plenty, quantity: 1 },
    );
    await waitFor(() => expect(notificationStoreOf(app.stores).list).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { list } = notificationStoreOf(app.stores);
    expect(list.filter((item) => item.type === 'new_order').map((item) => item.data.orderId)).toEqual([
      placed.id,
    ]);
    expect(
      list
        .filter((item) => item.type === 'low_stock')
        .map((item) => item.message)
        .sort(),
    ).toEqual(['Carved Mandir has only 5 units left in stock.', 'Teak Bed has only 2 units left in stock.']);
    expect(getById).not.toHaveBeenCalled();
  });

  it('shows a burst of low-stock alerts as one toast with their count, each alert kept under the bell', async () => {
    const names = ['Teak Bed', 'Mango Table', 'Carved Mandir', 'Sheesham Chair', 'Bookshelf', 'Shoe Rack'];
    const products = await Promise.all(
      names.map((name) => storeProduct(app, { name, price: 5000, stock: 7 })),
    );
    await openAdmin(app, '/admin/settings', 'Settings');
    await placeOrder(...products.map((product) => ({ product, quantity: 3 })));
    await waitFor(() =>
      expect(notificationStoreOf(app.stores).list.filter((item) => item.type === 'low_stock')).toHaveLength(
        6,
      ),
    );
    const toast = await findToast('Low Stock Alert');
    await waitFor(() =>
      expect(toast).toHaveTextContent('6 products are low on stock. Each is listed under Notifications.'),
    );
    expect(screen.getAllByText('Low Stock Alert')).toHaveLength(1);
  });

  it('hears only orders created after the admin session started, until stopped', async () => {
    const product = await storeProduct(app, { name: 'Teak Chair', price: 5000, stock: 50 });
    await placeOrder({ product, quantity: 1 });
    const feed = new AdminOrderFeed(
      notificationStoreOf(app.stores),
      app.ports.orders,
      app.ports.products,
      app.ports.clock,
      () => 5,
      (error) => {
        throw error;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stop = feed.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notificationStoreOf(app.stores).list).toEqual([]);
    await placeOrder({ product, quantity: 1 });
    await waitFor(() => expect(notificationStoreOf(app.stores).list).toHaveLength(1));
    stop();
    await placeOrder({ product, quantity: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notificationStoreOf(app.stores).list).toHaveLength(1);
  });
});
