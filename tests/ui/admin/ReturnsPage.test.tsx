import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRupees } from '../../../src/domain/text/Money';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import type { Order } from '../../../src/domain/orders/Order';
import { onlineRefundText } from '../../../src/domain/payments/onlinePaymentMessages';
import { formatPaise } from '../../../src/domain/text/formatPaise';
import { findToast, makeAdminApp, openAdmin } from './adminTestKit';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The demo seed's request: one Udaipur King Bed of the delivered demo order, asked back 20 hours ago. */
const ORDER = 'demoOrderDelivered01';
const TICKET = `R-${shortOrderId(ORDER)}-1`;

describe('the Returns screen', { timeout: 30_000 }, () => {
  it('shows a waiting request with its items, reason and the hours left to reply', async () => {
    await openAdmin(await makeAdminApp(), '/admin/returns', 'Returns');
    const row = within((await screen.findByText(TICKET)).closest('tr') as HTMLElement);
    expect(row.getByText(/^1 × Udaipur King Bed/)).toBeInTheDocument();
    expect(row.getByText('Damaged in transit')).toBeInTheDocument();
    expect(row.getAllByText(/^2[78] h left to reply$/).length).toBeGreaterThan(0);
  });

  it('rejects only with a reason, which the list then shows', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdmin(await makeAdminApp(), '/admin/returns', 'Returns');
    await user.click(await screen.findByRole('button', { name: `Reject ${TICKET}` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: `Reject ${TICKET}?` }));
    await user.click(dialog.getByRole('button', { name: 'Reject return' }));
    expect(await dialog.findByText('Give the customer a reason, up to 300 characters.')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Reason for the customer/ }), 'Wear from use.');
    await user.click(dialog.getByRole('button', { name: 'Reject return' }));
    await findToast('Return rejected. The customer sees your reason on their order.');
    await waitFor(() => expect(screen.getByText('Rejected: Wear from use.')).toBeInTheDocument());
  });

  it('approves, marks picked up (stock back) and refunded (the bed’s price recorded on the order, which stays paid)', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await makeAdminApp();
    const order = await app.ports.orders.get(ORDER);
    const bed = order?.lines[0];
    if (!bed) throw new Error('the demo order has a bed');
    const products = app.ports.products;
    const before = (await products.getById(bed.productId))?.stock ?? Number.NaN;
    await openAdmin(app, '/admin/returns', 'Returns');
    await user.click(await screen.findByRole('button', { name: `Approve ${TICKET}` }));
    await findToast('Return approved. Arrange the pickup with the customer.');
    await user.click(await screen.findByRole('button', { name: `Mark ${TICKET} picked up` }));
    await findToast('Marked picked up: the items are back in stock.');
    expect((await products.getById(bed.productId))?.stock).toBe(before + 1);
    await user.click(await screen.findByRole('button', { name: `Mark ${TICKET} refunded` }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Mark this return refunded?' }));
    const price = formatRupees(bed.unitPrice);
    expect(
      confirm.getByText(
        `Give ${price} back to the customer for the returned items (UPI ID priya.demo@fictitious), then mark it refunded: the order records the refund.`,
      ),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Mark refunded' }));
    await findToast('Marked refunded: the order records what was given back.');
    expect(await app.ports.orders.get(ORDER)).toMatchObject({
      paymentStatus: 'paid',
      refunds: [{ returnNumber: 1, amount: bed.unitPrice }],
    });
    expect(order?.total).toBeGreaterThan(bed.unitPrice);
  });

  it('refunds a return of an order paid online through the gateway, and the order says so', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await makeAdminApp();
    const stored = app.db.get<Order>('orders', ORDER);
    if (!stored) throw new Error('the demo order is stored');
    // The demo's delivered order, as if paid on the demo gateway.
    app.db.set('orders', ORDER, {
      ...stored,
      paymentMethod: 'online',
      onlinePayment: { gateway: 'demo', gatewayOrderId: 'order_demoReturn', paymentId: 'pay_demoReturn' },
    });
    const bed = stored.lines[0]!;
    await openAdmin(app, '/admin/returns', 'Returns');
    await user.click(await screen.findByRole('button', { name: `Approve ${TICKET}` }));
    await findToast('Return approved. Arrange the pickup with the customer.');
    await user.click(await screen.findByRole('button', { name: `Mark ${TICKET} picked up` }));
    await findToast('Marked picked up: the items are back in stock.');
    await user.click(await screen.findByRole('button', { name: `Mark ${TICKET} refunded` }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Mark this return refunded?' }));
    expect(
      confirm.getByText(
        `Mark it refunded: the shop's server gives ${formatRupees(bed.unitPrice)} for the returned items back through the payment gateway, to the card, UPI or bank account the order was paid from, and the order records the refund.`,
      ),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Mark refunded' }));
    await findToast('Marked refunded: the order records what was given back.');
    await waitFor(async () =>
      expect((await app.ports.orders.get(ORDER))?.onlinePayment?.returnRefunds?.[1]).toMatchObject({
        state: 'issued',
        amountPaise: bed.unitPrice * 100,
      }),
    );
    expect(await app.ports.orders.get(ORDER)).toMatchObject({ paymentStatus: 'paid' });
    expect(
      onlineRefundText((await app.ports.orders.get(ORDER))!.onlinePayment!.returnRefunds![1]!, 'shopper'),
    ).toMatch(new RegExp(`^Refund of ${formatPaise(bed.unitPrice * 100).replace('.', '\\.')} issued on `));
  });

  it('issues a credit note for the refund, printed after the invoice it reduces', async () => {
    const app = await makeAdminApp();
    const returns = app.ports.returns;
    for (const step of ['approved', 'picked-up', 'refunded'] as const) {
      expect(await returns.move(`${ORDER}-1`, step, 'admin@demo.shop')).toMatchObject({ ok: true });
    }
    const order = await app.ports.orders.get(ORDER);
    const bed = order?.lines[0];
    if (!order?.invoice || !bed) throw new Error('the demo order is invoiced and has a bed');
    const number = order.creditNotes?.[1]?.number ?? '';
    expect(number).toMatch(/^SHCN\/\d{2}-\d{2}\/0001$/);

    await openAdmin(app, `/admin/orders/${ORDER}/invoice`, 'Tax Invoice');
    const note = within(screen.getByRole('region', { name: `Credit Note ${number}` }));
    expect(note.getByRole('heading', { level: 2, name: 'Credit Note' })).toBeInTheDocument();
    expect(
      note.getByText(new RegExp(`^${order.invoice.number.replaceAll('/', '\\/')} of `)),
    ).toBeInTheDocument();
    expect(note.getByText(`Goods returned (return ${TICKET})`)).toBeInTheDocument();
    const rows = within(note.getByRole('table', { name: 'Credit note lines' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/^Udaipur King Bed/);
    expect(rows[2]).toHaveTextContent(
      new RegExp(`${formatRupees(bed.unitPrice).replace('₹', '₹\\s?')}\\.00$`),
    );
    expect(screen.getByRole('region', { name: `Tax Invoice ${order.invoice.number}` })).toBeInTheDocument();
  });
});
