import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '../../../src/domain/shared/errors';
import { toaster } from '../../../src/ui/shared/components/toasterStore';
import { makeTestApp, renderApp, type TestApp } from '../helpers/testApp';

// Whole-app renders are slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const HELD = 'Please verify your email to access this page.';

let app: TestApp;

beforeAll(async () => {
  // As in the browser (src/main.tsx): StrictMode runs every effect twice, which once raised two toasts.
  configure({ asyncUtilTimeout: 15_000, reactStrictMode: true });
  await import('../../../src/ui/app/routes/UnverifiedNotice');
  await import('../../../src/ui/shop/account/SignupPage');
  await import('../../../src/ui/shop/home/HomePage');
}, 30_000);

beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  toaster.remove();
  app = await makeTestApp();
  await act(async () => {
    await app.stores.session.signIn('newbie@demo.shop', 'newbie123');
  });
});
afterEach(() => vi.restoreAllMocks());

const location = () => screen.getByTestId('location');
const heldView = async () => (await screen.findByRole('heading', { name: HELD, level: 1 })).closest('main');

describe('the unverified shopper', () => {
  it('browses the shop as a guest does, with no toast and no view in the way', async () => {
    renderApp(app, '/cart');
    expect(await screen.findByRole('heading', { name: /cart/i, level: 1 })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/cart$/);
    expect(screen.queryByText(HELD)).toBeNull();
  });

  it('is asked to verify in the place of a page that needs it, inside the header and footer, with one way out each', async () => {
    renderApp(app, '/orders');
    const main = await heldView();
    expect(main).not.toBeNull();
    expect(location()).toHaveTextContent(/^\/orders$/);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const view = within(main as HTMLElement);
    for (const name of ['Resend verification e-mail', 'Use a different e-mail', 'Logout']) {
      expect(view.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('rests the resend button for a minute after a send, with a countdown', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/orders');
    await heldView();
    const resend = screen.getByRole('button', { name: 'Resend verification e-mail' });
    await user.click(resend);
    expect(await screen.findByText('Verification e-mail sent to newbie@demo.shop')).toBeInTheDocument();
    await waitFor(() => expect(resend).toBeDisabled());
    expect(screen.getByText(/^You can ask for another e-mail in (60|59) s\.$/)).toBeInTheDocument();
  });

  it("shows the auth service's too-many-requests refusal where the button is, and rests it", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(app.ports.auth, 'sendVerification').mockRejectedValue(
      new AuthError('AUTH.TOO_MANY_REQUESTS', 'TOO_MANY_ATTEMPTS_TRY_LATER'),
    );
    renderApp(app, '/orders');
    await heldView();
    const resend = screen.getByRole('button', { name: 'Resend verification e-mail' });
    await user.click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(resend).toBeDisabled();
  });

  it("'Use a different e-mail' signs out and opens the sign-up form", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/orders');
    await heldView();
    await user.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/signup$/));
    expect(app.stores.session.user).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Create an account', level: 1 })).toBeInTheDocument();
  });

  it('logs out from the view', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/orders');
    await heldView();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(app.stores.session.user).toBeNull();
    expect(screen.queryByRole('heading', { name: HELD })).toBeNull();
  });
});
