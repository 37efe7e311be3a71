import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdminApp, openAdmin } from './adminTestKit';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The table row holding an account's e-mail address. */
const rowOf = (email: string): HTMLElement => screen.getByText(email).closest('tr') as HTMLElement;
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [option.textContent, (option as HTMLOptionElement).disabled]);

describe('/admin/users: roles', { timeout: 20_000 }, () => {
  it('shows each role and whether the e-mail is verified, and offers staff roles to verified accounts only', async () => {
    const app = await makeAdminApp();
    await openAdmin(app, '/admin/users', 'Users');
    await screen.findByText('newbie@demo.shop');

    const newbie = within(rowOf('newbie@demo.shop'));
    expect(newbie.getByText('Not verified')).toBeInTheDocument();
    const limited = newbie.getByRole('combobox', { name: 'Role of Naveen Rao' });
    expect(limited).toHaveValue('user');
    expect(limited).toHaveAccessibleDescription(
      'Only an account whose e-mail is verified can be given a staff role.',
    );
    expect(optionsOf(limited)).toEqual([
      ['Customer', false],
      ['Support', true],
      ['Manager', true],
      ['Owner', true],
    ]);

    expect(within(rowOf('manager@demo.shop')).getByRole('combobox')).toHaveValue('manager');
    expect(within(rowOf('support@demo.shop')).getByRole('combobox')).toHaveValue('support');
    const shopper = within(rowOf('shopper@demo.shop'));
    expect(shopper.getByText('Verified')).toBeInTheDocument();
    const role = shopper.getByRole('combobox', { name: 'Role of Priya Sharma' });
    expect(role).toBeEnabled();
    expect(role).not.toHaveAccessibleDescription();
    expect(optionsOf(role).every(([, disabled]) => !disabled)).toBe(true);
  });

  it('asks before a role change, says what the role may do, and a cancelled one changes nothing', async () => {
    const app = await makeAdminApp();
    const users = app.ports.users;
    await openAdmin(app, '/admin/users', 'Users');
    await screen.findByText('shopper@demo.shop');
    const user = userEvent.setup({ delay: null });
    const role = () =>
      within(rowOf('shopper@demo.shop')).getByRole('combobox', { name: 'Role of Priya Sharma' });

    await user.selectOptions(role(), 'support');
    const ask = within(await screen.findByRole('alertdialog', { name: 'Change role' }));
    expect(
      ask.getByText(
        'Change the role of Priya Sharma (shopper@demo.shop) to Support? Support handles orders, returns, complaints and customers, and can look at the catalogue without changing it.',
      ),
    ).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await users.get('demoShopper')).toMatchObject({ role: 'user' });
    expect(role()).toHaveValue('user');

    await user.selectOptions(role(), 'admin');
    const again = within(await screen.findByRole('alertdialog', { name: 'Change role' }));
    expect(again.getByText(/An owner can do everything, including changing roles/)).toBeInTheDocument();
    await user.click(again.getByRole('button', { name: 'Make Owner' }));
    await waitFor(async () => expect(await users.get('demoShopper')).toMatchObject({ role: 'admin' }));
    await waitFor(() => expect(role()).toHaveValue('admin'));
  });

  it('reads a record stored before emailVerified existed as not verified', async () => {
    const app = await makeAdminApp();
    const users = app.ports.users;
    const shopper = await users.get('demoShopper');
    // What an older snapshot holds: the record without the field.
    vi.spyOn(users, 'list').mockResolvedValue({
      items: [{ ...shopper!, emailVerified: undefined as unknown as boolean }],
      nextCursor: null,
    });
    await openAdmin(app, '/admin/users', 'Users');
    const row = within(
      rowOf(await screen.findByText('shopper@demo.shop').then((cell) => cell.textContent ?? '')),
    );
    expect(row.getByText('Not verified')).toBeInTheDocument();
    expect(row.getByRole('option', { name: 'Manager' })).toBeDisabled();
  });
});
