import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAdmin, signedInAs } from './adminTestKit';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const sidebarLinks = () =>
  // The sidebar is drawn for wide screens; jsdom has no width, so it counts as hidden.
  within(screen.getByRole('navigation', { name: 'Admin', hidden: true }))
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent?.trim());

describe('the admin panel follows the staff role', { timeout: 30_000 }, () => {
  it('support: orders, returns, complaints, customers and a read-only catalogue; Settings is not theirs', async () => {
    const app = await signedInAs('support@demo.shop', 'support123');
    await openAdmin(app, '/admin/products', 'Products');
    expect(sidebarLinks()).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Day sheet',
      'Cash on delivery',
      'Returns',
      'Complaints',
      'Customers',
      'View shop',
    ]);
    await screen.findAllByRole('row');
    expect(screen.queryByRole('link', { name: /Add Product/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Import CSV/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select every product on this page' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('support opening Settings or a product’s edit page is told it is not part of their role', async () => {
    const app = await signedInAs('support@demo.shop', 'support123');
    await openAdmin(app, '/admin/settings', 'Not part of your role');
    expect(screen.getByText(/Settings is not open to Support\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });

  it('a manager runs the catalogue, orders, complaints, banners, offers, delivery and reviews, but not users or settings', async () => {
    const app = await signedInAs('manager@demo.shop', 'manager123');
    await openAdmin(app, '/admin/products', 'Products');
    expect(sidebarLinks()).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Day sheet',
      'Cash on delivery',
      'Returns',
      'Complaints',
      'Reviews',
      'Customers',
      'Categories',
      'Banner Management',
      'Offers',
      'Delivery',
      'View shop',
    ]);
    expect(await screen.findByRole('link', { name: /Add Product/ })).toBeInTheDocument();
  });

  it('a manager opening Users is turned back', async () => {
    const app = await signedInAs('manager@demo.shop', 'manager123');
    await openAdmin(app, '/admin/users', 'Not part of your role');
    expect(screen.getByText(/Users is not open to Manager\./)).toBeInTheDocument();
  });

  it('the phone’s admin menu is a dialog named "Admin menu" with the role’s screens', async () => {
    const app = await signedInAs('support@demo.shop', 'support123');
    await openAdmin(app, '/admin/orders', 'Orders');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Open admin menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: /Complaints/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /Settings/ })).toBeNull();
  });
});
