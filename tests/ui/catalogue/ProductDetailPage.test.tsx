import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, freshAppEachTest } from '../helpers/testApp';
import { SMALL_CATALOGUE, makeCatalogueApp, productNamed, type CatalogueApp } from './catalogueApp';

let app: CatalogueApp;

freshAppEachTest(async () => {
  app = await makeCatalogueApp(SMALL_CATALOGUE);
});

const byName = (name: string) => productNamed(app, name);
const price = () => screen.getByTestId('product-price');
const addToCart = () => screen.getByRole('button', { name: /^(add to cart|out of stock)$/i });
const location = () => screen.getByTestId('location').textContent ?? '';

describe('product page', { timeout: 60_000 }, () => {
  it('finds a product by slug at /{category}/{productName} and shows its details as text', async () => {
    renderApp(app, '/beds/jodhpur-bed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jodhpur Bed' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Jodhpur Bed — Sheesham Home'));
    expect(price()).toHaveTextContent('₹40,000');
    expect(screen.getByTestId('struck-mrp')).toHaveTextContent('MRP ₹50,000 (incl. of all taxes)');
    expect(screen.getByText('20% off')).toBeInTheDocument();
    expect(screen.getByText('Hydraulic storage')).toBeInTheDocument();
    expect(screen.getByText('Solid sheesham wood')).toBeInTheDocument();
    expect(screen.getByText('198 x 152 x 110 cm')).toBeInTheDocument();
    expect(screen.getByText('4.8 out of 5 · 12 reviews')).toBeInTheDocument();
    // Said once, beside stars a screen reader skips: not "Rated 4.8 out of 5" and "4.8" before it again.
    expect(screen.queryByRole('img', { name: /^Rated 4\.8/ })).toBeNull();
    expect(screen.queryByText('4.8')).toBeNull();
    // The description is text: markup in it is shown, never interpreted.
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByRole('link', { name: 'Beds' })).toHaveAttribute('href', '/categories/beds');
  });

  it('falls back to the id when no product has that slug, and finds /products/{id}', async () => {
    const bed = byName('Udaipur Bed');
    renderApp(app, `/beds/${bed.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Udaipur Bed' })).toBeInTheDocument();
  });

  it("updates the price as size and colour are picked, showing each option's price change", async () => {
    renderApp(app, `/products/${byName('Jodhpur Bed').id}`);
    await screen.findByRole('heading', { level: 1, name: 'Jodhpur Bed' });
    expect(screen.getByRole('button', { name: 'Queen' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'King, +₹6,000' }));
    expect(price()).toHaveTextContent('₹46,000');
    expect(screen.getByTestId('struck-mrp')).toHaveTextContent('MRP ₹56,000 (incl. of all taxes)');
    await userEvent.click(screen.getByRole('button', { name: 'Queen, −₹6,000' }));
    await userEvent.click(screen.getByRole('button', { name: 'Honey, +₹1,500, Out of stock' }));
    expect(price()).toHaveTextContent('₹41,500');
    expect(screen.getByText('BED-Q-HONEY')).toBeInTheDocument();
  });

  it('shows on each option the change from the chosen variant, not a surcharge of another size', async () => {
    renderApp(app, `/products/${byName('Jodhpur Bed').id}`);
    await screen.findByRole('heading', { level: 1, name: 'Jodhpur Bed' });
    await userEvent.click(screen.getByRole('button', { name: 'King, +₹6,000' }));
    const colours = within(screen.getByRole('group', { name: /^Colour/ }));
    // King Walnut is chosen: its swatch costs nothing more, and no difference text is shown under it.
    expect(colours.getByRole('button', { name: 'Walnut' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('+₹6,000')).not.toBeInTheDocument();
    // King has no Honey: picking it moves to Queen Honey, ₹4,500 less than King Walnut.
    expect(colours.getByRole('button', { name: 'Honey, −₹4,500, Out of stock' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Queen, −₹6,000' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'King' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(colours.getByRole('button', { name: 'Honey, −₹4,500, Out of stock' }));
    expect(price()).toHaveTextContent('₹41,500');
  });

  it('adds each chosen variant as its own cart line, and stops at the stock', async () => {
    renderApp(app, `/products/${byName('Jodhpur Bed').id}`);
    await screen.findByRole('heading', { level: 1, name: 'Jodhpur Bed' });
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Only 1 left in stock');
    await userEvent.click(addToCart());
    expect(addToCart()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'King, +₹6,000' }));
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Only 2 left in stock');
    await userEvent.click(addToCart());
    expect(app.stores.cart.items.map((item) => [item.variant?.id, item.price, item.quantity])).toEqual([
      ['q-walnut', 40000, 1],
      ['k-walnut', 46000, 1],
    ]);
    expect(await screen.findByText('Jodhpur Bed (King, Walnut)')).toBeInTheDocument();
    await userEvent.click(addToCart());
    expect(app.stores.cart.totalItems).toBe(3);
    expect(addToCart()).toBeDisabled();
    expect(screen.getByText('All 2 in stock are already in your cart.')).toBeInTheDocument();
  });

  it("shows the chosen colour's pictures and SKU, and keeps a sold-out option selectable but not for sale", async () => {
    renderApp(app, `/products/${byName('Jodhpur Bed').id}`);
    await screen.findByRole('heading', { level: 1, name: 'Jodhpur Bed' });
    const picture = () => screen.getByRole('img', { name: /^Jodhpur Bed/ });
    const productPicture = picture().getAttribute('src');
    expect(productPicture).not.toContain('bed-honey');
    expect(screen.getByTestId('variant-sku')).toHaveTextContent('SKU: BED-Q-WALNUT');
    await userEvent.click(screen.getByRole('button', { name: 'Honey, +₹1,500, Out of stock' }));
    expect(screen.getByRole('button', { name: 'Honey, Out of stock' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(picture()).toHaveAttribute('src', '/images/products/bed-honey.svg');
    expect(screen.getByTestId('variant-sku')).toHaveTextContent('SKU: BED-Q-HONEY');
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Out of stock');
    expect(addToCart()).toBeDisabled();
    expect(addToCart()).toHaveTextContent('Out of stock');
    // The colour's name under its swatch is part of the same button.
    const walnut = screen.getByRole('button', { name: /^Walnut/ });
    await userEvent.click(within(walnut).getByText(/^Walnut/));
    expect(walnut).toHaveAttribute('aria-pressed', 'true');
    expect(picture()).toHaveAttribute('src', productPicture);
  });

  it('disables add to cart for an out-of-stock product', async () => {
    renderApp(app, '/chairs/mandore-chair');
    await screen.findByRole('heading', { level: 1, name: 'Mandore Chair' });
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Out of stock');
    expect(addToCart()).toBeDisabled();
    expect(addToCart()).toHaveTextContent('Out of stock');
  });

  it('toggles the chosen variant on the wishlist', async () => {
    renderApp(app, `/products/${byName('Jodhpur Bed').id}`);
    await screen.findByRole('heading', { level: 1, name: 'Jodhpur Bed' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(app.stores.wishlist.items.map((item) => item.variant?.id)).toEqual(['q-walnut']);
    expect(screen.getByRole('button', { name: 'In wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'In wishlist' }));
    expect(app.stores.wishlist.count).toBe(0);
  });

  it('shows related products from the same navigation category, not itself', async () => {
    renderApp(app, '/sofas/amber-wooden-sofa');
    const related = await screen.findByRole('list', { name: 'Related products' });
    const names = within(related)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Banyan Fabric Sofa', 'Cedar L Sofa']);
  });

  it('shows a not-found state for an unknown or inactive product', async () => {
    const unknown = renderApp(app, '/products/no-such-product');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    unknown.unmount();
    await app.repository.update(byName('Udaipur Bed').id, { isActive: false });
    renderApp(app, '/beds/udaipur-bed');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it("sends a banner's /product/{id} link on to the product's own path", async () => {
    renderApp(app, `/product/${byName('Cedar L Sofa').id}`);
    await waitFor(() => expect(location()).toBe('/sofas/cedar-l-sofa'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cedar L Sofa' })).toBeInTheDocument();
  });
});
