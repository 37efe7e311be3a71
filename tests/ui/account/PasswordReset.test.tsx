import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthError } from '../../../src/domain/shared/errors';
import { messageFor } from '../../../src/domain/text/messages';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';

// Whole-app renders with typing are slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const app = freshTestAppEachTest(() =>
  Promise.all([
    import('../../../src/ui/shop/account/LoginPage'),
    import('../../../src/ui/shop/account/ForgotPasswordPage'),
    import('../../../src/ui/shop/account/ResetPasswordPage'),
    import('../../../src/ui/shop/account/VerifyEmailPage'),
  ]),
);

const location = () => screen.getByTestId('location');
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** Asks for a reset link for the demo shopper and returns the code of the mail in the demo inbox. */
const resetCodeForShopper = async (): Promise<string> => {
  await app.ports.auth.sendPasswordReset('shopper@demo.shop');
  const mail = app.ports.demoInbox.list()[0];
  expect(mail?.link).toMatch(/^\/reset-password\?oobCode=/);
  return new URL(mail?.link ?? '', 'https://demo.shop').searchParams.get('oobCode') ?? '';
};

const sendResetFor = async (user: UserEvent, email: string) => {
  await user.clear(field(/^E-mail/));
  await user.type(field(/^E-mail/), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
};

describe('forgot password', () => {
  it("links from under the sign-in form's password, carrying the e-mail typed so far", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/login');
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'asha@example.in');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent('/forgot-password?email=asha%40example.in');
    expect(field(/^E-mail/)).toHaveValue('asha@example.in');
  });

  it('says the same whether or not the e-mail has an account, and sends only to a real one', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 });
    await sendResetFor(user, 'not-an-email');
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();

    await sendResetFor(user, 'nobody@example.com');
    expect(
      await screen.findByText(
        'If an account exists for nobody@example.com, we have sent a link to reset the password.',
      ),
    ).toBeInTheDocument();
    expect(app.ports.demoInbox.list()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send another link' }));
    await sendResetFor(user, 'shopper@demo.shop');
    expect(
      await screen.findByText(
        'If an account exists for shopper@demo.shop, we have sent a link to reset the password.',
      ),
    ).toBeInTheDocument();
    expect(app.ports.demoInbox.list()[0]).toMatchObject({ to: 'shopper@demo.shop' });
    expect(screen.getByRole('link', { name: 'Open the demo inbox' })).toHaveAttribute('href', '/demo-inbox');
  });

  it('says why a link could not be sent, with the focus on it, and keeps the e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(app.ports.auth, 'sendPasswordReset').mockRejectedValue(new AuthError('AUTH.NETWORK', 'offline'));
    renderApp(app, '/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 });
    await sendResetFor(user, 'shopper@demo.shop');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messageFor('AUTH.NETWORK'));
    await waitFor(() => expect(alert).toHaveFocus());
    expect(field(/^E-mail/)).toHaveValue('shopper@demo.shop');
  });
});

describe('reset password', () => {
  it('checks the new password typed twice, then sets it, signs in and opens the shop', async () => {
    const user = userEvent.setup({ delay: null });
    const code = await resetCodeForShopper();
    renderApp(app, `/reset-password?oobCode=${code}`);
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('For shopper@demo.shop')).toBeInTheDocument();
    const save = () => user.click(screen.getByRole('button', { name: 'Save and sign in' }));

    await save();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByText('Please type your password again.')).toBeInTheDocument();
    await user.type(field(/^New password/), '12345');
    await user.type(field(/^Confirm new password/), '12346');
    await save();
    expect(screen.getByText('Please choose a password of at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();

    await user.clear(field(/^New password/));
    await user.clear(field(/^Confirm new password/));
    await user.type(field(/^New password/), 'teakwood42');
    await user.type(field(/^Confirm new password/), 'teakwood42');
    await save();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(app.stores.session.user?.email).toBe('shopper@demo.shop');
    expect(await screen.findByText('Your password has been changed. Welcome back!')).toBeInTheDocument();
    const auth = app.ports.auth;
    await auth.signOut();
    await expect(auth.signIn('shopper@demo.shop', 'shopper123')).rejects.toMatchObject({
      code: 'AUTH.INVALID_CREDENTIAL',
    });
  });

  it('says an unknown or used link has expired and offers a new one', async () => {
    renderApp(app, '/reset-password?oobCode=no-such-code');
    expect(
      await screen.findByText('This link has expired or was already used. Please ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("takes Firebase's action link on /verify-email (?mode=resetPassword) to the reset form", async () => {
    const code = await resetCodeForShopper();
    renderApp(app, `/verify-email?mode=resetPassword&oobCode=${code}&lang=en`);
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password', level: 1 }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(`/reset-password?oobCode=${code}`);
  });
});
