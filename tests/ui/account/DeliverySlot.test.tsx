import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/domain/orders/Order';
import { DELIVERY_SLOTS } from '../../../src/adapters/memory/InMemoryDeliverySlotRepository';
import { slotKey } from '../../../src/domain/shipping/DeliveryWindows';
import { formatRupees } from '../../../src/domain/text/Money';
import { renderApp, type TestApp } from '../helpers/testApp';
import { handClockAppEachTest } from '../helpers/handClockApp';
import { placeOrderOf, signInShopper, switchToAdmin } from './checkoutHelpers';

vi.setConfig({ testTimeout: 30_000 });

/** Wednesday 2 December 2026, 10:00 in India. The demo's Rajasthan zone delivers from Saturday the 5th. */
const PLACED_AT = Date.parse('2026-12-02T04:30:00.000Z');
const shop = handClockAppEachTest(PLACED_AT, () =>
  Promise.all([
    import('../../../src/ui/shop/orders/OrderDetailPage'),
    import('../../../src/ui/admin/deliveries/DaySheetPage'),
  ]),
);

/** An order to Jaipur, where the demo shop's own team delivers. */
const placeJaipurOrder = (app: TestApp, id: string): Promise<Order> =>
  placeOrderOf(app, id, { name: `Jodhpur Stool ${id}`, price: 3000, stock: 5 });

const slotPanel = () => screen.getByRole('region', { name: 'Delivery slot' });

describe('the delivery slot of an order the shop’s own team delivers', () => {
  it('is booked from the days and windows on offer, and moved once', async () => {
    const user = userEvent.setup({ delay: null });
    const app = shop.app();
    await signInShopper(app);
    const order = await placeJaipurOrder(app, 'orderSlotBooking0000001');
    renderApp(app, `/orders/${order.id}`);
    expect(await screen.findByRole('heading', { name: 'Delivery slot' })).toBeInTheDocument();
    const panel = slotPanel();
    expect(await within(panel).findByRole('combobox', { name: 'Day' })).toHaveDisplayValue('Sat, 5 Dec');
    await user.click(within(panel).getByRole('button', { name: 'Book this slot' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Please choose a day and a time.');
    await user.click(within(panel).getByRole('radio', { name: /9 am – 1 pm/ }));
    await user.click(within(panel).getByRole('button', { name: 'Book this slot' }));
    expect(await within(panel).findByTestId('delivery-slot')).toHaveTextContent(
      'Delivery on Sat, 5 Dec, 9 am – 1 pm',
    );
    expect(within(panel).getByText(/until 24 hours before it starts, 2 more times/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Change slot' }));
    await user.selectOptions(await within(panel).findByRole('combobox', { name: 'Day' }), 'Mon, 7 Dec');
    await user.click(within(panel).getByRole('radio', { name: /5 pm – 9 pm/ }));
    await user.click(within(panel).getByRole('button', { name: 'Move my slot' }));
    expect(await within(panel).findByTestId('delivery-slot')).toHaveTextContent(
      'Delivery on Mon, 7 Dec, 5 pm – 9 pm',
    );
    expect(within(panel).getByText(/once more/)).toBeInTheDocument();
    expect(await app.ports.orders.get(order.id)).toMatchObject({
      deliverySlot: { zoneId: 'rajasthan', date: '2026-12-07', window: '17-21' },
      slotChanges: 1,
    });
    expect(await app.ports.deliverySlots.booked('rajasthan', '2026-12-05', '2026-12-07')).toEqual({
      'rajasthan_2026-12-05_09-13': 0,
      'rajasthan_2026-12-07_17-21': 1,
    });
  });

  it('shows a full window as full and does not let it be chosen', async () => {
    const app = shop.app();
    await signInShopper(app);
    // The demo's evening window takes two deliveries, and two are booked on the first day.
    const evening = { zoneId: 'rajasthan', date: '2026-12-05', window: '17-21' } as const;
    app.db.set(DELIVERY_SLOTS, slotKey(evening), { ...evening, booked: 2 });
    const order = await placeJaipurOrder(app, 'orderSlotFull0000000003');
    renderApp(app, `/orders/${order.id}`);
    await screen.findByRole('heading', { name: 'Delivery slot' });
    const full = await within(slotPanel()).findByRole('radio', { name: /5 pm – 9 pm/ });
    expect(full).toBeDisabled();
    expect(within(slotPanel()).getByText('Full')).toBeInTheDocument();
  });

  it('lists the booked orders on the admin’s day sheet, with phone, address and the cash to collect', async () => {
    const user = userEvent.setup({ delay: null });
    const app = shop.app();
    await signInShopper(app);
    const order = await placeJaipurOrder(app, 'orderSlotDaySheet000001');
    const booked = await app.ports.deliverySlots.book({
      orderId: order.id,
      userId: order.userId,
      slot: { zoneId: 'rajasthan', date: '2026-12-05', window: '13-17' },
    });
    expect(booked.ok).toBe(true);
    await switchToAdmin(app);
    renderApp(app, '/admin/deliveries');
    expect(await screen.findByText('No deliveries booked for this day.')).toBeInTheDocument();
    for (let day = 0; day < 3; day++) await user.click(screen.getByRole('button', { name: 'Next day' }));
    const sheet = await screen.findByRole('table', { name: 'Deliveries on Sat, 5 Dec' });
    expect(within(sheet).getByText('Rajasthan · 1 pm – 5 pm (1)')).toBeInTheDocument();
    const row = within(sheet).getByText(order.shippingAddress.name).closest('tr')!;
    expect(within(row).getByRole('link', { name: order.shippingAddress.phone })).toHaveAttribute(
      'href',
      `tel:+91${order.shippingAddress.phone}`,
    );
    expect(row).toHaveTextContent(order.shippingAddress.line1);
    expect(row).toHaveTextContent(`1 × ${order.lines[0]!.name}`);
    expect(row).toHaveTextContent(formatRupees(order.total));
  });
});
