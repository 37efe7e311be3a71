import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';
import { signInShopper } from './checkoutHelpers';

vi.setConfig({ testTimeout: 30_000 });

const app = freshTestAppEachTest(() => import('../../../src/ui/shop/account/ProfilePage'), signInShopper);
const storedBook = () => app.ports.addressBooks.get(app.stores.session.user?.uid ?? '');
const CONSENT = 'Send my order updates on WhatsApp to this number';

describe('WhatsApp updates on the profile', () => {
  it('are offered once a mobile number is saved, and kept as the shopper ticks and unticks them', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/profile');
    const phone = await screen.findByRole('textbox', { name: /^Mobile number/ });
    expect(screen.queryByRole('checkbox', { name: CONSENT })).not.toBeInTheDocument();
    await user.type(phone, '98123 45678');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    const consent = await screen.findByRole('checkbox', { name: CONSENT });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleDescription(/instead of those e-mails; nothing else/);

    await user.click(consent);
    expect(await screen.findByText('Your order updates will come on WhatsApp.')).toBeInTheDocument();
    await waitFor(async () => expect((await storedBook()).whatsappUpdates).toBe(true));
    expect(consent).toBeChecked();

    await user.click(consent);
    expect(
      await screen.findByText('WhatsApp updates are off: your order updates will come by e-mail.'),
    ).toBeInTheDocument();
    await waitFor(async () => expect((await storedBook()).whatsappUpdates).toBe(false));
  });

  it('are not offered by a shop that sends no WhatsApp', async () => {
    await app.ports.settings.save({ ...app.stores.settings.settings, whatsappPhoneNumberId: '' });
    await app.ports.addressBooks.save(app.stores.session.user?.uid ?? '', {
      ...(await storedBook()),
      phone: '9812345678',
    });
    renderApp(app, '/profile');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue('9812345678'),
    );
    expect(screen.queryByRole('checkbox', { name: CONSENT })).not.toBeInTheDocument();
  });
});
