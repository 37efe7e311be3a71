import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CartProductInput } from '../../../src/domain/checkout/Cart';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { withVariantStockTotal } from '../../../src/domain/catalogue/VariantStock';
import { testProduct } from '../../contracts/support/testProduct';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';

// Whole-app renders with typing are slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const app = freshTestAppEachTest(() =>
  Promise.all([
    import('../../../src/ui/shop/cart/CartPage'),
    import('../../../src/ui/shop/account/LoginPage'),
  ]),
);

const line = (overrides: Partial<CartProductInput> = {}): CartProductInput => ({
  id: 'chair-1',
  name: 'Jaipur Chair',
  image: '/images/products/chair.svg',
  images: [],
  category: 'chairs',
  basePrice: 3000,
  variant: null,
  ...overrides,
});

const add = (input: CartProductInput, times = 1): void =>
  act(() => {
    for (let i = 0; i < times; i++) app.stores.cart.add(input);
  });

const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));

describe('cart page', () => {
  it("shows a variant line with the chosen colour's picture and stops its quantity at that colour's stock", async () => {
    const sofa = withVariantStockTotal(
      testProduct('amer', {
        name: 'Amer Fabric Sofa',
        image: '/images/products/sofa-teal.svg',
        images: ['/images/products/sofa-teal.svg', '/images/products/sofa-grey.svg'],
        variants: [
          { id: 'teal', color: 'Teal', priceModifier: 0, sku: 'A-T', images: [], stock: 5 },
          {
            id: 'grey',
            color: 'Stone Grey',
            priceModifier: 0,
            sku: 'A-G',
            images: ['/images/products/sofa-grey.svg'],
            stock: 2,
          },
        ],
      }),
    );
    act(() => app.stores.cart.addProduct(sofa, sofa.variants[1]!));
    renderApp(app, '/cart');
    const item = (await screen.findByRole('link', { name: 'Amer Fabric Sofa' })).closest('li')!;
    expect(item.querySelector('img')).toHaveAttribute('src', '/images/products/sofa-grey.svg');
    const more = within(item).getByRole('button', { name: /^Increase quantity/ });
    await userEvent.click(more);
    expect(app.stores.cart.items[0]?.quantity).toBe(2);
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(more);
    expect(app.stores.cart.items[0]?.quantity).toBe(2);
  });

  it('shows the empty state with a way back to the shop', async () => {
    renderApp(app, '/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
  });

  it('lists each line with image, name, variant and unit price, and totals with the shipping fee below the threshold', async () => {
    add(line(), 2);
    add(
      line({
        id: 'bed-1',
        name: 'Udaipur Bed',
        basePrice: 2000,
        variant: {
          id: 'king',
          size: 'King',
          color: 'Walnut',
          colorHex: '#5b3a29',
          priceModifier: 500,
          sku: 'B-K',
        },
      }),
    );
    renderApp(app, '/cart');
    const items = await screen.findByRole('region', { name: 'Items in your cart' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(within(items).getByRole('link', { name: 'Udaipur Bed' })).toHaveAttribute(
      'href',
      '/products/bed-1',
    );
    expect(within(items).getByText('Size: King · Colour: Walnut')).toBeInTheDocument();
    expect(within(items).getByText('₹2,500 each')).toBeInTheDocument();
    // 2 × 3,000 + 2,500 = 8,500: below the ₹10,000 threshold, so the ₹499 fee applies.
    expect(summary().getByTestId('subtotal')).toHaveTextContent('₹8,500');
    expect(summary().getByTestId('shipping')).toHaveTextContent('₹499');
    expect(summary().getByTestId('total')).toHaveTextContent('₹8,999');
    expect(summary().getByText('Add ₹1,500 more for free shipping')).toBeInTheDocument();
    // The GST inside each line and the shipping at the shop's 18%, to the paisa: 915.25 + 381.36 + 76.12.
    expect(summary().getByTestId('gst-included')).toHaveTextContent(
      'Prices include GST: ₹1,372.73 (18%). Pay by cash on delivery, UPI or online (cards, UPI, netbanking, EMI).',
    );
  });

  it("states the GST at each line's own rate, and names no single rate when they differ", async () => {
    add(line({ id: 'stool-1', name: 'Bikaner Stool', basePrice: 2000, gstRate: 12 }), 2);
    add(line({ id: 'bed-1', name: 'Udaipur Bed', basePrice: 6000, gstRate: 18 }));
    renderApp(app, '/cart');
    // ₹4,000 at 12% (428.57) + ₹6,000 at 18% (915.25); free shipping at ₹10,000.
    expect(await screen.findByTestId('gst-included')).toHaveTextContent(
      'Prices include GST: ₹1,343.82. Pay by cash on delivery, UPI or online (cards, UPI, netbanking, EMI).',
    );
  });

  it('ships free at exactly the threshold and drops the hint', async () => {
    add(line({ basePrice: 5000 }), 2);
    renderApp(app, '/cart');
    expect(await screen.findByTestId('shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('total')).toHaveTextContent('₹10,000');
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();
  });

  it('follows the shop setting for the threshold and fee', async () => {
    await app.ports.settings.save({
      ...DEFAULT_SHOP_SETTINGS,
      freeShippingThreshold: 25000,
      shippingFee: 999,
    });
    add(line({ basePrice: 12000 }));
    renderApp(app, '/cart');
    expect(await screen.findByTestId('shipping')).toHaveTextContent('₹999');
    expect(screen.getByText('Add ₹13,000 more for free shipping')).toBeInTheDocument();
  });

  it('steps the quantity between 1 and 10 and updates the totals', async () => {
    const user = userEvent.setup({ delay: null });
    add(line());
    renderApp(app, '/cart');
    const group = await screen.findByRole('group', { name: 'Quantity of Jaipur Chair' });
    const decrease = within(group).getByRole('button', { name: 'Decrease quantity of Jaipur Chair' });
    const increase = within(group).getByRole('button', { name: 'Increase quantity of Jaipur Chair' });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await user.click(increase);
    expect(within(group).getByText('2')).toBeInTheDocument();
    expect(app.stores.cart.items[0]?.quantity).toBe(2);
    expect(screen.getByTestId('subtotal')).toHaveTextContent('₹6,000');
    for (let i = 0; i < 12; i++) await user.click(increase);
    expect(app.stores.cart.items[0]?.quantity).toBe(10);
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await user.click(decrease);
    expect(app.stores.cart.items[0]?.quantity).toBe(9);
  });

  it('keeps the focus on a stepper button that reaches its bound, and steps back from there', async () => {
    const user = userEvent.setup({ delay: null });
    add(line(), 9);
    renderApp(app, '/cart');
    const increase = await screen.findByRole('button', { name: 'Increase quantity of Jaipur Chair' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Jaipur Chair' });
    increase.focus();
    await user.keyboard('{Enter}');
    expect(app.stores.cart.items[0]?.quantity).toBe(10);
    // A browser drops the focus from a button that becomes disabled; jsdom does not, so the test asks for an enabled one.
    expect(increase).toHaveFocus();
    expect(increase).toBeEnabled();
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(app.stores.cart.items[0]?.quantity).toBe(10);
    await user.tab({ shift: true });
    expect(decrease).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(app.stores.cart.items[0]?.quantity).toBe(9);
  });

  it('removes one line, and shows the empty state after the last', async () => {
    const user = userEvent.setup({ delay: null });
    add(line());
    add(line({ id: 'table-1', name: 'Agra Table', basePrice: 7000 }));
    renderApp(app, '/cart');
    await user.click(await screen.findByRole('button', { name: 'Remove Jaipur Chair from cart' }));
    expect(screen.queryByRole('link', { name: 'Jaipur Chair' })).not.toBeInTheDocument();
    expect(screen.getByTestId('subtotal')).toHaveTextContent('₹7,000');
    await user.click(screen.getByRole('button', { name: 'Remove Agra Table from cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(app.stores.cart.isEmpty).toBe(true);
  });

  it("moves the focus to the next line's remove button, else the previous one's, else the empty cart", async () => {
    const user = userEvent.setup({ delay: null });
    add(line());
    add(line({ id: 'table-1', name: 'Agra Table', basePrice: 7000 }));
    add(line({ id: 'bed-1', name: 'Udaipur Bed', basePrice: 9000 }));
    renderApp(app, '/cart');
    await user.click(await screen.findByRole('button', { name: 'Remove Agra Table from cart' }));
    expect(screen.getByRole('button', { name: 'Remove Udaipur Bed from cart' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Jaipur Chair from cart' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toHaveFocus();
  });

  it('clears the cart only after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    add(line(), 3);
    renderApp(app, '/cart');
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear your cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep items' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(app.stores.cart.totalItems).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear cart' }),
    );
    const emptied = await screen.findByRole('heading', { name: 'Your cart is empty' });
    expect(app.stores.cart.totalItems).toBe(0);
    await waitFor(() => expect(emptied).toHaveFocus());
  });

  it('sends a guest to sign in on the way to checkout, carrying /checkout', async () => {
    const user = userEvent.setup({ delay: null });
    add(line());
    renderApp(app, '/cart');
    await user.click(await screen.findByRole('button', { name: 'Proceed to checkout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?from=%2Fcheckout'));
  });
});
