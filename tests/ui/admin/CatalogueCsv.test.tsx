import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCsv } from '../../../src/ui/admin/common/csvText';
import { dialogNamed, makeAdminApp, openAdmin } from './adminTestKit';

const saved = vi.hoisted(() => [] as { fileName: string; text: string }[]);
vi.mock('../../../src/ui/admin/common/downloadCsv', () => ({
  downloadCsv: (fileName: string, text: string) => saved.push({ fileName, text }),
}));

beforeEach(() => {
  saved.length = 0;
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const HEADER =
  'Slug,Name,Description,Price,Stock,Categories,Images,Active,' +
  'Country of origin,Manufacturer or importer,Manufacturer or importer address,Net quantity';
const csvFile = (rows: string[]) =>
  new File([[HEADER, ...rows].join('\n')], 'new-chairs.csv', { type: 'text/csv' });
const chair = (n: number, price = '4500') =>
  `ui-chair-${n},UI Chair ${n},"Sheesham, hand polished",${price},4,chairs,/images/products/chair-walnut.svg,yes,` +
  'India,Jodhpur Teak Works,"4 Mill Road, Jodhpur 342001",1 N';

describe('/admin/products: CSV import and export', { timeout: 30_000 }, () => {
  it('previews a file, refuses a bad row by its line, writes nothing until confirmed, then imports', async () => {
    const app = await makeAdminApp();
    const products = app.ports.products;
    await openAdmin(app, '/admin/products', 'Products');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await dialogNamed('Import products from CSV');
    expect(dialog.getByRole('button', { name: 'Choose a CSV file' })).toBeInTheDocument();
    await user.upload(dialog.getByLabelText('CSV file'), csvFile([chair(1), chair(2, 'free'), chair(3)]));

    const counts = await dialog.findByRole('list', { name: 'Refused rows (not imported)' });
    expect(within(counts).getByText(/Please enter the price in whole rupees\./)).toBeInTheDocument();
    expect(within(counts).getByText('Line 3:')).toBeInTheDocument();
    const summary = dialog.getByLabelText('What the import would do');
    expect(within(summary).getByText('New').nextElementSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Refused').nextElementSibling).toHaveTextContent('1');
    expect(await products.getBySlug('ui-chair-1')).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Import 2 products' }));
    expect(await dialog.findByText('Import finished: 2 added, 0 updated.')).toBeInTheDocument();
    expect(dialog.getByText('Written 2 of 2 products')).toBeInTheDocument();
    expect(await products.getBySlug('ui-chair-1')).toMatchObject({
      name: 'UI Chair 1',
      price: 4500,
      countryOfOrigin: 'India',
      netQuantity: '1 N',
    });
    expect(await products.getBySlug('ui-chair-2')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('UI Chair 3')).toBeInTheDocument();
  });

  it("re-imports the demo catalogue's own export as 0 changed, and names each change a file makes", async () => {
    const app = await makeAdminApp();
    await openAdmin(app, '/admin/products', 'Products');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(saved.map((file) => file.fileName)).toContainEqual(expect.stringMatching(/catalogue/)),
    );
    const exported = saved.find((file) => /catalogue/.test(file.fileName))?.text ?? '';
    const rows = parseCsv(exported) ?? [];
    const uploadAndPreview = async (text: string) => {
      await user.click(screen.getByRole('button', { name: 'Import CSV' }));
      const dialog = await dialogNamed('Import products from CSV');
      await user.upload(
        dialog.getByLabelText('CSV file'),
        new File([text], 'catalogue.csv', { type: 'text/csv' }),
      );
      await dialog.findByLabelText('What the import would do');
      return dialog;
    };
    const same = await uploadAndPreview(exported);
    expect(
      await same.findByText('0 changed: the catalogue already holds every accepted row as it is.'),
    ).toBeInTheDocument();
    await user.click(same.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The first product's price cut by ₹1,000: the preview says so, from what to what.
    const [header = [], first = [], ...rest] = rows;
    const price = header.indexOf('Price');
    const name = first[header.indexOf('Name')] ?? '';
    const before = Number(first[price]);
    const edited = [
      header,
      first.map((cell, index) => (index === price ? String(before - 1000) : cell)),
      ...rest,
    ];
    const changed = await uploadAndPreview(
      edited.map((row) => row.map((cell) => JSON.stringify(cell)).join(',')).join('\n'),
    );
    const changes = await changed.findByRole('list', { name: 'What the import changes' });
    expect(changes).toHaveTextContent(
      `Changed the price of ${name} from ₹${before.toLocaleString('en-IN')} to ₹${(before - 1000).toLocaleString('en-IN')}`,
    );
  });

  it('says what is wrong with a file it cannot use', async () => {
    const app = await makeAdminApp();
    await openAdmin(app, '/admin/products', 'Products');
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await dialogNamed('Import products from CSV');
    await user.upload(
      dialog.getByLabelText('CSV file'),
      new File(['Price,Stock\n1,2'], 'x.csv', { type: 'text/csv' }),
    );
    expect(await dialog.findByText(/The first row must name the columns/)).toBeInTheDocument();
  });

  it('exports the catalogue with every product and variant, in the import’s format', async () => {
    const app = await makeAdminApp();
    await openAdmin(app, '/admin/products', 'Products');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved;
    expect(file?.fileName).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const records = parseCsv(file?.text ?? '') ?? [];
    expect(records[0]?.slice(0, 3)).toEqual(['Product ID', 'Slug', 'Name']);
    const ids = new Set(records.slice(1).map((record) => record[0]));
    expect(ids.size).toBeGreaterThan(40);
    const column = (name: string): number => records[0]?.indexOf(name) ?? -1;
    const sku = column('Variant SKU');
    expect(sku).toBeGreaterThan(0);
    expect(records.slice(1).some((record) => record[sku] !== '')).toBe(true);
    const country = column('Country of origin');
    const products = records.slice(1).filter((record) => record[column('Name')] !== '');
    expect(country).toBeGreaterThan(0);
    expect(products.every((record) => record[country] === 'India')).toBe(true);
    expect(column('MRP')).toBeGreaterThan(0);
  });

  it('exports the orders of a date range and the customers', async () => {
    const app = await makeAdminApp();
    await openAdmin(app, '/admin/orders', 'Orders');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await dialogNamed('Export orders');
    await user.clear(dialog.getByLabelText('From'));
    await user.type(dialog.getByLabelText('From'), '2000-01-01');
    await user.click(dialog.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const orders = parseCsv(saved[0]?.text ?? '') ?? [];
    expect(orders[0]).toContain('Order number');
    expect(orders.length).toBeGreaterThan(1);
    expect(orders[1]?.[0]).toMatch(/^#[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    await openAdmin(app, '/admin/customers', 'Customers');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Export CSV' }).at(-1)).toBeEnabled());
    await user.click(screen.getAllByRole('button', { name: 'Export CSV' }).at(-1)!);
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(parseCsv(saved[1]?.text ?? '')?.[0]).toEqual([
      'Name',
      'E-mail',
      'Customer ID',
      'Orders',
      'Total spent',
      'Last order (IST)',
      'Last order number',
    ]);
    expect(saved[1]?.text).toContain('shopper@demo.shop');
  });
});
