import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshTestAppEachTest, renderApp } from './helpers/testApp';

// Lazy pages load through the dev transform on first use: allow them time.
const slow = { timeout: 10_000 };

const app = freshTestAppEachTest();

const signIn = async (email: string, password: string) => {
  await act(async () => {
    await app.stores.session.signIn(email, password);
  });
};

// Chakra in jsdom is slow on a shared machine.
describe('routes and guards', { timeout: 30_000 }, () => {
  it('shows the home page with the header and footer', async () => {
    renderApp(app, '/');
    expect(await screen.findByRole('heading', { name: 'Shop by Category' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('30-day return policy');
  });

  it('redirects an unknown path to /', async () => {
    renderApp(app, '/no/such/page/here');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), slow);
  });

  it('sends a guest from a login-only page to /login, carrying where they came from', async () => {
    renderApp(app, '/checkout?step=2');
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/login?from=%2Fcheckout%3Fstep%3D2'),
      slow,
    );
  });

  it('sends a non-admin away from /admin to /', async () => {
    await signIn('shopper@demo.shop', 'shopper123');
    renderApp(app, '/admin');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), slow);
    expect(
      await screen.findByText("Only the shop's staff can open the admin panel.", {}, slow),
    ).toBeInTheDocument();
  });

  it('lets an unverified shopper browse the catalogue, and asks them to verify in the place of their orders', async () => {
    await signIn('newbie@demo.shop', 'newbie123');
    renderApp(app, '/orders');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Please verify your email to access this page.', level: 1 },
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders$/);
  });
});
