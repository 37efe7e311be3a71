import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRepository } from '../../../src/ports/UserRepository';
import { makeAdminApp, openAdmin } from './adminTestKit';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The table row holding an account's e-mail address. */
const rowOf = (email: string): HTMLElement => screen.getByText(email).closest('tr') as HTMLElement;

describe('/admin/users: e-mail verification', { timeout: 20_000 }, () => {
  it('shows whether each account verified its e-mail, and promotes only a verified one', async () => {
    const app = await makeAdminApp();
    await openAdmin(app, '/admin/users', 'Users');
    await screen.findByText('newbie@demo.shop');

    const newbie = within(rowOf('newbie@demo.shop'));
    expect(newbie.getByText('Not verified')).toBeInTheDocument();
    const blocked = newbie.getByRole('button', { name: 'Promote Naveen Rao to admin' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription(
      'Only an account whose e-mail is verified can be made an admin.',
    );

    const shopper = within(rowOf('shopper@demo.shop'));
    expect(shopper.getByText('Verified')).toBeInTheDocument();
    const promote = shopper.getByRole('button', { name: 'Promote Priya Sharma to admin' });
    expect(promote).toBeEnabled();
    expect(promote).not.toHaveAccessibleDescription();
    expect(within(rowOf('admin@demo.shop')).getByText('Verified')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(promote);
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Promote to admin' }));
    expect(
      confirm.getByText(/Make Priya Sharma \(shopper@demo\.shop, e-mail verified\) an admin\?/),
    ).toBeInTheDocument();
    expect(await app.container.get(UserRepository).get('demoShopper')).toMatchObject({ role: 'user' });
    await user.click(confirm.getByRole('button', { name: 'Make admin' }));
    await waitFor(async () =>
      expect(await app.container.get(UserRepository).get('demoShopper')).toMatchObject({ role: 'admin' }),
    );
    expect(await app.container.get(UserRepository).get('demoNewbie')).toMatchObject({
      role: 'user',
      emailVerified: false,
    });
  });

  it('asks before a promotion or a demotion, and a cancelled one changes nothing', async () => {
    const app = await makeAdminApp();
    const users = app.container.get(UserRepository);
    await users.setRole('demoShopper', 'admin');
    await openAdmin(app, '/admin/users', 'Users');
    await screen.findByText('shopper@demo.shop');
    const user = userEvent.setup({ delay: null });

    await user.click(
      within(rowOf('shopper@demo.shop')).getByRole('button', { name: 'Demote Priya Sharma to user' }),
    );
    const ask = within(await screen.findByRole('alertdialog', { name: 'Demote to user' }));
    expect(
      ask.getByText(/Remove the admin rights of Priya Sharma \(shopper@demo\.shop\)\?/),
    ).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await users.get('demoShopper')).toMatchObject({ role: 'admin' });

    await user.click(
      within(rowOf('shopper@demo.shop')).getByRole('button', { name: 'Demote Priya Sharma to user' }),
    );
    const again = within(await screen.findByRole('alertdialog', { name: 'Demote to user' }));
    await user.click(again.getByRole('button', { name: 'Remove admin rights' }));
    await waitFor(async () => expect(await users.get('demoShopper')).toMatchObject({ role: 'user' }));
  });

  it('reads a record stored before emailVerified existed as not verified', async () => {
    const app = await makeAdminApp();
    const users = app.container.get(UserRepository);
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
    expect(row.getByRole('button', { name: 'Promote Priya Sharma to admin' })).toBeDisabled();
  });
});
