import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadInitialData } from '../../../src/ui/app/routes/initialData';
import { loadPage, pageComponent } from '../../../src/ui/app/routes/pageModules';
import { productInput } from '../../contracts/support/testProduct';
import { renderApp } from '../helpers/testApp';
import { FRESH_FOR_MS } from '../../../src/ui/shop/common/KeyedLoad';
import { SMALL_CATALOGUE, makeCatalogueApp, type CatalogueApp } from './catalogueApp';

let app: CatalogueApp;
let stopStores: () => void = () => undefined;

/** Starts the root stores' live views as main.tsx does before preloading; stopped after each test. */
const startStores = (): void => {
  stopStores = app.stores.start();
};

beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  app = await makeCatalogueApp([
    // A picture of its own for each product, so the pictures a page draws first can be told apart.
    ...SMALL_CATALOGUE.map((input) => ({ ...input, image: `/images/${input.slug}.svg`, images: [] })),
    productInput({
      name: 'Kesar Rocking Chair',
      slug: 'kesar-rocking-chair',
      isFeatured: true,
      categories: ['chairs'],
    }),
    productInput({
      name: 'Neem Study Table',
      slug: 'neem-study-table',
      isNewArrival: true,
      categories: ['tables'],
    }),
  ]);
}, 30_000);
afterEach(() => {
  stopStores();
  stopStores = () => undefined;
  vi.restoreAllMocks();
});

/** Loads the first screen at `path` as main.tsx does, then counts the reads the page makes when it mounts there. */
const preloadThenRender = async (path: string) => {
  const url = new URL(path, 'https://shop.example');
  startStores();
  await loadInitialData(app.stores, url);
  const reads = [
    vi.spyOn(app.repository, 'listPage'),
    vi.spyOn(app.repository, 'getById'),
    vi.spyOn(app.repository, 'getBySlug'),
    vi.spyOn(app.repository, 'listRelated'),
  ];
  renderApp(app, path);
  return { reads: () => reads.reduce((sum, spy) => sum + spy.mock.calls.length, 0) };
};

describe('the first screen of a landing page', { timeout: 60_000 }, () => {
  it('draws the home page whole: both product rows at once, no skeleton, nothing read again', async () => {
    const { reads } = await preloadThenRender('/');
    // No findBy: the page is there in the first render.
    expect(screen.getByRole('link', { name: 'Kesar Rocking Chair' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neem Study Table' })).toBeInTheDocument();
    expect(document.querySelector('.chakra-skeleton')).toBeNull();
    expect(reads()).toBe(0);
  });

  it("draws the listing of the URL's filters and sort, and reads it only once", async () => {
    const { reads } = await preloadThenRender('/products?category=beds&sort=price-high');
    const names = screen.getAllByRole('link', { name: /^\w+ Bed$/ }).map((link) => link.textContent);
    expect(names).toEqual(['Jodhpur Bed', 'Udaipur Bed']);
    expect(screen.queryByRole('link', { name: 'Amber Wooden Sofa' })).toBeNull();
    expect(reads()).toBe(0);
  });

  it('draws a product found by its /{category}/{slug} link, and reads it only once', async () => {
    const { reads } = await preloadThenRender('/beds/jodhpur-bed');
    expect(screen.getByRole('heading', { level: 1, name: 'Jodhpur Bed' })).toBeInTheDocument();
    expect(reads()).toBe(0);
  });

  it('draws a product found at /products/{id}, and reads it only once', async () => {
    const bed = app.products.find((product) => product.slug === 'udaipur-bed');
    const { reads } = await preloadThenRender(`/products/${bed?.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Udaipur Bed' })).toBeInTheDocument();
    expect(reads()).toBe(0);
  });

  it('reads the product again when the shopper comes back to it later (stock may have changed)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startStores();
    await loadInitialData(app.stores, new URL('https://shop.example/beds/jodhpur-bed'));
    const getBySlug = vi.spyOn(app.repository, 'getBySlug');
    await app.stores.productDetail.load({ by: 'slug', value: 'jodhpur-bed' });
    expect(getBySlug).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + FRESH_FOR_MS);
    await app.stores.productDetail.load({ by: 'slug', value: 'jodhpur-bed' });
    expect(getBySlug).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('reads the product again after a failed read, when the shopper tries again', async () => {
    startStores();
    const getBySlug = vi.spyOn(app.repository, 'getBySlug').mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await app.stores.productDetail.load({ by: 'slug', value: 'jodhpur-bed' });
    expect(app.stores.productDetail.state.status).toBe('failed');
    await app.stores.productDetail.load({ by: 'slug', value: 'jodhpur-bed' });
    expect(app.stores.productDetail.product?.name).toBe('Jodhpur Bed');
    expect(getBySlug).toHaveBeenCalledTimes(2);
  });

  it('reads the listing again for other filters', async () => {
    startStores();
    await loadInitialData(app.stores, new URL('https://shop.example/products?category=beds'));
    const listPage = vi.spyOn(app.repository, 'listPage');
    await app.stores.catalogue.setFilters({ category: 'sofas' });
    expect(listPage).toHaveBeenCalledTimes(1);
    expect(app.stores.catalogue.items.map((product) => product.slug)).not.toContain('jodhpur-bed');
  });

  it.each([
    ['the home page', '/'],
    ['a listing', '/products?sort=price-high'],
    ['a category', '/categories/beds'],
    ['a product page', '/beds/jodhpur-bed'],
  ])('starts downloading the pictures %s draws first, before its first render', async (_, path) => {
    startStores();
    const warmed: string[] = [];
    await loadInitialData(app.stores, new URL(path, 'https://shop.example'), {
      warm: (sources) => warmed.push(...sources),
    });
    renderApp(app, path);
    const eager = [...document.querySelectorAll('img[fetchpriority="high"]')].map(
      (image) => image.getAttribute('src') ?? '',
    );
    expect(warmed.length).toBeGreaterThan(0);
    expect(warmed).toEqual([...new Set(eager)]);
  });

  it('takes no order or admin path for a product page', async () => {
    const getBySlug = vi.spyOn(app.repository, 'getBySlug');
    const getById = vi.spyOn(app.repository, 'getById');
    startStores();
    await loadInitialData(app.stores, new URL('https://shop.example/orders/ord-1'));
    await loadInitialData(app.stores, new URL('https://shop.example/admin/products'));
    expect(getBySlug).not.toHaveBeenCalled();
    expect(getById).not.toHaveBeenCalled();
  });
});

describe('pageComponent', () => {
  it('renders a loaded page at once instead of its Suspense fallback', async () => {
    await loadPage('shop/info/FaqPage');
    renderApp(app, '/faq');
    expect(
      screen.getByRole('heading', { level: 1, name: /Frequently Asked Questions/i }),
    ).toBeInTheDocument();
    expect(pageComponent('shop/info/FaqPage')).toBe(pageComponent('shop/info/FaqPage'));
  });

  it('shows the spinner until a page that was not loaded arrives', async () => {
    renderApp(app, '/warranty');
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('RootStore.start', () => {
  it('starts the live views once for several callers and stops them when the last one stops', async () => {
    const stores = app.stores;
    const unsubscribe = vi.fn();
    const subscribe = vi.spyOn(app.ports.banners, 'subscribeActive');
    subscribe.mockImplementation(() => unsubscribe);
    const stopMain = stores.start();
    const stopProviders = stores.start();
    expect(subscribe).toHaveBeenCalledTimes(1);
    stopProviders();
    stopProviders();
    expect(unsubscribe).not.toHaveBeenCalled();
    stopMain();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
