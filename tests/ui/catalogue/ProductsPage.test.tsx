import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, freshAppEachTest } from '../helpers/testApp';
import { productInput } from '../../contracts/support/testProduct';
import { SMALL_CATALOGUE, isTitleLink, makeCatalogueApp, type CatalogueApp } from './catalogueApp';

let app: CatalogueApp;

freshAppEachTest(async () => {
  app = await makeCatalogueApp(SMALL_CATALOGUE);
});

/** Product names in the listing, in order. */
const listedNames = (): string[] => {
  const list = screen.queryByRole('list', { name: 'Products' });
  return list
    ? within(list)
        .getAllByRole('link')
        .filter(isTitleLink)
        .map((link) => link.textContent ?? '')
    : [];
};

const location = () => screen.getByTestId('location').textContent ?? '';
const resultCount = () => screen.getByTestId('result-count');
/** jsdom matches no media query, so the page is at its narrowest: the filters live in the drawer. */
const openFilters = async () => {
  if (!screen.queryByRole('dialog')) await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
  return within(await screen.findByRole('dialog', { name: 'Filter products' }));
};
/** The drawer hides the page from assistive technology while it is open: close it with its "Show N" button. */
const closeFilters = async (count: string) => {
  await userEvent.click(screen.getByRole('button', { name: `Show ${count}` }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

const waitForCount = (text: string) => waitFor(() => expect(resultCount()).toHaveTextContent(text));

describe('product list (/products)', { timeout: 60_000 }, () => {
  it('lists every active product by name with the count, and sets the page title', async () => {
    renderApp(app, '/products');
    await waitForCount('6 products');
    expect(listedNames()).toEqual([
      'Amber Wooden Sofa',
      'Banyan Fabric Sofa',
      'Cedar L Sofa',
      'Jodhpur Bed',
      'Mandore Chair',
      'Udaipur Bed',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('All Products — Sheesham Home'));
  });

  it('changes the order with the sort select and puts it in the URL', async () => {
    renderApp(app, '/products');
    await waitForCount('6 products');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High');
    await waitFor(() => expect(location()).toBe('/products?sort=price-low'));
    await waitFor(() => expect(listedNames()[0]).toBe('Mandore Chair'));
    expect(listedNames()).toEqual([
      'Mandore Chair',
      'Udaipur Bed',
      'Banyan Fabric Sofa',
      'Jodhpur Bed',
      'Amber Wooden Sofa',
      'Cedar L Sofa',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Customer Rating');
    await waitFor(() => expect(listedNames()[0]).toBe('Jodhpur Bed'));
    expect(location()).toBe('/products?sort=rating');
  });

  it('narrows by category (a subcategory too), price and rating, each kept in the URL', async () => {
    renderApp(app, '/products');
    await waitForCount('6 products');
    await userEvent.click((await openFilters()).getByRole('radio', { name: /Fabric Sofa/ }));
    await waitForCount('2 products');
    expect(location()).toBe('/products?category=fabric-sofa');
    await closeFilters('2 products');
    expect(listedNames()).toEqual(['Banyan Fabric Sofa', 'Cedar L Sofa']);

    await userEvent.click((await openFilters()).getByRole('radio', { name: '4 stars & above' }));
    await waitForCount('1 product');
    expect(location()).toBe('/products?category=fabric-sofa&rating=4');
    await closeFilters('1 product');
    expect(listedNames()).toEqual(['Cedar L Sofa']);

    await userEvent.click((await openFilters()).getByRole('radio', { name: 'All categories' }));
    await waitForCount('4 products');
    await userEvent.type((await openFilters()).getByLabelText('Max price (₹)'), '42000');
    await userEvent.click((await openFilters()).getByRole('button', { name: 'Apply price' }));
    await waitForCount('2 products');
    expect(location()).toBe('/products?maxPrice=42000&rating=4');
    await closeFilters('2 products');
    expect(listedNames()).toEqual(['Jodhpur Bed', 'Mandore Chair']);
  });

  it('keeps a wrong price in the box with a message instead of applying it', async () => {
    renderApp(app, '/products');
    await waitForCount('6 products');
    await userEvent.type((await openFilters()).getByLabelText('Min price (₹)'), '50000');
    await userEvent.type((await openFilters()).getByLabelText('Max price (₹)'), '1000');
    await userEvent.click((await openFilters()).getByRole('button', { name: 'Apply price' }));
    expect((await openFilters()).getByRole('alert')).toHaveTextContent(
      'The minimum price must not be above the maximum price.',
    );
    expect((await openFilters()).getByLabelText('Min price (₹)')).toHaveValue('50000');
    expect(location()).toBe('/products');
  });

  it('restores the filters from the URL on load, and clear filters goes back to everything', async () => {
    renderApp(app, '/products?category=beds&sort=price-high');
    await waitForCount('2 products');
    expect(listedNames()).toEqual(['Jodhpur Bed', 'Udaipur Bed']);
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-high');
    expect((await openFilters()).getByRole('radio', { name: /Beds/ })).toBeChecked();
    await userEvent.click((await openFilters()).getByRole('button', { name: 'Clear filters' }));
    await waitForCount('6 products');
    expect(location()).toBe('/products');
    await closeFilters('6 products');
    expect(listedNames()[0]).toBe('Amber Wooden Sofa');
  });

  it('shows the empty state with a clear-filters action when nothing matches', async () => {
    renderApp(app, '/products?minPrice=90000');
    await waitForCount('0 products');
    // The empty state's code comes when it is shown.
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    await userEvent.click(main.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await waitForCount('6 products');
    expect(location()).toBe('/products');
  });

  it('lists products above one lakh unless a maximum price is chosen', async () => {
    app = await makeCatalogueApp([
      productInput({
        name: 'Barmer Modular Kitchen',
        category: 'modular-kitchen',
        categories: ['modular-kitchen'],
        price: 149999,
      }),
      productInput({ name: 'Kota Study Chair', category: 'chairs', categories: ['chairs'], price: 7499 }),
    ]);
    renderApp(app, '/products');
    await waitForCount('2 products');
    expect(listedNames()).toEqual(['Barmer Modular Kitchen', 'Kota Study Chair']);
    renderApp(app, '/categories/modular-kitchen');
    expect(await screen.findByText('1 product')).toBeInTheDocument();
  });

  it("shows a featured product above one lakh in the home page's Featured row", async () => {
    app = await makeCatalogueApp([
      productInput({ name: 'Barmer Modular Kitchen', price: 149999, isFeatured: true }),
      productInput({ name: 'Kota Study Chair', price: 7499, isFeatured: true }),
    ]);
    renderApp(app, '/');
    const row = within(await screen.findByRole('region', { name: 'Featured Products' }));
    expect(await row.findByText('Barmer Modular Kitchen')).toBeInTheDocument();
    expect(row.getByText('Kota Study Chair')).toBeInTheDocument();
  });

  it('loads one page at a time and appends the next with "Load more"', async () => {
    app = await makeCatalogueApp(
      Array.from({ length: 15 }, (_, index) =>
        productInput({ name: `Chair ${String(index + 1).padStart(2, '0')}`, categories: ['chairs'] }),
      ),
    );
    const listPage = vi.spyOn(app.repository, 'listPage');
    renderApp(app, '/products');
    await waitForCount('15 products');
    expect(listedNames()).toHaveLength(12);
    expect(listPage).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 12 }));
    expect(screen.getByText('Showing 12 of 15')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    await waitFor(() => expect(listedNames()).toHaveLength(15));
    expect(listedNames().at(-1)).toBe('Chair 15');
    expect(screen.queryByRole('button', { name: 'Load more products' })).not.toBeInTheDocument();
  });

  it('says "50+" once the bounded count reaches its cap, and the exact count below it', async () => {
    app = await makeCatalogueApp([
      ...Array.from({ length: 55 }, (_, index) =>
        productInput({ name: `Stool ${String(index + 1).padStart(2, '0')}`, categories: ['chairs'] }),
      ),
      productInput({ name: 'Lone Bed', categories: ['beds'], price: 20000 }),
    ]);
    renderApp(app, '/products');
    await waitForCount('50+ products');
    expect(listedNames()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 50+')).toBeInTheDocument();
    const filters = await openFilters();
    expect(filters.getByRole('button', { name: 'Show 50+ products' })).toBeInTheDocument();
    await userEvent.click(filters.getByRole('radio', { name: /Beds/ }));
    await waitForCount('1 product');
    await closeFilters('1 product');
  });

  it("'Featured — View all' on the home page opens the featured products only, and keeps them through a sort", async () => {
    const featured = app.products.filter((product) =>
      ['Cedar L Sofa', 'Mandore Chair'].includes(product.name),
    );
    for (const product of featured) await app.repository.update(product.id, { isFeatured: true });
    renderApp(app, '/');
    const row = within(await screen.findByRole('region', { name: 'Featured Products' }));
    const viewAll = await row.findByRole('link', { name: 'View all →' });
    expect(viewAll).toHaveAttribute('href', '/products?show=featured');
    await userEvent.click(viewAll);
    await waitForCount('2 products');
    expect(location()).toBe('/products?show=featured');
    expect(screen.getByRole('heading', { level: 1, name: 'Featured Products' })).toBeInTheDocument();
    expect(listedNames()).toEqual(['Cedar L Sofa', 'Mandore Chair']);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High');
    await waitFor(() => expect(location()).toBe('/products?show=featured&sort=price-low'));
    await waitFor(() => expect(listedNames()).toEqual(['Mandore Chair', 'Cedar L Sofa']));
  });
});
