import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WishlistPage } from '../../../src/ui/shop/cart/WishlistPage';
import { renderApp, freshAppEachTest } from '../helpers/testApp';
import { SMALL_CATALOGUE, makeCatalogueApp, type CatalogueApp } from './catalogueApp';

let app: CatalogueApp;

freshAppEachTest(async () => {
  app = await makeCatalogueApp(SMALL_CATALOGUE);
});

describe('wishlist page', { timeout: 60_000 }, () => {
  it('sends guests to sign in first', async () => {
    renderApp(app, '/wishlist');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?from=%2Fwishlist'));
  });

  it('moves a line to the cart and removes another, then shows the empty state', async () => {
    const [bed, chair] = [app.products[3], app.products[0]];
    if (!bed || !chair) throw new Error('catalogue missing');
    act(() => {
      app.stores.wishlist.addProduct(bed, bed.variants[2] ?? null);
      app.stores.wishlist.addProduct(chair);
    });
    renderApp(app, '/wishlist', <WishlistPage />);
    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(screen.getByText('King, Walnut')).toBeInTheDocument();
    expect(screen.getByText('₹46,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move Jodhpur Bed (King, Walnut) to cart' }));
    expect(app.stores.cart.items.map((item) => [item.name, item.price])).toEqual([['Jodhpur Bed', 46000]]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Amber Wooden Sofa from wishlist' }));
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });
});

describe('footer information pages', { timeout: 60_000 }, () => {
  it('quote the free-shipping threshold and fee from the shop settings, live', async () => {
    renderApp(app, '/shipping');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(/₹10,000 or more/).length).toBeGreaterThan(0));
    const settings = app.ports.settings;
    await act(async () =>
      settings.save({ ...(await settings.get()), freeShippingThreshold: 25000, shippingFee: 799 }),
    );
    await waitFor(() => expect(screen.getAllByText(/₹25,000 or more/).length).toBeGreaterThan(0));
    expect(screen.getByText('₹799 per order')).toBeInTheDocument();
    expect(screen.queryByText(/₹10,000/)).not.toBeInTheDocument();
    expect(document.title).toBe('Shipping Policy — Sheesham Home');
  });

  it('give the delivery times and cash-on-delivery limits of the shop’s own zones', async () => {
    const zones = app.ports.deliveryZones;
    const [first, second] = await zones.get();
    if (!first || !second) throw new Error('the demo has two delivery zones or more');
    await zones.save([
      { ...first, name: 'Rajasthan', minDays: 2, maxDays: 4, codAllowed: true, codLimit: 75000 },
      { ...second, name: 'North-east', minDays: 9, maxDays: 9, codAllowed: false, codLimit: 0 },
    ]);
    renderApp(app, '/shipping');
    const header = await screen.findByRole('columnheader', { name: 'Delivered in' }, { timeout: 10_000 });
    const table = header.closest('table');
    if (!table) throw new Error('no delivery times table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'WhereDelivered inCash on delivery',
      'Rajasthan2–4 working daysUp to ₹75,000',
      'North-east9 working daysNot available',
    ]);
    expect(screen.queryByText(/7–10 working days/)).toBeNull();
  });

  it("state the shop's own return window, and no returns promise when it takes none", async () => {
    renderApp(app, '/returns');
    expect(await screen.findByRole('heading', { name: 'The 30-day return policy' })).toBeInTheDocument();
    const settings = app.ports.settings;
    await act(async () => settings.save({ ...(await settings.get()), returnWindowDays: 14 }));
    expect(await screen.findByRole('heading', { name: 'The 14-day return policy' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText('14-day return policy')).toBeInTheDocument();
    await act(async () => settings.save({ ...(await settings.get()), returnWindowDays: 0 }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /-day return policy/ })).not.toBeInTheDocument(),
    );
    expect(within(screen.getByRole('contentinfo')).queryByText('Easy Returns')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Damaged or wrong item' })).toBeInTheDocument();
  });

  it('give the opening hours and the 30-day and 3-year promises', async () => {
    renderApp(app, '/returns');
    expect(await screen.findByRole('heading', { name: 'The 30-day return policy' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Monday – Saturday: 9:00 AM – 8:00 PM')).toBeInTheDocument();
    expect(main.getByText('Sunday: 10:00 AM – 6:00 PM')).toBeInTheDocument();
    renderApp(app, '/warranty');
    expect(await screen.findByText(/warranty of up to 3 years/)).toBeInTheDocument();
  });

  it('show the FAQ as an accordion', async () => {
    renderApp(app, '/faq');
    const question = await screen.findByRole('button', { name: 'How much does shipping cost?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    // The answer opens with an animation; it is visible once that has run.
    await waitFor(() =>
      expect(screen.getByText(/Shipping is free on orders of ₹10,000 or more/)).toBeVisible(),
    );
  });

  it('give bed, sofa and dining sizes in centimetres and inches', async () => {
    renderApp(app, '/size-guide');
    expect(await screen.findByRole('heading', { name: 'Beds (mattress size)' })).toBeInTheDocument();
    expect(screen.getByText('152 × 198 cm')).toBeInTheDocument();
    expect(screen.getByText('60 × 78 in')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sofas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dining tables' })).toBeInTheDocument();
  });
});
