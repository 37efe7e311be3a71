import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../helpers/testApp';
import { handClockAppEachTest } from '../helpers/handClockApp';
import { placeOrderOf, signInShopper } from './checkoutHelpers';

vi.setConfig({ testTimeout: 30_000 });

const shop = handClockAppEachTest(
  Date.parse('2026-12-02T04:30:00.000Z'),
  () => import('../../../src/ui/shop/orders/OrderDetailPage'),
);

const addressCard = () => screen.getByRole('region', { name: 'Shipping address' });

describe('changing where an order goes before it ships', () => {
  it('keeps the old address and what was typed when cash on delivery is not taken there, then takes a new one', async () => {
    const user = userEvent.setup({ delay: null });
    const app = shop.app();
    await signInShopper(app);
    const order = await placeOrderOf(app, 'orderAddressChange00001', {
      name: 'Jodhpur Stool',
      price: 3000,
      stock: 5,
    });
    renderApp(app, `/orders/${order.id}`);
    await screen.findByRole('heading', { name: 'Shipping address' });
    expect(within(addressCard()).getByText(/3 changes left/)).toBeInTheDocument();
    await user.click(within(addressCard()).getByRole('button', { name: 'Change address' }));
    const form = within(addressCard()).getByRole('form', { name: 'Edit address' });
    const pincode = within(form).getByRole('textbox', { name: /PIN code/ });
    await user.clear(pincode);
    await user.type(pincode, '781001');
    await user.selectOptions(within(form).getByRole('combobox', { name: /State/ }), 'Assam');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(addressCard()).findByRole('alert')).toHaveTextContent(
      'Cash on delivery is not available for this pincode. Your order keeps its address.',
    );
    expect(pincode).toHaveValue('781001');
    expect(within(addressCard()).getByText(/Jaipur, Rajasthan 302001/)).toBeInTheDocument();

    await user.clear(pincode);
    await user.type(pincode, '313001');
    await user.selectOptions(within(form).getByRole('combobox', { name: /State/ }), 'Rajasthan');
    const phone = within(form).getByRole('textbox', { name: /Mobile number/ });
    await user.clear(phone);
    await user.type(phone, '9123456780');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(addressCard()).findByRole('status')).toHaveTextContent(
      'Your order will now go to this address.',
    );
    expect(within(addressCard()).getByText(/Rajasthan 313001/)).toBeInTheDocument();
    expect(within(addressCard()).getByText('Mobile: +91 9123456780')).toBeInTheDocument();
    expect(within(addressCard()).getByText(/2 changes left/)).toBeInTheDocument();
    expect(screen.getByText('Delivery address changed')).toBeInTheDocument();
    expect(await app.ports.orders.get(order.id)).toMatchObject({
      shippingAddress: { pincode: '313001', phone: '9123456780' },
    });
  });

  it('offers no change once the order has shipped', async () => {
    const app = shop.app();
    await signInShopper(app);
    const order = await placeOrderOf(app, 'orderAddressShipped0001', {
      name: 'Jodhpur Stool',
      price: 3000,
      stock: 5,
    });
    await app.ports.orders.updateStatus(order.id, 'confirmed', 'admin@demo.shop');
    await app.ports.orders.recordShipment(
      order.id,
      { courier: 'Delhivery', awb: 'DL12345678', trackingUrl: '' },
      'admin@demo.shop',
    );
    renderApp(app, `/orders/${order.id}`);
    await screen.findByRole('heading', { name: 'Shipping address' });
    expect(within(addressCard()).queryByRole('button', { name: 'Change address' })).toBeNull();
  });
});
