import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';

// Whole-app renders with typing are slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const app = freshTestAppEachTest(() =>
  Promise.all([
    import('../../../src/ui/shop/account/SignupPage'),
    import('../../../src/ui/shop/demo/DemoInboxPage'),
    import('../../../src/ui/shop/account/VerifyEmailPage'),
  ]),
);

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

const fill = async (
  user: UserEvent,
  values: { name?: string; email?: string; password?: string; confirm?: string },
) => {
  if (values.name !== undefined) await user.type(field(/^Full name/), values.name);
  if (values.email !== undefined) await user.type(field(/^E-mail/), values.email);
  if (values.password !== undefined) await user.type(field(/^Password/), values.password);
  if (values.confirm !== undefined) await user.type(field(/^Confirm password/), values.confirm);
};

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create account' }));
const consentBox = () => screen.getByRole('checkbox', { name: /I have read the Privacy Notice/ });
const agree = (user: UserEvent) => user.click(consentBox());

/** A sign-up on /signup (Asha's unless told), every field valid and the consent box ticked. */
const signUpOnPage = async (
  user: UserEvent,
  { name = 'Asha Verma', email = 'asha@example.in' } = {},
): Promise<void> => {
  renderApp(app, '/signup');
  await screen.findByRole('heading', { name: 'Create an account', level: 1 });
  await fill(user, { name, email, password: 'secret12', confirm: 'secret12' });
  await agree(user);
  await submit(user);
};

describe('sign-up page', () => {
  it.each(['/signup', '/register'])('%s shows the sign-up screen', async (path) => {
    renderApp(app, path);
    expect(await screen.findByRole('heading', { name: 'Create an account', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('explains every problem with the form and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/signup');
    await screen.findByRole('heading', { name: 'Create an account', level: 1 });
    await submit(user);
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByText('Please type your password again.')).toBeInTheDocument();

    await fill(user, { name: 'Asha', email: 'asha.example.in', password: '12345', confirm: '1234' });
    await submit(user);
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a password of at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(field(/^Full name/)).toHaveValue('Asha');
    expect(field(/^E-mail/)).toHaveValue('asha.example.in');
    expect(app.stores.session.user).toBeNull();
  });

  it('says when the e-mail already has an account', async () => {
    const user = userEvent.setup({ delay: null });
    await signUpOnPage(user, { name: 'Priya', email: 'shopper@demo.shop' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this e-mail already exists. Please sign in instead.');
    // The busy submit button let the focus go; the message takes it, so a screen reader reads it out.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(field(/^Full name/)).toHaveValue('Priya');
  });

  it('creates the account with its name, sends the verification mail, stores role user and shows "check your inbox"', async () => {
    const user = userEvent.setup({ delay: null });
    await signUpOnPage(user, { name: '  Asha Verma ', email: 'asha@example.in' });
    const inbox = await screen.findByRole('heading', { name: 'Check your inbox', level: 1 });
    // The form the phone was scrolled down to is gone: the focus (and with it the view) is on what replaced it.
    await waitFor(() => expect(inbox).toHaveFocus());
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the demo inbox' })).toHaveAttribute('href', '/demo-inbox');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signup$/);

    const authUser = app.stores.session.user;
    expect(authUser).toMatchObject({
      email: 'asha@example.in',
      displayName: 'Asha Verma',
      emailVerified: false,
    });
    await waitFor(async () =>
      expect(await app.ports.users.get(authUser?.uid ?? '')).toMatchObject({
        role: 'user',
        name: 'Asha Verma',
        displayName: 'Asha Verma',
        email: 'asha@example.in',
      }),
    );
    const mails = app.ports.demoInbox.list();
    expect(mails).toEqual([expect.objectContaining({ to: 'asha@example.in' })]);
    expect(mails[0]?.link).toMatch(/^\/verify-email\?code=/);
  });

  it('keeps the form busy until the new account has its record, so the shopper is never asked to agree again', async () => {
    const user = userEvent.setup({ delay: null });
    const users = app.ports.users;
    const ensure = users.ensure.bind(users);
    let makeRecord = (): void => undefined;
    const recordMade = new Promise<void>((resolve) => (makeRecord = resolve));
    vi.spyOn(users, 'ensure').mockImplementation(async (record) => {
      await recordMade;
      return ensure(record);
    });
    await signUpOnPage(user);
    await waitFor(() => expect(users.ensure).toHaveBeenCalled());
    expect(app.stores.session.user?.email).toBe('asha@example.in');
    expect(screen.getByRole('heading', { name: 'Create an account', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Creating your account/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Agree and continue' })).not.toBeInTheDocument();

    makeRecord();
    expect(await screen.findByRole('heading', { name: 'Check your inbox', level: 1 })).toBeInTheDocument();
    expect(await users.get(app.stores.session.user?.uid ?? '')).toMatchObject({
      privacyConsentAt: expect.any(String),
    });
    vi.restoreAllMocks();
  });

  it('verifies the new account through the demo inbox link', async () => {
    const user = userEvent.setup({ delay: null });
    await signUpOnPage(user);
    await user.click(await screen.findByRole('link', { name: 'Open the demo inbox' }));
    const mails = await screen.findByRole('list', { name: 'Mails' });
    expect(within(mails).getByText('For you')).toBeInTheDocument();
    await user.click(within(mails).getByRole('link', { name: 'Verify e-mail for asha@example.in' }));
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeInTheDocument();
    await waitFor(() => expect(app.stores.session.user?.emailVerified).toBe(true));
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
    expect(app.stores.session.guardSession).toMatchObject({ status: 'signed-in', emailVerified: true });
  });

  it("accepts Firebase's action-link form, ?mode=verifyEmail&oobCode=", async () => {
    const user = userEvent.setup({ delay: null });
    await signUpOnPage(user);
    await screen.findByRole('link', { name: 'Open the demo inbox' });
    const code = new URLSearchParams(app.ports.demoInbox.list()[0]?.link.split('?')[1]).get('code');
    cleanup();
    renderApp(app, `/verify-email?mode=verifyEmail&oobCode=${code}&apiKey=demo&lang=en`);
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeInTheDocument();
    await waitFor(() => expect(app.stores.session.user?.emailVerified).toBe(true));
  });

  it('shows what is kept and why, links the Privacy Notice, and makes no account until the unticked box is ticked', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/signup');
    const notice = await screen.findByRole('region', { name: 'Your data at Sheesham Home' });
    expect(
      within(notice).getByText(/name and e-mail address, your phone number and delivery addresses/),
    ).toBeInTheDocument();
    expect(
      within(notice).getByText(/to sell and deliver your furniture, to issue the tax invoices/),
    ).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: /Read our Privacy Notice/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(consentBox()).not.toBeChecked();
    expect(consentBox()).toBeRequired();

    await fill(user, {
      name: 'Asha Verma',
      email: 'asha@example.in',
      password: 'secret12',
      confirm: 'secret12',
    });
    await submit(user);
    expect(
      screen.getByText('Please agree to the Privacy Notice to create your account.'),
    ).toBeInTheDocument();
    expect(consentBox()).toHaveFocus();
    expect(consentBox()).toHaveAccessibleDescription(
      'Please agree to the Privacy Notice to create your account.',
    );
    expect(app.stores.session.user).toBeNull();
    expect(field(/^Full name/)).toHaveValue('Asha Verma');

    await agree(user);
    expect(
      screen.queryByText('Please agree to the Privacy Notice to create your account.'),
    ).not.toBeInTheDocument();
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Check your inbox', level: 1 })).toBeInTheDocument();
    const uid = app.stores.session.user?.uid ?? '';
    await waitFor(async () =>
      expect((await app.ports.users.get(uid))?.privacyConsentAt).toEqual(expect.any(String)),
    );
  });

  it('opens no Google popup before the box is ticked, and records the consent of a Google account made here', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/signup');
    await screen.findByRole('heading', { name: 'Create an account', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(
      screen.getByText('Please agree to the Privacy Notice to create your account.'),
    ).toBeInTheDocument();
    expect(app.stores.session.user).toBeNull();

    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(app.stores.session.profile?.email).toBe('google.user@demo.shop'));
    expect(app.stores.session.profile?.privacyConsentAt).toEqual(expect.any(String));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('rejects a used or unknown verification code in words', async () => {
    renderApp(app, '/verify-email?code=not-a-real-code');
    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeInTheDocument();
    expect(
      screen.getByText('This verification link is invalid or has expired. Please request a new one.'),
    ).toBeInTheDocument();
  });
});
