import { expect, it } from 'vitest';
import { financialYearOf, formatInvoiceNumber } from '../../../src/domain/tax/InvoiceNumber';
import type { Order } from '../../../src/domain/orders/Order';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { testProduct } from '../support/testProduct';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { line, request } from './orderRequests';

const STAFF = 'admin@example.com';
const SETTINGS = {
  ...DEFAULT_SHOP_SETTINGS,
  sellerLegalName: 'Example Furniture Works (fictitious)',
  sellerAddress: '2 Sample Street, Jaipur 302001',
  sellerState: 'Rajasthan',
  sellerGstin: '08ABCDE1234F1Z0',
  invoicePrefix: 'EF',
};
const bed = testProduct('bed', {
  name: 'Jodhpur Bed',
  price: 40000,
  stock: 50,
  hsnCode: '940350',
  gstRate: 12,
});
const stool = testProduct('stool', { name: 'Bikaner Stool', price: 2000, stock: 50 });

/** The tax invoice a confirmation issues: consecutive numbers however many admins confirm at once. */
export const orderInvoiceCases = (harness: () => OrderRepositoryHarness): void => {
  const seeded = async (): Promise<OrderRepositoryHarness> => {
    const h = harness();
    await h.seedProducts([bed, stool]);
    await h.seedSettings(SETTINGS);
    return h;
  };
  const place = async (h: OrderRepositoryHarness, userId: string): Promise<Order> => {
    const placed = await h.repository.placeOrder(
      request([line('bed', 40000), line('stool', 2000, 2)], { userId }),
    );
    if (!placed.ok) throw new Error(placed.error.code);
    return placed.value;
  };

  it("issues the invoice on confirmation: the next number, the settings' seller, each line's HSN code and rate", async () => {
    const h = await seeded();
    const first = await place(h, 'asha');
    expect(first.invoice).toBeUndefined();
    const confirmed = await h.repository.updateStatus(first.id, 'confirmed', STAFF);
    expect(confirmed.invoice).toEqual({
      number: formatInvoiceNumber('EF', financialYearOf(confirmed.updatedAt), 1),
      issuedAt: confirmed.updatedAt,
      seller: {
        legalName: SETTINGS.sellerLegalName,
        address: SETTINGS.sellerAddress,
        state: 'Rajasthan',
        gstin: '08ABCDE1234F1Z0',
      },
      lines: [
        { hsnCode: '940350', gstRate: 12 },
        { hsnCode: '9403', gstRate: 18 },
      ],
      shippingGstRate: 18,
    });
    const shipped = await h.repository.updateStatus(first.id, 'shipped', STAFF);
    expect(shipped.invoice).toEqual(confirmed.invoice);
    const second = await place(h, 'ravi');
    const next = await h.repository.updateStatus(second.id, 'confirmed', STAFF);
    expect(next.invoice?.number).toBe(formatInvoiceNumber('EF', financialYearOf(next.updatedAt), 2));
  });

  it('gives orders confirmed at once consecutive numbers, none repeated or skipped', async () => {
    const h = await seeded();
    const orders: Order[] = [];
    for (const userId of ['u1', 'u2', 'u3', 'u4']) orders.push(await place(h, userId));
    const confirmed = await Promise.all(
      orders.map((order) => h.repository.updateStatus(order.id, 'confirmed', STAFF)),
    );
    const numbers = confirmed.map((order) => order.invoice?.number ?? '').sort();
    const year = financialYearOf(confirmed[0]?.updatedAt ?? '');
    expect(numbers).toEqual([1, 2, 3, 4].map((sequence) => formatInvoiceNumber('EF', year, sequence)));
  });

  it('keeps the invoice of an order cancelled after confirmation; issues none to one cancelled before', async () => {
    const h = await seeded();
    const invoiced = await place(h, 'asha');
    const confirmed = await h.repository.updateStatus(invoiced.id, 'confirmed', STAFF);
    const cancelled = await h.repository.cancelOrder({ orderId: invoiced.id, userId: 'asha', reason: '' });
    expect(cancelled.ok && cancelled.value.invoice).toEqual(confirmed.invoice);
    const never = await place(h, 'ravi');
    expect((await h.repository.updateStatus(never.id, 'cancelled', STAFF)).invoice).toBeUndefined();
  });
};
