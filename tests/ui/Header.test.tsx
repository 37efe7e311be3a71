import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_SETTINGS } from '../../src/adapters/memory/seed/demoSettings';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';
import { Header } from '../../src/ui/shop/layout/header/Header';
import { freshTestAppEachTest, renderApp } from './helpers/testApp';
import { onAWideScreen } from './helpers/wideScreen';

const app = freshTestAppEachTest();

const cartInput = (id: string) => ({
  id,
  name: `Product ${id}`,
  image: '',
  images: [],
  category: 'sofas',
  basePrice: 1000,
  variant: null,
});

const signIn = async (email: string, password: string) => {
  await act(async () => {
    await app.stores.session.signIn(email, password);
  });
  await waitFor(() => expect(app.stores.session.profileLoading).toBe(false));
};

// The user menu's code loads on the first click (issue 6 bundle budget): allow for its import.
const menuLoads = { timeout: 10_000 };

// Chakra in jsdom is slow on a shared machine.
describe('Header', { timeout: 30_000 }, () => {
  onAWideScreen();
  it('shows phone, e-mail and the free-shipping threshold from the shop settings, live', async () => {
    renderApp(app, '/', <Header />);
    const strip = screen.getByTestId('top-strip');
    await waitFor(() => expect(strip).toHaveTextContent('Free Shipping on Orders Above ₹10,000'));
    expect(strip).toHaveTextContent(DEMO_SHOP_SETTINGS.phone);
    expect(strip).toHaveTextContent(DEMO_SHOP_SETTINGS.email);
    await act(async () => {
      await app.ports.settings.save({
        ...DEFAULT_SHOP_SETTINGS,
        freeShippingThreshold: 15000,
        phone: '+91 90000 11111',
      });
    });
    await waitFor(() => expect(strip).toHaveTextContent('Free Shipping on Orders Above ₹15,000'));
    expect(strip).toHaveTextContent('+91 90000 11111');
  });

  it('shows cart and wishlist counts as badges', async () => {
    renderApp(app, '/', <Header />);
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    act(() => {
      app.stores.cart.add(cartInput('a'));
      app.stores.cart.add(cartInput('a'));
      app.stores.cart.add(cartInput('b'));
      app.stores.wishlist.add({ ...cartInput('c'), basePrice: 500 });
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByTestId('wishlist-badge')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toHaveAttribute('href', '/wishlist');
  });

  it('offers Login and Sign Up to guests', async () => {
    renderApp(app, '/', <Header />);
    await waitFor(() => expect(app.stores.session.ready).toBe(true));
    // The text links show from the `sm` breakpoint up (jsdom applies only the base styles), an icon link below.
    const logins = screen.getAllByRole('link', { name: 'Login', hidden: true });
    expect(logins).toHaveLength(2);
    logins.forEach((link) => expect(link).toHaveAttribute('href', '/login'));
    expect(screen.getByRole('link', { name: 'Sign Up', hidden: true })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('login carries the current page along', async () => {
    renderApp(app, '/products?sort=price-low', <Header />);
    for (const link of screen.getAllByRole('link', { name: 'Login', hidden: true })) {
      expect(link).toHaveAttribute('href', '/login?from=%2Fproducts%3Fsort%3Dprice-low');
    }
  });

  it('shows a signed-in shopper a user menu without the Admin Panel', async () => {
    renderApp(app, '/', <Header />);
    await signIn('shopper@demo.shop', 'shopper123');
    expect(screen.queryByRole('link', { name: 'Sign Up', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Priya Sharma' }));
    const menu = await screen.findByRole('menu', {}, menuLoads);
    expect(within(menu).getByText('shopper@demo.shop')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Profile/ })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /My Orders/ })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Logout/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Admin Panel/ })).not.toBeInTheDocument();
  });

  it('shows the Admin Panel link to admins only', async () => {
    renderApp(app, '/', <Header />);
    await signIn('admin@demo.shop', 'admin123');
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu', {}, menuLoads);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Admin Panel/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });

  it("logs out with 'Logged out successfully' and goes home", async () => {
    renderApp(app, '/cart', <Header />);
    await signIn('shopper@demo.shop', 'shopper123');
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(
      within(await screen.findByRole('menu', {}, menuLoads)).getByRole('menuitem', { name: /Logout/ }),
    );
    await waitFor(() => expect(app.stores.session.user).toBeNull());
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(app.stores.session.user).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign Up', hidden: true })).toBeInTheDocument();
  });

  it('lists the first 8 top-level categories with their counts from the catalogue summary', async () => {
    renderApp(app, '/', <Header />);
    // The bar shows from the `lg` breakpoint up; jsdom applies only the base styles.
    const bar = screen.getByLabelText('Product categories', { selector: 'nav' });
    await waitFor(() => expect(app.stores.summary.state.status).toBe('loaded'));
    const links = within(bar).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAttribute('href', '/categories/sofas');
    const sofaCount = app.stores.summary.countFor('sofas');
    expect(sofaCount).toBeGreaterThan(0);
    expect(links[0]).toHaveTextContent(`Sofa${sofaCount}`);
  });
});

describe('Header on a phone', { timeout: 30_000 }, () => {
  it('draws no category bar, which only a wide screen shows', async () => {
    renderApp(app, '/', <Header />);
    await waitFor(() => expect(app.stores.summary.state.status).toBe('loaded'));
    expect(screen.getByRole('link', { name: 'Sheesham Home, home page' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Product categories', { selector: 'nav' })).toBeNull();
  });
});
