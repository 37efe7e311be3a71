import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../../src/ui/shop/layout/header/Header';
import { renderApp } from '../helpers/testApp';
import { dialogNamed, findToast, makeAdminApp, openAdmin } from './adminTestKit';
import { onAWideScreen } from '../helpers/wideScreen';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const user = () => userEvent.setup();

// The bar shows from the `lg` breakpoint up; jsdom applies only the base styles, so its content counts as hidden.
const barNames = () =>
  within(screen.getByLabelText('Product categories', { selector: 'nav' }))
    .getAllByRole('link', { hidden: true })
    .map((link) => link.getAttribute('href'))
    .filter((href): href is string => href !== null && /^\/categories\/[^/]+$/.test(href))
    .filter((href, index, all) => all.indexOf(href) === index);

const editCategory = async (name: string, change: (form: ReturnType<typeof within>) => Promise<void>) => {
  await user().click(screen.getByRole('button', { name: `Edit ${name}` }));
  const form = await dialogNamed('Edit Category');
  await change(form);
  await user().click(form.getByRole('button', { name: 'Update Category' }));
  await findToast('Category updated successfully!');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

// Chakra in jsdom is slow on a shared machine.
describe("the admin's categories drive the shop's header", { timeout: 60_000 }, () => {
  onAWideScreen();
  it("a fresh shop's bar is the first 8 of the default tree that have products: Beds in, Safety Door and Mandir out", async () => {
    const app = await makeAdminApp();
    renderApp(app, '/', <Header />);
    await waitFor(() => expect(app.stores.summary.state.status).toBe('loaded'));
    expect(barNames().slice(0, 8)).toEqual(
      ['sofas', 'dining', 'wardrobes', 'chairs', 'tables', 'tv-units', 'modular-kitchen', 'beds'].map(
        (slug) => `/categories/${slug}`,
      ),
    );
  });

  it('moving Beds first, renaming Chair, hiding a category, leaving out empty ones and deleting one change the bar', async () => {
    const app = await makeAdminApp();
    await openAdmin(app, '/admin/categories', 'Categories');
    await screen.findByRole('button', { name: 'Edit Beds' });

    await editCategory('Beds', async (form) => {
      await user().clear(form.getByLabelText(/^Position/));
      await user().type(form.getByLabelText(/^Position/), '1');
    });
    await editCategory('Chair', async (form) => {
      await user().clear(form.getByLabelText(/^Name/));
      await user().type(form.getByLabelText(/^Name/), 'Chairs & Stools');
    });
    await editCategory('Dining', async (form) => {
      await user().click(form.getByText("Show in the header's category bar"));
    });
    // A fresh shop leaves empty categories out of the bar already.
    expect(
      screen.getByRole('checkbox', { name: 'Leave categories without products out of the header bar' }),
    ).toBeChecked();
    await user().click(screen.getByRole('button', { name: 'Delete TV Units' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    const products = app.stores.summary.countFor('tv-units');
    expect(products).toBeGreaterThan(1);
    expect(
      confirm.getByText(
        `Are you sure you want to delete the category "TV Units"? Its ${products} active products stay in the shop, but are no longer listed under it.`,
      ),
    ).toBeInTheDocument();
    await user().click(confirm.getByRole('button', { name: /Delete|Confirm/ }));
    await findToast('Category deleted successfully!');

    const rows = screen.getAllByRole('row').map((row) => row.textContent ?? '');
    expect(rows.findIndex((text) => text.includes('Beds'))).toBe(1);
    cleanup();

    renderApp(app, '/', <Header />);
    const bar = barNames();
    expect(bar[0]).toBe('/categories/beds');
    expect(bar).not.toContain('/categories/dining');
    expect(bar).not.toContain('/categories/tv-units');
    expect(bar).not.toContain('/categories/safety-door');
    expect(bar).not.toContain('/categories/mandir');
    expect(bar).toContain('/categories/chairs');
    expect(
      within(screen.getByLabelText('Product categories', { selector: 'nav' })).getAllByText(
        'Chairs & Stools',
        {
          exact: false,
        },
      ).length,
    ).toBeGreaterThan(0);
    expect(app.stores.summary.decide('tv-units')).toEqual({ kind: 'not-available', name: 'Tv Units' });
    expect(app.stores.summary.decide('dining').kind).toBe('navigate');
  });

  it('refuses to delete a category that has subcategories, and says why', async () => {
    const app = await makeAdminApp();
    await openAdmin(app, '/admin/categories', 'Categories');
    await user().click(await screen.findByRole('button', { name: 'Delete Sofa' }));
    await user().click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Delete|Confirm/ }),
    );
    await findToast('"Sofa" has subcategories: move or delete them first.');
    expect(app.stores.summary.node('sofas')).not.toBeNull();
  });
});
