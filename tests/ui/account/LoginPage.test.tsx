import { cleanup, act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_ERROR_CODES, AuthError } from '../../../src/domain/shared/errors';
import { AUTH_MESSAGES } from '../../../src/domain/text/messages';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';

// Whole-app renders with typing are slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const app = freshTestAppEachTest(() =>
  Promise.all([
    import('../../../src/ui/shop/account/LoginPage'),
    import('../../../src/ui/shop/orders/OrdersPage'),
    import('../../../src/ui/shop/account/ProfilePage'),
    import('../../../src/ui/shop/cart/CartPage'),
  ]),
);

const emailBox = () => screen.getByRole('textbox', { name: /^E-mail/ });
const passwordBox = () => screen.getByLabelText(/^Password/, { selector: 'input' });

const signInWith = async (user: UserEvent, email: string, password: string) => {
  await user.type(emailBox(), email);
  await user.type(passwordBox(), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

const location = () => screen.getByTestId('location');

describe('login page', () => {
  it('names the empty and malformed fields before asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    const signIn = vi.spyOn(app.ports.auth, 'signIn');
    renderApp(app, '/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    await user.type(emailBox(), 'priya@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows a readable message for a wrong password, with the focus on it, and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await signInWith(user, 'shopper@demo.shop', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail or password is incorrect. Please try again.');
    // The busy submit button let the focus go; the message takes it, so a screen reader reads it out.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(emailBox()).toHaveValue('shopper@demo.shop');
    expect(passwordBox()).toHaveValue('wrong-password');
    expect(app.stores.session.user).toBeNull();
  });

  it('turns every auth error code into its text from the message table, never the provider text', async () => {
    const user = userEvent.setup({ delay: null });
    const signIn = vi.spyOn(app.ports.auth, 'signIn');
    renderApp(app, '/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await user.type(emailBox(), 'shopper@demo.shop');
    await user.type(passwordBox(), 'shopper123');
    for (const code of AUTH_ERROR_CODES) {
      signIn.mockRejectedValueOnce(new AuthError(code, `provider text ${code}`));
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES[code]));
      expect(screen.queryByText(`provider text ${code}`)).not.toBeInTheDocument();
      // The form keeps what was typed for the next attempt.
      expect(emailBox()).toHaveValue('shopper@demo.shop');
    }
    expect(signIn).toHaveBeenCalledTimes(AUTH_ERROR_CODES.length);
  }, 120_000);

  it('shows the popup failure of Google sign-in in words', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(app.ports.auth, 'signInWithGoogle').mockRejectedValue(
      new AuthError('AUTH.POPUP_CLOSED', 'auth/popup-closed-by-user'),
    );
    renderApp(app, '/login');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(AUTH_MESSAGES['AUTH.POPUP_CLOSED'])).toBeInTheDocument();
  });

  it('returns to the `from` page after signing in', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/login?from=%2Forders%3Fpage%3D2');
    await screen.findByRole('heading', { name: 'Sign in' });
    await signInWith(user, 'shopper@demo.shop', 'shopper123');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/orders\?page=2$/));
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
  });

  it('keeps `from` when the shopper switches between signing in and signing up', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/login?from=%2Fcheckout');
    await screen.findByRole('heading', { name: 'Sign in' });
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/signup\?from=%2Fcheckout$/));
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login\?from=%2Fcheckout$/));
  });

  it.each([
    '//evil.example/steal',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
  ])('goes home instead of following the unsafe from=%s', async (from) => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, `/login?from=${encodeURIComponent(from)}`);
    await screen.findByRole('heading', { name: 'Sign in' });
    await signInWith(user, 'shopper@demo.shop', 'shopper123');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('never returns to a sign-in or sign-up screen', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/login?from=%2FSignup');
    await screen.findByRole('heading', { name: 'Sign in' });
    await signInWith(user, 'shopper@demo.shop', 'shopper123');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('asks a first Google sign-in to agree to the Privacy Notice, then makes its record with role user', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/login?from=%2Fprofile');
    expect(
      await screen.findByText(/Continuing with Google for the first time asks for your agreement/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('heading', { name: 'One more step', level: 1 })).toBeInTheDocument();
    expect(app.stores.session.user?.email).toBe('google.user@demo.shop');
    expect(app.stores.session.profile).toBeNull();
    expect(location()).toHaveTextContent(/^\/login/);

    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(
      screen.getByText('Please agree to the Privacy Notice to create your account.'),
    ).toBeInTheDocument();
    expect(app.stores.session.profile).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /I have read the Privacy Notice/ }));
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/profile$/));
    expect(app.stores.session.profile).toMatchObject({
      role: 'user',
      email: 'google.user@demo.shop',
      privacyConsentAt: expect.any(String),
    });
  });

  it('asks a first Google sign-in that left the consent step to agree before an account page, then opens it', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/');
    await act(async () => {
      await app.stores.session.signInWithGoogle();
    });
    expect(app.stores.session.needsPrivacyConsent).toBe(true);
    cleanup();
    renderApp(app, '/orders');
    expect(await screen.findByRole('heading', { name: 'One more step', level: 1 })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login?from=%2Forders');
    await user.click(screen.getByRole('checkbox', { name: /I have read the Privacy Notice/ }));
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/orders$/));
    expect(app.stores.session.profile?.privacyConsentAt).toEqual(expect.any(String));
  });

  it('removes the sign-in of a first Google sign-in that does not agree, keeping no account', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/login');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await user.click(await screen.findByRole('button', { name: 'Don’t make an account' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(await screen.findByText('Your sign-in has been removed.')).toBeInTheDocument();
    expect(app.stores.session.user).toBeNull();
    expect((await app.ports.auth.signInWithGoogle()).isNewUser).toBe(true);
  });

  it('signs a returning Google account straight in, with the record it has', async () => {
    const user = userEvent.setup({ delay: null });
    await act(async () => {
      await app.stores.session.signInWithGoogle(true);
      await app.stores.session.signOut();
    });
    renderApp(app, '/login?from=%2Fwishlist');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/wishlist$/));
    expect(app.stores.session.profile?.email).toBe('google.user@demo.shop');
  });

  it('sends a signed-in visitor straight on', async () => {
    await act(async () => {
      await app.stores.session.signIn('shopper@demo.shop', 'shopper123');
    });
    renderApp(app, '/login?from=%2Fcart');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/cart$/));
  });

  it('offers the demo accounts in memory mode, and picking one fills the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/login');
    await user.click(await screen.findByRole('button', { name: 'newbie@demo.shop' }));
    expect(emailBox()).toHaveValue('newbie@demo.shop');
    expect(passwordBox()).toHaveValue('newbie123');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('takes an unverified account home, where it browses as a guest does', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await signInWith(user, 'newbie@demo.shop', 'newbie123');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(await screen.findByRole('heading', { name: 'Featured Products' })).toBeInTheDocument();
    expect(screen.queryByText('Please verify your email to access this page.')).toBeNull();
  });
});
