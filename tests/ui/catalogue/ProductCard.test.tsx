import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, freshAppEachTest } from '../helpers/testApp';
import { SMALL_CATALOGUE, makeCatalogueApp, type CatalogueApp } from './catalogueApp';

let app: CatalogueApp;

freshAppEachTest(async () => {
  app = await makeCatalogueApp(SMALL_CATALOGUE);
});

const location = () => screen.getByTestId('location').textContent ?? '';
const listing = async () => {
  renderApp(app, '/products');
  await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('6 products'));
  return within(screen.getByRole('list', { name: 'Products' }));
};

describe('product card', { timeout: 60_000 }, () => {
  it('sends the shopper to choose the options of a product with variants instead of guessing one', async () => {
    const list = await listing();
    expect(list.queryByRole('button', { name: 'Add Jodhpur Bed to cart' })).not.toBeInTheDocument();
    const choose = list.getByRole('link', { name: 'Choose options for Jodhpur Bed' });
    expect(choose).toHaveTextContent('Choose options');
    const title = list.getByRole('link', { name: 'Jodhpur Bed' });
    expect(choose).toHaveAttribute('href', title.getAttribute('href'));
    await userEvent.click(choose);
    await waitFor(() => expect(location()).toBe('/beds/jodhpur-bed'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jodhpur Bed' })).toBeInTheDocument();
    expect(app.stores.cart.totalItems).toBe(0);
  });

  it('keeps "Add to cart" for a product without variants, and "Out of stock" when none are left', async () => {
    const list = await listing();
    expect(list.queryByRole('link', { name: /^Choose options for (Udaipur Bed|Mandore Chair)$/ })).toBeNull();
    await userEvent.click(list.getByRole('button', { name: 'Add Udaipur Bed to cart' }));
    expect(app.stores.cart.items.map((item) => [item.name, item.variant])).toEqual([['Udaipur Bed', null]]);
    expect(list.getByRole('button', { name: 'Mandore Chair is out of stock' })).toBeDisabled();
  });

  it('reads a struck-through price as the MRP, taxes included, and shows none beside a price that is the MRP', async () => {
    const list = await listing();
    const mrps = list.getAllByTestId('struck-mrp');
    expect(mrps.map((mrp) => mrp.textContent)).toEqual(['MRP ₹50,000 (incl. of all taxes)']);
    expect(mrps[0]?.closest('li')).toHaveTextContent('Jodhpur Bed');
    expect(mrps[0]?.closest('li')).toHaveTextContent('20% off');
  });
});
