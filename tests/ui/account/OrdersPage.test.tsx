import { act, screen, waitFor, within } from '@testing-library/react';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';
import { signInShopper, storeProduct } from './checkoutHelpers';

// Whole-app renders with typing are slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const app = freshTestAppEachTest(() =>
  Promise.all([
    import('../../../src/ui/shop/orders/OrdersPage'),
    import('../../../src/ui/shop/orders/OrderDetailPage'),
    import('../../../src/ui/shop/account/ProfilePage'),
  ]),
);

const placeFor = async (userId: string, name = 'Jaipur Chair', paymentMethod: 'cod' | 'upi' = 'cod') => {
  const product = await storeProduct(app, { name, price: 4000, stock: 5 });
  const result = await app.ports.orders.placeOrder({
    orderId: `order${name.replace(/\W/g, '')}0000000`,
    userId,
    customerEmail: 'shopper@demo.shop',
    lines: [{ productId: product.id, variantId: null, quantity: 2, expectedUnitPrice: 4000 }],
    paymentMethod,
    termsAccepted: true,
    shippingAddress: {
      name: 'Priya Sharma',
      phone: '9876543210',
      line1: '12 MG Road',
      line2: 'Near the lake',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    },
  });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

describe('My Orders', () => {
  it('lists the shopper’s orders newest first and shows a status change without a reload', async () => {
    await signInShopper(app);
    const uid = app.stores.session.user?.uid ?? '';
    const order = await placeFor(uid);
    renderApp(app, '/orders');
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const cards = within(list).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(1);
    const newest = cards[0] as HTMLElement;
    expect(newest).toHaveAccessibleName(`Order #${shortOrderId(order.id)}`);
    expect(within(newest).getByTestId('order-status')).toHaveTextContent('Pending');
    expect(within(newest).getByTestId('payment-status')).toHaveTextContent('Payment pending');
    // 2 × ₹4,000 plus the ₹499 shipping fee below the free-shipping threshold.
    expect(within(newest).getByText('₹8,499')).toBeInTheDocument();
    expect(within(newest).getByText('2 items · Cash on delivery')).toBeInTheDocument();

    await act(async () => {
      await app.ports.orders.updateStatus(order.id, 'confirmed', 'admin@example.com');
    });
    await waitFor(() => expect(within(newest).getByTestId('order-status')).toHaveTextContent('Confirmed'));
  });

  it('shows one order with its lines, address, timeline and payment, live', async () => {
    const user = userEvent.setup({ delay: null });
    await signInShopper(app);
    const order = await placeFor(app.stores.session.user?.uid ?? '', 'Udaipur Bed');
    renderApp(app, '/orders');
    await user.click(
      await screen.findByRole('link', { name: `View details of order #${shortOrderId(order.id)}` }),
    );
    expect(
      await screen.findByRole('heading', { name: `Order #${shortOrderId(order.id)}`, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Udaipur Bed' })).toBeInTheDocument();
    expect(screen.getByText('Qty 2 × ₹4,000')).toBeInTheDocument();
    expect(screen.getByText('12 MG Road')).toBeInTheDocument();
    expect(screen.getByText('Bengaluru, Karnataka 560001')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Order timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(1);
    expect(within(timeline).getByText('Order placed')).toBeInTheDocument();
    await act(async () => {
      await app.ports.orders.updateStatus(order.id, 'confirmed', 'admin@example.com');
      await app.ports.orders.updateStatus(order.id, 'shipped', 'admin@example.com');
    });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(3));
    expect(within(timeline).getByText('Confirmed')).toBeInTheDocument();
    expect(within(timeline).getByText('Shipped')).toBeInTheDocument();
    // A shopper sees no staff address.
    expect(within(timeline).queryByText(/admin@example\.com/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('lets the shopper cancel an open order with a reason, and puts the units back in stock', async () => {
    const user = userEvent.setup({ delay: null });
    await signInShopper(app);
    const order = await placeFor(app.stores.session.user?.uid ?? '', 'Bikaner Stool');
    const productId = order.lines[0]?.productId ?? '';
    renderApp(app, `/orders/${order.id}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Bought one locally');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Your order has been cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Cancelled'));
    // The button is gone with the order's cancellation: the focus goes to the status it changed.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Status' })).toHaveFocus());
    const timeline = screen.getByRole('list', { name: 'Order timeline' });
    expect(within(timeline).getByText('Cancelled')).toBeInTheDocument();
    expect(within(timeline).getByText('Reason: Bought one locally')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect((await app.ports.products.getById(productId))?.stock).toBe(5);
  });

  it('names the UPI payment on the card, and promises its refund before cancelling, not a cash order', async () => {
    const user = userEvent.setup({ delay: null });
    await signInShopper(app);
    const order = await placeFor(app.stores.session.user?.uid ?? '', 'Barmer Bench', 'upi');
    renderApp(app, '/orders');
    const card = await screen.findByRole('article', { name: `Order #${shortOrderId(order.id)}` });
    expect(within(card).getByText('2 items · UPI')).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: /View details of order/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent(
      'If you had already paid by UPI, we refund the full amount to the account it came from within 7 working days.',
    );
    expect(dialog).not.toHaveTextContent(/cash on delivery/i);
  });

  it('keeps the reason and says why when the order can no longer be cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    await signInShopper(app);
    const order = await placeFor(app.stores.session.user?.uid ?? '', 'Ajmer Shelf');
    renderApp(app, `/orders/${order.id}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Too late?');
    // The shop ships it while the dialog is open.
    const repository = app.ports.orders;
    await act(async () => {
      await repository.updateStatus(order.id, 'confirmed', 'admin@example.com');
      await repository.updateStatus(order.id, 'shipped', 'admin@example.com');
    });
    expect(
      await within(dialog).findByText(
        'This order is shipped and can no longer be cancelled. Please contact us if you need help.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('Too late?');
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeDisabled();
  });

  it('does not show another shopper’s order', async () => {
    const order = await placeFor('someoneElse');
    await signInShopper(app);
    renderApp(app, `/orders/${order.id}`);
    expect(await screen.findByText('We could not find this order in your account.')).toBeInTheDocument();
  });

  it('shows the empty state to a shopper without orders', async () => {
    await act(async () => {
      await app.stores.session.signInWithGoogle(true);
    });
    renderApp(app, '/orders');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });
});

describe('profile', () => {
  it('updates the name on the account and the user record', async () => {
    const user = userEvent.setup({ delay: null });
    await signInShopper(app);
    renderApp(app, '/profile');
    const name = await screen.findByRole('textbox', { name: /^Full name/ });
    expect(name).toHaveValue('Priya Sharma');
    expect(screen.getByText('shopper@demo.shop')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    await user.type(name, 'Priya S. Iyer');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(app.stores.session.user?.displayName).toBe('Priya S. Iyer'));
    const uid = app.stores.session.user?.uid ?? '';
    expect(await app.ports.users.get(uid)).toMatchObject({
      name: 'Priya S. Iyer',
      displayName: 'Priya S. Iyer',
    });
  });

  it('shows the admin badge to admins', async () => {
    await act(async () => {
      await app.stores.session.signIn('admin@demo.shop', 'admin123');
    });
    renderApp(app, '/profile');
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toBeInTheDocument();
  });
});
