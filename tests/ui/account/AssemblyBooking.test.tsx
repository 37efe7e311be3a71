import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../helpers/testApp';
import { handClockAppEachTest } from '../helpers/handClockApp';
import { placeOrderOf, signInShopper, switchToAdmin } from './checkoutHelpers';

vi.setConfig({ testTimeout: 30_000 });

/** Wednesday 2 December 2026, 10:00 in India. */
const PLACED_AT = Date.parse('2026-12-02T04:30:00.000Z');
const shop = handClockAppEachTest(PLACED_AT, () =>
  Promise.all([
    import('../../../src/ui/shop/orders/OrderDetailPage'),
    import('../../../src/ui/admin/deliveries/DaySheetPage'),
  ]),
);

const panel = () => screen.getByRole('region', { name: 'Assembly' });

describe('assembly booked on the order page', () => {
  it('is offered where the own team delivers, booked once, and listed on the day sheet to assemble there', async () => {
    const user = userEvent.setup({ delay: null });
    const app = shop.app();
    await signInShopper(app);
    // To Jaipur, where the demo shop's own team delivers.
    const order = await placeOrderOf(
      app,
      'orderAssembly00000001',
      {
        name: 'Ajmer Wardrobe',
        price: 20000,
        stock: 5,
        assemblyCharge: 799,
      },
      { quantity: 2 },
    );
    renderApp(app, `/orders/${order.id}`);
    expect(
      await within(await screen.findByRole('region', { name: 'Assembly' })).findByTestId('assembly-offer'),
    ).toHaveTextContent('Ajmer Wardrobe × 2: ₹1,598');
    expect(within(panel()).getByText(/^Our team assembles it on the delivery visit\./)).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Book assembly for ₹1,598' }));
    expect(await within(panel()).findByRole('status')).toHaveTextContent('Assembly booked');
    expect(within(panel()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('assembly')).toHaveTextContent('₹1,598');
    expect(screen.getByTestId('total')).toHaveTextContent('₹41,598');

    const booked = await app.ports.deliverySlots.book({
      orderId: order.id,
      userId: order.userId,
      slot: { zoneId: 'rajasthan', date: '2026-12-05', window: '09-13' },
    });
    expect(booked.ok).toBe(true);
    await switchToAdmin(app);
    renderApp(app, '/admin/deliveries');
    await screen.findByText('No deliveries booked for this day.');
    for (let day = 0; day < 3; day++) await user.click(screen.getByRole('button', { name: 'Next day' }));
    const sheet = await screen.findByRole('table', { name: 'Deliveries on Sat, 5 Dec' });
    expect(within(sheet).getByText('2 × Ajmer Wardrobe, assemble on delivery')).toBeInTheDocument();
  });

  it('says why a cash order the charge would take above its zone’s cash limit cannot take it, and books nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const app = shop.app();
    await signInShopper(app);
    // ₹99,800 to Jaipur, where cash is taken up to ₹1,00,000: with ₹499 of assembly it would not be.
    const order = await placeOrderOf(app, 'orderAssembly00000002', {
      name: 'Churu Bed',
      price: 99800,
      stock: 5,
      assemblyCharge: 499,
    });
    renderApp(app, `/orders/${order.id}`);
    const panelShown = await screen.findByRole('region', { name: 'Assembly' });
    await user.click(await within(panelShown).findByRole('button', { name: 'Book assembly for ₹499' }));
    expect(
      await within(panel()).findByText(
        'With assembly, this order would be above the ₹1,00,000 we collect in cash on delivery for your pincode.',
      ),
    ).toBeInTheDocument();
    expect((await app.ports.orders.get(order.id))?.total).toBe(99800);
  });
});
