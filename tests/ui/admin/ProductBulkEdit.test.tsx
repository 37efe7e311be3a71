import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../src/domain/catalogue/Product';
import type { TestApp } from '../helpers/testApp';
import { dialogNamed, findToast, makeAdminApp, openAdmin } from './adminTestKit';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const everyProduct = async (app: TestApp): Promise<Product[]> => {
  const found: Product[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Product[]; nextCursor: string | null } = await app.ports.products.adminList({
      pageSize: 100,
      cursor,
    });
    found.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return found;
};

const firstTwo = async (app: TestApp): Promise<[Product, Product]> => {
  const { items } = await app.ports.products.adminList({ pageSize: 2 });
  return items as [Product, Product];
};

const priceOf = async (app: TestApp, id: string) => (await app.ports.products.getById(id))?.price;

describe('bulk edits on the Products screen', { timeout: 30_000 }, () => {
  it('changes the chosen prices by a percentage after a preview, and undoes it', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await makeAdminApp();
    const [a, b] = await firstTwo(app);
    await openAdmin(app, '/admin/products', 'Products');
    await user.click(await screen.findByRole('checkbox', { name: `Select ${a.name}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${b.name}` }));
    const toolbar = within(await screen.findByRole('toolbar', { name: 'Bulk actions' }));
    expect(await toolbar.findByText('2 selected')).toBeInTheDocument();
    await user.click(toolbar.getByRole('button', { name: 'Change price…' }));

    const dialog = await dialogNamed('Change prices');
    await user.click(dialog.getByRole('button', { name: 'Change 2 prices' }));
    expect(
      await dialog.findByText('Please enter a whole percentage, e.g. 10 to raise or -10 to lower.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Change in per cent' })).toHaveAccessibleDescription(
      /^Please enter a whole percentage, e\.g\. 10 to raise or -10 to lower\. New prices are rounded/,
    );
    await user.type(dialog.getByRole('textbox', { name: 'Change in per cent' }), '10');
    const preview = within(dialog.getByRole('table', { name: 'New prices' }));
    const rowOfA = within(preview.getByText(a.name).closest('tr') as HTMLElement);
    const raised = Math.round((a.price * 110) / 100);
    expect(rowOfA.getByText(`₹${raised.toLocaleString('en-IN')}`)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Change 2 prices' }));

    await findToast('2 products repriced (+10%).');
    expect(await priceOf(app, a.id)).toBe(raised);
    expect(await priceOf(app, b.id)).toBe(Math.round((b.price * 110) / 100));
    expect(screen.getByText('Last change: 2 products repriced (+10%).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await findToast('Undone on 2 products.');
    expect(await priceOf(app, a.id)).toBe(a.price);
    expect(await priceOf(app, b.id)).toBe(b.price);
    expect(screen.queryByText(/^Last change/)).toBeNull();
  });

  it('applies a change to every product matching the filters, beyond the page shown', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await makeAdminApp();
    const before = await everyProduct(app);
    expect(before.length).toBeGreaterThan(20);
    const featured = before.filter((product) => product.isFeatured).map((product) => product.id);
    expect(featured.length).toBeGreaterThan(0);
    await openAdmin(app, '/admin/products', 'Products');
    await user.click(await screen.findByRole('checkbox', { name: 'Select every product on this page' }));
    await user.click(await screen.findByRole('button', { name: 'Select all products matching the filters' }));
    const toolbar = within(await screen.findByRole('toolbar', { name: 'Bulk actions' }));
    expect(await toolbar.findByText('All products matching the filters')).toBeInTheDocument();
    await user.click(toolbar.getByRole('button', { name: 'Mark new arrival' }));
    await findToast(/products marked as new arrivals\.$/);
    expect((await everyProduct(app)).every((product) => product.isNewArrival)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await findToast(/^Undone on \d+ products\.$/);
    const after = await everyProduct(app);
    expect(after.map((product) => [product.id, product.isNewArrival])).toEqual(
      before.map((product) => [product.id, product.isNewArrival]),
    );
  });

  it('moves the chosen products to a category, asking for one first', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await makeAdminApp();
    const [a] = await firstTwo(app);
    await openAdmin(app, '/admin/products', 'Products');
    await user.click(await screen.findByRole('checkbox', { name: `Select ${a.name}` }));
    await user.click(await screen.findByRole('button', { name: 'Move to category…' }));
    const dialog = await dialogNamed('Move to a category');
    await user.click(dialog.getByRole('button', { name: 'Move products' }));
    expect(await dialog.findByText('Please choose a category.')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Please choose a category.',
    );
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'l-shaped-sofa');
    await user.click(dialog.getByRole('button', { name: 'Move products' }));
    await findToast(/^1 product moved to /);
    await waitFor(async () =>
      expect((await app.ports.products.getById(a.id))?.categories).toContain('l-shaped-sofa'),
    );
    const moved = await app.ports.products.getById(a.id);
    expect(moved?.category).toBe('l-shaped-sofa');
    expect(moved?.categories[0]).toBe('sofas');
  });
});
