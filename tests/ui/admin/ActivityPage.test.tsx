import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/testApp';
import { makeAdminApp, openAdmin } from './adminTestKit';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const entries = () => screen.getByRole('list', { name: 'Activity entries' });

describe('/admin/activity', { timeout: 30_000 }, () => {
  it('shows who changed what, filters by kind and person, and says when nothing matches', async () => {
    const app = await makeAdminApp();
    const products = app.ports.products;
    const [product] = (await products.adminList({ pageSize: 1 })).items;
    await act(async () => {
      await products.update(product!.id, { price: product!.price + 500 });
    });

    await openAdmin(app, '/admin/activity', 'Activity');
    const entry = within(
      (await screen.findByRole('heading', { level: 2, name: 'Demo Admin' })).closest('li')!,
    );
    expect(
      entry.getByText(
        `Changed the price of ${product!.name} from ₹${product!.price.toLocaleString('en-IN')} to ₹${(product!.price + 500).toLocaleString('en-IN')}`,
      ),
    ).toBeInTheDocument();
    expect(entry.getByText('Products')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    const person = screen.getByRole('combobox', { name: 'Filter by person' });
    expect(
      within(person)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Everyone', 'Demo Admin (you)', 'Manoj Verma', 'Sunita Iyer']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by kind of change' }), 'banner');
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by kind of change' }), '');
    await screen.findByRole('heading', { level: 2, name: 'Demo Admin' });
    await user.selectOptions(person, 'demoManager');
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
  });

  it('says nothing has been changed yet, and offers a retry when the log cannot be read', async () => {
    const app = await makeAdminApp();
    const list = vi.spyOn(app.ports.activity, 'list').mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openAdmin(app, '/admin/activity', 'Activity');
    expect(
      await screen.findByText('We could not load the activity log. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing has been changed yet.')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('shows a bulk change’s first sentences and a disclosure for the rest', async () => {
    const app = await makeAdminApp();
    vi.spyOn(app.ports.activity, 'list').mockResolvedValue({
      items: [
        {
          id: 'bulk',
          at: '2026-03-05T10:00:00.000Z',
          by: { uid: 'demoAdmin', name: 'Demo Admin' },
          kind: 'product',
          targets: Array.from({ length: 12 }, (_, index) => ({
            id: `p${index}`,
            label: `Chair ${index + 1}`,
            action: 'updated' as const,
            changes: [{ field: 'price', before: 1000, after: 1100 }],
          })),
        },
      ],
      nextCursor: null,
    });
    await openAdmin(app, '/admin/activity', 'Activity');
    const show = await screen.findByRole('button', { name: 'Show all 12' });
    expect(within(entries()).getAllByText(/^Changed the price of Chair/)).toHaveLength(3);
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup({ delay: null }).click(show);
    expect(within(entries()).getAllByText(/^Changed the price of Chair/)).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('is the owner’s alone: a manager has no Activity entry and is turned back', async () => {
    const app: TestApp = await makeTestApp();
    await act(async () => {
      expect((await app.stores.session.signIn('manager@demo.shop', 'manager123')).ok).toBe(true);
    });
    await openAdmin(app, '/admin/activity', 'Not part of your role');
    expect(screen.getByText(/Activity is not open to Manager\./)).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Admin', hidden: true }));
    expect(nav.queryByRole('link', { name: 'Activity', hidden: true })).toBeNull();
  });
});
