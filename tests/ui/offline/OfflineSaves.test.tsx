import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import { findToast, makeAdminApp, openAdmin, openProductForm } from '../admin/adminTestKit';
import { signInShopper } from '../account/checkoutHelpers';
import { goOffline, OFFLINE } from './offlineKit';
import { freshAppEachTest, makeTestApp, renderApp, type TestApp } from '../helpers/testApp';

vi.setConfig({ testTimeout: 30_000 });

let app: TestApp;

describe('a save while offline says so and keeps what was typed', () => {
  describe('in the shop', () => {
    freshAppEachTest(
      async () => {
        app = await makeTestApp();
      },
      () => import('../../../src/ui/shop/account/ProfilePage'),
    );

    it('the profile name', async () => {
      await signInShopper(app);
      const uid = app.stores.session.user?.uid ?? '';
      const users = app.ports.users;
      const updateName = vi.spyOn(users, 'updateName');
      renderApp(app, '/profile');
      const user = userEvent.setup({ delay: null });
      const field = await screen.findByRole('textbox', { name: /^Full name/ });
      await goOffline(app);
      await user.clear(field);
      await user.type(field, 'Priya S. Iyer');
      await user.click(screen.getByRole('button', { name: 'Save name' }));
      expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
      expect(field).toHaveValue('Priya S. Iyer');
      expect(screen.getByRole('button', { name: 'Save name' })).toBeEnabled();
      expect(updateName).not.toHaveBeenCalled();
      expect((await users.get(uid))?.name).toBe('Priya Sharma');
    });
  });

  describe('in the admin panel', () => {
    freshAppEachTest(async () => {
      app = await makeAdminApp();
    });

    it('the shop settings; the same save goes through once the device is back', async () => {
      const user = userEvent.setup({ delay: null });
      await openAdmin(app, '/admin/settings', 'Settings');
      const settings = app.ports.settings;
      const before = await settings.get();
      await goOffline(app);
      const phone = screen.getByRole('textbox', { name: /^Phone/ });
      await user.clear(phone);
      await user.type(phone, '011-4000 1234');
      await user.click(screen.getByRole('button', { name: 'Save Settings' }));
      await findToast(OFFLINE);
      expect(phone).toHaveValue('011-4000 1234');
      expect((await settings.get()).phone).toBe(before.phone);

      await act(async () => {
        app.connectivity.setOnline(true);
        await Promise.resolve();
      });
      await user.click(screen.getByRole('button', { name: 'Save Settings' }));
      await findToast('Settings saved successfully!');
      expect((await settings.get()).phone).toBe('011-4000 1234');
    });

    it('a product edit', async () => {
      const user = userEvent.setup({ delay: null });
      const products = app.ports.products;
      const [product] = (await products.adminList({ pageSize: 1 })).items;
      if (!product) throw new Error('the demo data has products');
      await openProductForm(app, `/admin/products/edit/${product.id}`, 'Edit Product');
      await goOffline(app);
      const name = screen.getByRole('textbox', { name: /^Name/ });
      await user.clear(name);
      await user.type(name, 'Renamed Offline');
      await user.click(screen.getByRole('button', { name: 'Update Product' }));
      await findToast(OFFLINE);
      expect(name).toHaveValue('Renamed Offline');
      expect((await products.getById(product.id))?.name).toBe(product.name);
    });

    it("an order's status change", async () => {
      const user = userEvent.setup({ delay: null });
      await openAdmin(app, '/admin/orders', 'Orders');
      const orders = app.ports.orders;
      const [order] = (await orders.adminList({ pageSize: 1, status: 'pending' })).items;
      if (!order) throw new Error('the demo data has a pending order');
      await user.click(await screen.findByRole('button', { name: `Open order #${shortOrderId(order.id)}` }));
      const dialog = within(await screen.findByRole('dialog', { name: `Order #${shortOrderId(order.id)}` }));
      await goOffline(app);
      await user.click(dialog.getByRole('button', { name: 'Mark as Confirmed' }));
      await findToast(OFFLINE);
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Mark as Confirmed' })).toBeEnabled());
      expect((await orders.get(order.id))?.status).toBe('pending');
    });
  });
});
