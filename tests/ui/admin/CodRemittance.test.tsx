import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import { formatRupees } from '../../../src/domain/text/Money';
import type { TestApp } from '../helpers/testApp';
import { findToast, makeAdminApp, openAdmin } from './adminTestKit';

let app: TestApp;
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  app = await makeAdminApp();
});
afterEach(() => vi.restoreAllMocks());

const user = () => userEvent.setup({ delay: null });
const STAFF = 'admin@demo.shop';

describe('cash on delivery, reconciled', { timeout: 20_000 }, () => {
  it('shows the cash each courier holds, and records a payment of the right amount against its orders', async () => {
    // The demo's shipped cash order, delivered by Delhivery and paid at the door.
    const [shipped] = (await app.ports.orders.adminList({ pageSize: 1, status: 'shipped' })).items;
    if (!shipped) throw new Error('the demo has a shipped order');
    await app.ports.orders.updateStatus(shipped.id, 'delivered', STAFF);
    await app.ports.orders.updatePaymentStatus(shipped.id, 'paid', STAFF);

    await openAdmin(app, '/admin/cod', 'Cash on delivery');
    const delhivery = within(await screen.findByRole('region', { name: 'Delhivery' }));
    expect(delhivery.getByTestId('cod-due')).toHaveTextContent(
      `${formatRupees(shipped.total)} not paid over, 1 order`,
    );
    expect(delhivery.getByRole('cell', { name: `#${shortOrderId(shipped.id)}` })).toBeInTheDocument();
    // The demo's delivered order, collected by the shop's own team, waits on its own.
    expect(screen.getByRole('region', { name: 'Sheesham Home delivery team' })).toBeInTheDocument();

    const amount = delhivery.getByRole('textbox', { name: /^Amount/ });
    await user().clear(amount);
    await user().type(amount, '100');
    await user().click(delhivery.getByRole('button', { name: 'Record payment' }));
    expect(
      await delhivery.findByText(
        `The amount must be the cash collected on these orders: ${formatRupees(shipped.total)}.`,
      ),
    ).toBeInTheDocument();
    expect(
      delhivery.getByText("Enter the courier's payment reference: 4 to 40 letters, digits, '-' or '/'."),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('100');

    await user().type(delhivery.getByRole('textbox', { name: /^Payment reference/ }), 'DLV/REM/0042');
    await user().clear(amount);
    await user().type(amount, String(shipped.total));
    await user().click(delhivery.getByRole('button', { name: 'Record payment' }));
    expect(await findToast('Payment recorded. Its orders are paid over.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Sheesham Home delivery team' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delhivery' })).not.toBeInTheDocument();
    expect(await app.ports.orders.get(shipped.id)).toMatchObject({
      codCollected: shipped.total,
      codRemittance: { reference: 'DLV/REM/0042', amount: shipped.total },
    });
  });
});
