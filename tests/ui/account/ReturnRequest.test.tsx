import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatRupees } from '../../../src/domain/text/Money';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';
import { signInShopper } from './checkoutHelpers';

vi.setConfig({ testTimeout: 30_000 });

const app = freshTestAppEachTest(() => import('../../../src/ui/shop/orders/OrderDetailPage'));

/** The demo shopper's delivered order: a bed (already asked back by the seed) and two chairs. */
const DELIVERED = 'demoOrderDelivered01';
const ticket = (number: number) => `R-${shortOrderId(DELIVERED)}-${number}`;

const openReturns = async () => {
  await signInShopper(app);
  renderApp(app, `/orders/${DELIVERED}`);
  return within(await screen.findByRole('region', { name: 'Returns' }));
};

describe('returns on a delivered order', () => {
  it('says what each request gives back: the price paid for its units, until it is refunded', async () => {
    const returns = await openReturns();
    const bed = (await returns.findByText(ticket(1))).closest('li') as HTMLElement;
    const order = await app.ports.orders.get(DELIVERED);
    const price = formatRupees(order?.lines[0]?.unitPrice ?? Number.NaN);
    expect(
      within(bed).getByText(`Refund if accepted: ${price} to your UPI ID priya.demo@fictitious`),
    ).toBeInTheDocument();
  });

  it('asks for the lines, a reason, keeps the choices on a refusal, and gives the ticket', async () => {
    const user = userEvent.setup({ delay: null });
    const returns = await openReturns();
    expect(returns.getByText(/^You can ask to return items until /)).toBeInTheDocument();
    expect(await returns.findByText(ticket(1))).toBeInTheDocument();

    await user.click(returns.getByRole('button', { name: 'Request a return' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request a return' }));
    expect(dialog.getByRole('checkbox', { name: /Udaipur King Bed/ })).toBeDisabled();
    expect(
      dialog.getByText(/An item can be asked back once, so include every unit of it you want to return\./),
    ).toBeInTheDocument();
    // Paid in cash: the refund needs somewhere to go.
    expect(dialog.getByRole('group', { name: 'Where should we send your refund?' })).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^UPI ID/ }), 'priya');
    await user.click(dialog.getByRole('button', { name: 'Request return' }));
    expect(
      await dialog.findByText('Please correct where to send your refund, as marked.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Please enter a UPI ID like name@bank.')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^UPI ID/ }), '.demo@fictitious');
    await user.click(dialog.getByRole('button', { name: 'Request return' }));
    expect(await dialog.findByText('Choose at least one item to return.')).toBeInTheDocument();

    const chairs = dialog.getByRole('checkbox', { name: /Jaipur Arm Chair/ });
    await user.click(chairs);
    await user.selectOptions(
      await dialog.findByRole('combobox', { name: /^How many of Jaipur Arm Chair/ }),
      '1',
    );
    await user.type(dialog.getByLabelText('Comment (optional)'), 'One chair wobbles.');
    await user.click(dialog.getByRole('button', { name: 'Request return' }));
    expect(await dialog.findByText('Choose a reason for the return.')).toBeInTheDocument();
    expect(chairs).toBeChecked();
    expect(dialog.getByLabelText('Comment (optional)')).toHaveValue('One chair wobbles.');

    await user.selectOptions(dialog.getByRole('combobox', { name: /^Reason/ }), 'Not as described');
    await user.click(dialog.getByRole('radio', { name: 'Bank account' }));
    await user.type(dialog.getByRole('textbox', { name: /^Account number\W*$/ }), '0001 2345 6789');
    await user.type(dialog.getByRole('textbox', { name: /^Account number again/ }), '000123456780');
    await user.type(dialog.getByRole('textbox', { name: /^IFSC/ }), 'hdfc0001234');
    await user.type(dialog.getByRole('textbox', { name: /^Account holder's name/ }), 'Priya Sharma');
    await user.click(dialog.getByRole('button', { name: 'Request return' }));
    expect(
      await dialog.findByText('The two account numbers differ. Please type the same number twice.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^IFSC/ })).toHaveValue('hdfc0001234');
    await user.clear(dialog.getByRole('textbox', { name: /^Account number again/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Account number again/ }), '000123456789');
    await user.click(dialog.getByRole('button', { name: 'Request return' }));
    expect(
      await returns.findByText(`Return request ${ticket(2)} received. We will reply within 48 hours.`),
    ).toBeInTheDocument();
    expect((await app.ports.returns.adminList({ pageSize: 5 })).items).toContainEqual(
      expect.objectContaining({
        number: 2,
        refundTo: {
          kind: 'bank',
          accountNumber: '000123456789',
          ifsc: 'HDFC0001234',
          holder: 'Priya Sharma',
        },
      }),
    );
    await waitFor(() => expect(returns.getByText(ticket(2))).toBeInTheDocument());
    expect(returns.getByText('1 × Jaipur Arm Chair — Colour: Mustard')).toBeInTheDocument();
    expect(
      returns.getByText(
        'Every item of this order has had its return request, and an item can be asked back once.',
      ),
    ).toBeInTheDocument();
    expect(returns.queryByRole('button', { name: 'Request a return' })).not.toBeInTheDocument();
    const timeline = within(screen.getByRole('list', { name: 'Order timeline' }));
    expect(timeline.getAllByText('Return requested')).toHaveLength(2);
  });

  it('shows the shop’s rejection with its reason as it happens', async () => {
    const returns = await openReturns();
    await act(async () => {
      await app.ports.returns.move(
        `${DELIVERED}-1`,
        'rejected',
        'admin@demo.shop',
        'The crack is from assembly at home.',
      );
    });
    expect(await returns.findByText('Not accepted: The crack is from assembly at home.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Order timeline' })).getByText('Return rejected'),
    ).toBeInTheDocument();
  });

  it('offers no return once the shop’s window has closed', async () => {
    await app.ports.settings.save({ ...DEFAULT_SHOP_SETTINGS, returnWindowDays: 7 });
    const returns = await openReturns();
    expect(await returns.findByText(/^The return window closed on /)).toBeInTheDocument();
    expect(returns.queryByRole('button', { name: 'Request a return' })).not.toBeInTheDocument();
  });

  it('has no returns section before delivery', async () => {
    await signInShopper(app);
    renderApp(app, '/orders/demoOrderShipped0002');
    expect(await screen.findByRole('heading', { name: /^Order #/, level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Returns' })).not.toBeInTheDocument();
  });
});
