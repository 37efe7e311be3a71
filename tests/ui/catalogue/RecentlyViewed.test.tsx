import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStores } from '../../../src/ui/app/stores/RootStore';
import { RECENTLY_VIEWED_KEY } from '../../../src/ui/shop/product/RecentlyViewedStore';
import { freshAppEachTest, renderApp } from '../helpers/testApp';
import {
  SMALL_CATALOGUE,
  isTitleLink,
  makeCatalogueApp,
  productNamed,
  type CatalogueApp,
} from './catalogueApp';

let app: CatalogueApp;

freshAppEachTest(async () => {
  app = await makeCatalogueApp(SMALL_CATALOGUE);
});

const byName = (name: string) => productNamed(app, name);
const lookedAt = () => screen.findByRole('list', { name: 'Products you looked at' });
const open = async (path: string, heading: string) => {
  cleanup();
  renderApp(app, path);
  await screen.findByRole('heading', { level: 1, name: heading });
};
/** The names of the cards under "You looked at", in order. */
const names = async () =>
  within(await lookedAt())
    .getAllByRole('link')
    .filter(isTitleLink)
    .map((link) => link.textContent);

describe('"You looked at"', { timeout: 60_000 }, () => {
  it('lists the products opened on this device, the latest first, leaving out the one on show', async () => {
    await open(`/products/${byName('Jodhpur Bed').id}`, 'Jodhpur Bed');
    expect(screen.queryByRole('heading', { name: 'You looked at' })).toBeNull();
    await open(`/products/${byName('Mandore Chair').id}`, 'Mandore Chair');
    expect(await names()).toEqual(['Jodhpur Bed']);
    await open(`/products/${byName('Amber Wooden Sofa').id}`, 'Amber Wooden Sofa');
    expect(await names()).toEqual(['Mandore Chair', 'Jodhpur Bed']);
    cleanup();
    // The home page's read still on its way: the list already has the product last on show.
    vi.spyOn(app.repository, 'getMany').mockReturnValue(new Promise(() => {}));
    renderApp(app, '/');
    expect(await names()).toEqual(['Amber Wooden Sofa', 'Mandore Chair', 'Jodhpur Bed']);
  });

  it("reads no product for the list on a device's first product page, and then only those it shows", async () => {
    const getMany = vi.spyOn(app.repository, 'getMany');
    await open(`/products/${byName('Jodhpur Bed').id}`, 'Jodhpur Bed');
    await open(`/products/${byName('Mandore Chair').id}`, 'Mandore Chair');
    expect(await names()).toEqual(['Jodhpur Bed']);
    expect(getMany.mock.calls).toEqual([[[byName('Jodhpur Bed').id]]]);
  });

  it('survives a reload, showing each product as it is now and leaving out one no longer for sale', async () => {
    await open(`/products/${byName('Jodhpur Bed').id}`, 'Jodhpur Bed');
    await open(`/products/${byName('Mandore Chair').id}`, 'Mandore Chair');
    await open(`/products/${byName('Udaipur Bed').id}`, 'Udaipur Bed');
    cleanup();
    await app.repository.update(byName('Jodhpur Bed').id, { price: 31_500 });
    await app.repository.update(byName('Mandore Chair').id, { isActive: false });
    // A reload: the same device's storage, a new app.
    app = { ...app, stores: createStores(app.ports) };
    renderApp(app, '/');
    const list = await lookedAt();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(await names()).toEqual(['Udaipur Bed', 'Jodhpur Bed']);
    expect(within(list).getByText('₹31,500')).toBeInTheDocument();
  });

  it('reads nothing back from a value the device cannot read', async () => {
    app.storage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    app = { ...app, stores: createStores(app.ports) };
    renderApp(app, '/');
    await screen.findByRole('heading', { name: 'New Arrivals' });
    expect(screen.queryByRole('heading', { name: 'You looked at' })).toBeNull();
  });
});
