import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/domain/orders/Order';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import type { TestApp } from '../helpers/testApp';
import { findToast, makeAdminApp, openAdmin } from './adminTestKit';
import { promisedDeliveryDate } from '../../../src/domain/orders/OrderShipping';
import { formatDeliveryDate } from '../../../src/domain/checkout/DeliveryZones';

let app: TestApp;
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  app = await makeAdminApp();
});
afterEach(() => vi.restoreAllMocks());

const user = () => userEvent.setup({ delay: null });

const openOrderDialog = async (order: Order) => {
  await openAdmin(app, '/admin/orders', 'Orders');
  await user().click(await screen.findByRole('button', { name: `Open order #${shortOrderId(order.id)}` }));
  return within(await screen.findByRole('dialog', { name: `Order #${shortOrderId(order.id)}` }));
};

const demoOrder = async (status: Order['status']): Promise<Order> => {
  const [order] = (await app.ports.orders.adminList({ pageSize: 1, status })).items;
  if (!order) throw new Error(`the demo data has a ${status} order`);
  return order;
};

describe("shipping an order from the admin's order detail", { timeout: 20_000 }, () => {
  it('asks for the courier and AWB, says what is wrong and keeps what was typed, then ships it', async () => {
    const order = await demoOrder('confirmed');
    const dialog = await openOrderDialog(order);
    const awb = await dialog.findByRole('textbox', { name: /AWB \/ tracking number/ });
    await user().type(awb, 'ab/12');
    await user().click(dialog.getByRole('button', { name: 'Mark as Shipped' }));
    expect(
      await dialog.findByText('Enter the AWB / tracking number: 4 to 30 letters, digits or hyphens.'),
    ).toBeInTheDocument();
    expect(awb).toHaveValue('ab/12');
    expect((await app.ports.orders.get(order.id))?.status).toBe('confirmed');
    await user().selectOptions(dialog.getByRole('combobox', { name: /Courier/ }), 'Blue Dart');
    await user().clear(awb);
    await user().type(awb, 'bd 998877');
    await user().click(dialog.getByRole('button', { name: 'Mark as Shipped' }));
    expect(await dialog.findByTestId('shipment')).toHaveTextContent(
      'Shipped with Blue Dart, AWB BD998877 — Track',
    );
    expect(dialog.getByRole('link', { name: 'Track with Blue Dart (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.bluedart.com/tracking?trackNo=BD998877',
    );
    expect(await app.ports.orders.get(order.id)).toMatchObject({
      status: 'shipped',
      shipment: { courier: 'Blue Dart', awb: 'BD998877' },
    });
  });

  it('corrects a wrong AWB of a shipped order, which stays shipped', async () => {
    const order = await demoOrder('shipped');
    const dialog = await openOrderDialog(order);
    expect(dialog.getByTestId('shipment')).toHaveTextContent(
      'Shipped with Delhivery, AWB DEMO00000002 — Track',
    );
    await user().click(dialog.getByRole('button', { name: 'Correct courier or AWB' }));
    const awb = await dialog.findByRole('textbox', { name: /AWB \/ tracking number/ });
    expect(awb).toHaveValue('DEMO00000002');
    await user().clear(awb);
    await user().type(awb, 'DEMO00000003');
    await user().click(dialog.getByRole('button', { name: 'Save courier and AWB' }));
    await vi.waitFor(() =>
      expect(dialog.getByTestId('shipment')).toHaveTextContent('Shipped with Delhivery, AWB DEMO00000003'),
    );
    expect(await app.ports.orders.get(order.id)).toMatchObject({
      status: 'shipped',
      shipment: { awb: 'DEMO00000003' },
    });
  });

  it('sends the admin to the Delivery page when the shop has listed no courier', async () => {
    await app.ports.couriers.save([]);
    const dialog = await openOrderDialog(await demoOrder('confirmed'));
    expect(await dialog.findByRole('link', { name: 'Delivery' })).toHaveAttribute('href', '/admin/delivery');
    expect(dialog.queryByRole('button', { name: 'Mark as Shipped' })).toBeNull();
  });

  it('moves the delivery date later with a reason the order then shows; refuses a sooner one and says why', async () => {
    const order = await demoOrder('confirmed');
    const promised = promisedDeliveryDate(order);
    if (!promised) throw new Error('the demo order keeps its promise');
    const dialog = await openOrderDialog(order);
    await user().click(dialog.getByRole('button', { name: 'Change the delivery date' }));
    const date = dialog.getByLabelText(/New date/);
    await user().type(date, promised);
    await user().click(dialog.getByRole('button', { name: 'Save new date' }));
    await findToast(`The new date must be after ${formatDeliveryDate(promised)}.`);
    const later = new Date(Date.parse(`${promised}T00:00:00.000Z`) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await user().clear(date);
    await user().type(date, later);
    await user().selectOptions(
      dialog.getByRole('combobox', { name: /Why it moves/ }),
      'Delayed by the courier',
    );
    await user().click(dialog.getByRole('button', { name: 'Save new date' }));
    await vi.waitFor(() =>
      expect(dialog.getByTestId('promised-delivery')).toHaveTextContent(
        `Delayed by the courier: now by ${formatDeliveryDate(later)}`,
      ),
    );
    expect((await app.ports.orders.get(order.id))?.deliveryDelay).toEqual({
      by: later,
      reason: 'Delayed by the courier',
      at: expect.any(String),
    });
  });
});
