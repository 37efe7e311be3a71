import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { freshAppEachTest, renderApp } from '../helpers/testApp';
import { SMALL_CATALOGUE, makeCatalogueApp, type CatalogueApp } from './catalogueApp';

let app: CatalogueApp;

/** The shop with one product stored before declarations were asked for: it says none of the four. */
freshAppEachTest(async () => {
  app = await makeCatalogueApp(
    SMALL_CATALOGUE.map((input) =>
      input.name === 'Udaipur Bed'
        ? { ...input, countryOfOrigin: '', manufacturerName: '', manufacturerAddress: '', netQuantity: '' }
        : input,
    ),
  );
});

const idOf = (name: string): string => app.products.find((product) => product.name === name)?.id ?? '';

/** The declarations as the page lists them: each term with its definition. */
const declarations = (): [string, string][] => {
  const section = screen.getByRole('region', { name: 'Product declarations' });
  const terms = within(section).getAllByRole('term');
  const definitions = within(section).getAllByRole('definition');
  expect(definitions).toHaveLength(terms.length);
  return terms.map((term, index) => [term.textContent ?? '', definitions[index]?.textContent ?? '']);
};

describe('product declarations on the product page', { timeout: 60_000 }, () => {
  it('lists every declaration under its heading, the MRP following the chosen variant', async () => {
    renderApp(app, `/products/${idOf('Jodhpur Bed')}`);
    await screen.findByRole('heading', { level: 1, name: 'Jodhpur Bed' });
    expect(screen.getByRole('heading', { level: 2, name: 'Product declarations' })).toBeInTheDocument();
    expect(declarations()).toEqual([
      ['Country of origin', 'India'],
      ['Manufacturer or importer', 'Test Workshop, 1 Test Road, Jodhpur 342001'],
      ['MRP', '₹50,000 (incl. of all taxes)'],
      ['Net quantity', '1 N'],
      ['Dimensions', '198 x 152 x 110 cm'],
      ['Warranty', '3 years'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'King, +₹6,000' }));
    expect(declarations()).toContainEqual(['MRP', '₹56,000 (incl. of all taxes)']);
    // Dimensions and warranty are declared once, not repeated under the specifications.
    const specifications = screen.getByRole('region', { name: 'Specifications' });
    expect(within(specifications).queryByText('198 x 152 x 110 cm')).toBeNull();
  });

  it('leaves out what an older product does not declare, and states its price as the MRP', async () => {
    renderApp(app, `/products/${idOf('Udaipur Bed')}`);
    await screen.findByRole('heading', { level: 1, name: 'Udaipur Bed' });
    expect(declarations()).toEqual([
      ['MRP', '₹28,000 (incl. of all taxes)'],
      ['Dimensions', '200 x 90 x 85 cm'],
      ['Warranty', '3 years'],
    ]);
    // Nothing struck through beside the price: it is the MRP.
    expect(screen.getByTestId('product-price').parentElement).not.toHaveTextContent('MRP');
  });
});
