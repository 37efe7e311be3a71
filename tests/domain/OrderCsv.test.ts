import { describe, expect, it } from 'vitest';
import { issueCreditNote } from '../../src/domain/tax/CreditNote';
import { issueInvoice } from '../../src/domain/tax/Invoice';
import type { Order } from '../../src/domain/orders/Order';
import { ORDER_COLUMNS, orderCsvRecords } from '../../src/domain/orders/OrderCsv';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';

const SETTINGS = { ...DEFAULT_SHOP_SETTINGS, sellerState: 'Rajasthan', gstRate: 18 };

/** A delivered order to Jaipur (within the seller's state): a bed at ₹11,800 and two chairs at ₹5,900, at 18%. */
const ORDER: Order = {
  id: 'order0000000000000001',
  userId: 'u1',
  customerEmail: 'asha@example.in',
  status: 'delivered',
  paymentStatus: 'paid',
  paymentMethod: 'upi',
  lines: [
    { productId: 'bed', name: 'Bed', image: '', variant: null, unitPrice: 11_800, quantity: 1 },
    { productId: 'chair', name: 'Chair', image: '', variant: null, unitPrice: 5_900, quantity: 2 },
  ],
  subtotal: 23_600,
  shipping: 0,
  total: 23_600,
  shippingAddress: {
    name: 'Asha Rao',
    phone: '9876543210',
    line1: '1 MI Road',
    line2: '',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302001',
  },
  createdAt: '2026-11-01T04:30:00.000Z',
  updatedAt: '2026-11-01T04:30:00.000Z',
  history: [],
  utr: '123456789012',
};
const PRODUCTS = new Map([
  ['bed', { hsnCode: '9403', gstRate: 18 }],
  ['chair', { hsnCode: '9401', gstRate: 18 }],
]);
const { invoice } = issueInvoice(ORDER, null, SETTINGS, PRODUCTS, '2026-11-01T05:00:00.000Z');

const column = (row: readonly string[], name: (typeof ORDER_COLUMNS)[number]): string | undefined =>
  row[ORDER_COLUMNS.indexOf(name)];

describe('the orders CSV', () => {
  it("gives an invoiced order its invoice's number and tax, and no credit note before a refund", () => {
    const [header, row = []] = orderCsvRecords([{ ...ORDER, invoice }]);
    expect(header).toEqual([...ORDER_COLUMNS]);
    expect(row).toHaveLength(ORDER_COLUMNS.length);
    expect(column(row, 'Invoice number')).toBe('SH/26-27/000001');
    expect(column(row, 'Date (IST)')).toBe('2026-11-01 10:00');
    expect(column(row, 'Taxable value')).toBe('20000.00');
    expect([column(row, 'CGST'), column(row, 'SGST'), column(row, 'IGST')]).toEqual([
      '1800.00',
      '1800.00',
      '0.00',
    ]);
    expect(column(row, 'Credit notes')).toBe('');
    expect(column(row, 'Credited total')).toBe('');
  });

  it('gives the date the order was promised by, and the courier and AWB it shipped with', () => {
    const shipped = {
      ...ORDER,
      status: 'shipped' as const,
      deliveryDays: 5,
      shipment: { courier: 'Delhivery', awb: 'AB12345678', trackingUrl: '' },
    };
    const [, row = [], unshipped = []] = orderCsvRecords([shipped, { ...ORDER, id: `${ORDER.id}x` }]);
    // Placed Sunday 1 Nov 2026 (IST): five working days, Sundays not counted.
    expect([column(row, 'Promised by'), column(row, 'Courier'), column(row, 'AWB')]).toEqual([
      '2026-11-06',
      'Delhivery',
      'AB12345678',
    ]);
    expect([
      column(unshipped, 'Promised by'),
      column(unshipped, 'Courier'),
      column(unshipped, 'AWB'),
    ]).toEqual(['', '', '']);
  });

  it('lists the credit notes of refunded returns and adds up what they took back', () => {
    const first = issueCreditNote(
      { id: `${ORDER.id}-1`, quantities: { 1: 1 } },
      null,
      'SH',
      '2026-11-10T05:00:00Z',
    );
    const second = issueCreditNote(
      { id: `${ORDER.id}-2`, quantities: { 0: 1 } },
      first.counter,
      'SH',
      '2026-11-12T05:00:00Z',
    );
    const [, row = []] = orderCsvRecords([
      { ...ORDER, invoice, creditNotes: { 2: second.creditNote, 1: first.creditNote } },
    ]);
    expect(column(row, 'Credit notes')).toBe('SHCN/26-27/0001; SHCN/26-27/0002');
    expect(column(row, 'Credited taxable value')).toBe('15000.00');
    expect([
      column(row, 'Credited CGST'),
      column(row, 'Credited SGST'),
      column(row, 'Credited IGST'),
    ]).toEqual(['1350.00', '1350.00', '0.00']);
    expect(column(row, 'Credited total')).toBe('17700.00');
    expect(column(row, 'Total')).toBe('23600');
  });

  it('leaves the tax and credit columns empty for an order never invoiced', () => {
    const [, row = []] = orderCsvRecords([{ ...ORDER, status: 'pending', paymentStatus: 'pending' }]);
    expect(column(row, 'Invoice number')).toBe('');
    expect(column(row, 'Taxable value')).toBe('');
    expect(column(row, 'Credit notes')).toBe('');
  });
});
