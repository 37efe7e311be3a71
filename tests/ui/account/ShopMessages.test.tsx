import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs } from '../admin/adminTestKit';
import { makeTestApp, renderApp } from '../helpers/testApp';
import { signInShopper } from './checkoutHelpers';

vi.setConfig({ testTimeout: 30_000 });

const CHOICE = "E-mail me the shop's messages too";

describe("the owner's messages, for staff who ask", () => {
  it('are a choice on a member of staff’s profile, kept with their record', async () => {
    await import('../../../src/ui/shop/account/ProfilePage');
    const app = await signedInAs('manager@demo.shop', 'manager123');
    const uid = app.stores.session.user?.uid ?? '';
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/profile');
    const choice = await screen.findByRole('checkbox', { name: CHOICE });
    expect(choice).toHaveAccessibleDescription(
      /new order, return request and complaint, and the daily summary/,
    );
    expect(choice).not.toBeChecked();
    await user.click(choice);
    expect(
      await screen.findByText("The shop's messages will come to manager@demo.shop too."),
    ).toBeInTheDocument();
    await waitFor(async () => expect((await app.ports.users.get(uid))?.ownerMessages).toBe(true));
    expect(choice).toBeChecked();
    await user.click(choice);
    await waitFor(async () => expect((await app.ports.users.get(uid))?.ownerMessages).toBe(false));
  });

  it('are not offered to a customer', async () => {
    const app = await makeTestApp();
    await signInShopper(app);
    renderApp(app, '/profile');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    await screen.findByRole('textbox', { name: /^Mobile number/ });
    expect(screen.queryByRole('checkbox', { name: CHOICE })).not.toBeInTheDocument();
  });
});
