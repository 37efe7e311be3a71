import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from '../../src/ui/shop/layout/header/MobileMenu';
import { makeTestApp, renderApp } from './helpers/testApp';

// The button pressed to drill down or back leaves with the level it was on; the focus must not fall to the page.
describe('the mobile menu keeps the keyboard’s place as it drills down', { timeout: 30_000 }, () => {
  it('focuses the level opened, and on Back or Reset the button that opened the level left', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await makeTestApp();
    renderApp(app, '/', <MobileMenu defaultOpen />);
    await waitFor(() => expect(app.stores.summary.state.status).toBe('loaded'));
    const menu = within(await screen.findByRole('dialog'));
    (await menu.findByRole('button', { name: 'Open Sofa subcategories' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(menu.getByRole('link', { name: /^View All Sofa/ })).toHaveFocus());
    menu.getByRole('button', { name: 'Open Fabric Sofa subcategories' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(menu.getByRole('link', { name: /^View All Fabric Sofa/ })).toHaveFocus());
    menu.getByRole('button', { name: 'Back' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(menu.getByRole('button', { name: 'Open Fabric Sofa subcategories' })).toHaveFocus(),
    );
    menu.getByRole('button', { name: 'Reset' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(menu.getByRole('button', { name: 'Open Sofa subcategories' })).toHaveFocus());
  });
});
