import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { StallingOrderRepository } from '../../support/StallingOrderRepository';
import { makeStalledCheckoutApp } from '../helpers/stalledCheckoutApp';
import { freshAppEachTest, renderApp, type TestApp } from '../helpers/testApp';
import { addToCart, agreeToTerms, fillAddress, signInShopper, storeProduct } from './checkoutHelpers';

/** The checkout page while the order gets no answer: the message, its Cancel, and the order placed on return. */
const WAITING =
  'You seem to be offline. Your order has not been placed yet — we will place it as soon as you are back online.';

vi.setConfig({ testTimeout: 30_000 });
let app: TestApp & { orders: StallingOrderRepository };

freshAppEachTest(
  async () => {
    app = await makeStalledCheckoutApp();
    await signInShopper(app);
    addToCart(app, await storeProduct(app, { name: 'Kota Stone Table', price: 15000, stock: 2 }));
  },
  () =>
    Promise.all([
      import('../../../src/ui/shop/checkout/CheckoutPage'),
      import('../../../src/ui/shop/orders/OrderDetailPage'),
    ]),
);
afterEach(() => vi.useRealTimers());

/**
 * Opens the checkout, fills it in and presses Place order with the clock in the test's hands. Clicks go through
 * fireEvent from then on: user-event waits on a timer that Vitest's fake clock holds.
 */
const placeWithoutAnswer = async () => {
  const user = userEvent.setup({ delay: null });
  renderApp(app, '/checkout');
  await screen.findByRole('heading', { name: 'Checkout', level: 1 });
  await fillAddress(user);
  await agreeToTerms(user);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  act(() => void fireEvent.click(screen.getByRole('button', { name: /^Place order/ })));
  await act(() => vi.advanceTimersByTimeAsync(8_000));
};

const placingButton = () => screen.getByRole('button', { name: 'Placing order…' });

it('says in a live region that the order waits for the network, and places it once when the network returns', async () => {
  await placeWithoutAnswer();
  const message = screen.getByText(WAITING);
  expect(message.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  expect(placingButton()).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();

  await act(async () => {
    app.connectivity.setOnline(false);
    await vi.advanceTimersByTimeAsync(0);
    app.connectivity.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(app.orders.calls).toHaveLength(2);
  await act(() => app.orders.calls[1]?.answer());
  vi.useRealTimers();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?placed=1'));
  expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
});

it('stops trying on Cancel, gives the focus back to Place order, and keeps what was typed', async () => {
  await placeWithoutAnswer();
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  cancel.focus();
  act(() => void fireEvent.click(cancel));
  await act(async () => {
    app.connectivity.setOnline(false);
    await vi.advanceTimersByTimeAsync(0);
    app.connectivity.setOnline(true);
    await vi.advanceTimersByTimeAsync(60_000);
  });
  expect(app.orders.calls).toHaveLength(1);
  expect(app.orders.calls[0]?.request.signal?.aborted).toBe(true);
  expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('checkout-error')).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  expect(screen.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('12 MG Road');
  const placeOrder = screen.getByRole('button', { name: /^Place order/ });
  expect(placeOrder).toBeEnabled();
  vi.useRealTimers();
  await waitFor(() => expect(placeOrder).toHaveFocus());
});
