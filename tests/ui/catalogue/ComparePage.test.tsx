import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { compareQuery } from '../../../src/domain/storefront/CompareList';
import { createStores } from '../../../src/ui/app/stores/RootStore';
import { COMPARE_KEY } from '../../../src/ui/shop/compare/CompareStore';
import { freshAppEachTest, renderApp } from '../helpers/testApp';
import { SMALL_CATALOGUE, makeCatalogueApp, productNamed, type CatalogueApp } from './catalogueApp';

let app: CatalogueApp;

freshAppEachTest(
  async () => {
    app = await makeCatalogueApp(SMALL_CATALOGUE);
  },
  () => import('../../../src/ui/shop/compare/ComparePage'),
);

const idOf = (name: string) => productNamed(app, name).id;
const table = () => screen.findByRole('table', { name: 'Compared products' });
/** The row labels the table shows, top to bottom. */
const rowLabels = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
/** The cells of the row labelled `label`, left to right. */
const rowOf = async (label: string) => {
  const row = within(await table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader')?.textContent === label);
  if (!row) throw new Error(`no row ${label}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};
const openCompare = async (names: string[]) => {
  cleanup();
  renderApp(app, `/compare${compareQuery(names.map(idOf))}`);
  await table();
};

describe('the compare page', { timeout: 60_000 }, () => {
  it('shows a row only where some product says it, and hides the rows where all agree', async () => {
    const user = userEvent.setup();
    await openCompare(['Jodhpur Bed', 'Udaipur Bed']);
    expect(
      within(await table())
        .getAllByRole('columnheader')
        .map((cell) => within(cell).getByRole('link').textContent),
    ).toEqual(['Jodhpur Bed', 'Udaipur Bed']);
    expect(await rowLabels()).toEqual([
      'Product',
      'Price',
      'Rating',
      'Dimensions',
      'Material',
      'Sizes',
      'Colours',
      'Warranty',
    ]);
    expect(await rowOf('Price')).toEqual([
      expect.stringContaining('₹40,000'),
      expect.stringContaining('₹28,000'),
    ]);
    expect(await rowOf('Sizes')).toEqual(['Queen, King', 'Not stated']);
    expect(await rowOf('Warranty')).toEqual(['3 years', '3 years']);

    await user.click(screen.getByRole('switch', { name: 'Hide rows where all agree' }));
    await waitFor(async () => expect(await rowLabels()).not.toContain('Warranty'));
    expect(await rowLabels()).toContain('Price');
  });

  it('names the products in the title, and answers delivery and cash on delivery for a pincode', async () => {
    const user = userEvent.setup();
    await openCompare(['Jodhpur Bed', 'Amber Wooden Sofa']);
    await waitFor(() =>
      expect(document.title).toBe('Compare Jodhpur Bed and Amber Wooden Sofa — Sheesham Home'),
    );
    expect(await rowLabels()).not.toContain('Cash on delivery');
    await user.type(screen.getByRole('textbox', { name: 'Delivery pincode' }), '560025');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    // Bengaluru: cash on delivery up to ₹50,000 in the demo zones.
    expect(await screen.findByRole('rowheader', { name: 'Cash on delivery' })).toBeInTheDocument();
    expect(await rowOf('Cash on delivery')).toEqual(['Available', 'Available']);
    expect((await rowOf('Delivery'))[0]).toMatch(/^Delivery by /);
    expect(app.stores.cart.pincode).toBe('560025');
  });

  it('leaves out a product no longer for sale with a note, and removes one from the list and the address', async () => {
    const user = userEvent.setup();
    await app.repository.update(idOf('Mandore Chair'), { isActive: false });
    app.stores.compare.toggle(idOf('Jodhpur Bed'));
    app.stores.compare.toggle(idOf('Udaipur Bed'));
    await openCompare(['Jodhpur Bed', 'Mandore Chair', 'Udaipur Bed']);
    expect(
      await screen.findByText('One product in this list is no longer for sale, so it is left out.'),
    ).toBeInTheDocument();
    expect(within(await table()).getAllByRole('columnheader')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove Jodhpur Bed from compare' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/compare${compareQuery([idOf('Mandore Chair'), idOf('Udaipur Bed')])}`,
      ),
    );
    await waitFor(async () => expect(within(await table()).getAllByRole('columnheader')).toHaveLength(1));
    expect(app.stores.compare.ids).toEqual([idOf('Udaipur Bed')]);
  });

  it("opened without a list, puts the device's list in the address; with none, offers the products", async () => {
    app.stores.compare.toggle(idOf('Cedar L Sofa'));
    app.stores.compare.toggle(idOf('Amber Wooden Sofa'));
    renderApp(app, '/compare');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/compare${compareQuery([idOf('Cedar L Sofa'), idOf('Amber Wooden Sofa')])}`,
      ),
    );
    expect(await rowOf('Price')).toEqual([
      expect.stringContaining('₹65,000'),
      expect.stringContaining('₹45,000'),
    ]);

    cleanup();
    app.stores.compare.clear();
    renderApp(app, '/compare');
    expect(await screen.findByText('Nothing to compare yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('says when the list is full and keeps its four; the header counts them', async () => {
    const user = userEvent.setup();
    renderApp(app, '/products');
    const names = ['Amber Wooden Sofa', 'Banyan Fabric Sofa', 'Cedar L Sofa', 'Jodhpur Bed', 'Udaipur Bed'];
    for (const name of names.slice(0, 4)) {
      const toggle = await screen.findByRole('button', { name: `Compare ${name}` });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    expect(screen.getByRole('link', { name: 'Compare (4)' })).toHaveAttribute('href', '/compare');
    const fifth = screen.getByRole('button', { name: 'Compare Udaipur Bed' });
    await user.click(fifth);
    expect(await screen.findByText('You can compare up to 4 products')).toBeInTheDocument();
    expect(fifth).toHaveAttribute('aria-pressed', 'false');
    expect(app.stores.compare.ids).toEqual(names.slice(0, 4).map(idOf));
    expect(JSON.parse(app.storage.getItem(COMPARE_KEY) ?? '[]')).toEqual(names.slice(0, 4).map(idOf));

    // Across a reload: the same device's storage, a new app.
    cleanup();
    app = { ...app, stores: createStores(app.ports) };
    renderApp(app, '/products');
    expect(await screen.findByRole('link', { name: 'Compare (4)' })).toBeInTheDocument();
  });

  it('reads an empty list from a value the device cannot read, and shows no header link', async () => {
    app.storage.setItem(COMPARE_KEY, '{not json');
    app = { ...app, stores: createStores(app.ports) };
    renderApp(app, '/products');
    await screen.findByRole('button', { name: 'Compare Jodhpur Bed' });
    expect(screen.queryByRole('link', { name: /^Compare \(/ })).toBeNull();
  });
});
