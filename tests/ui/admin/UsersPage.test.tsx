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

    await userEvent.setup({ delay: null }).click(promote);
    await waitFor(async () =>
      expect(await app.container.get(UserRepository).get('demoShopper')).toMatchObject({ role: 'admin' }),
    );
    expect(await app.container.get(UserRepository).get('demoNewbie')).toMatchObject({
      role: 'user',
      emailVerified: false,
    });
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
