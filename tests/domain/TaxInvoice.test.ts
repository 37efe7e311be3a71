import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCheckout } from '../../src/domain/checkout/CheckoutPricing';
import { issueInvoice } from '../../src/domain/tax/Invoice';
import type { Order, OrderLine } from '../../src/domain/orders/Order';
import { GST_RATES } from '../../src/domain/tax/ProductTax';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';
import { INDIAN_STATES } from '../../src/domain/checkout/ShippingAddressValidation';
import { issueCreditNote } from '../../src/domain/tax/CreditNote';
import { returnRefund } from '../../src/domain/afterSales/ReturnRequest';
import { taxCreditNoteOf, taxInvoiceOf } from '../../src/domain/tax/TaxInvoice';
import { gstIncludedIn } from '../../src/domain/tax/GstIncluded';
import { ADDRESS } from '../contracts/orders/orderRequests';
import { testOrder } from '../support/testOrder';
import { sharesOf } from '../../src/domain/shared/sharesOf';

const SETTINGS = {
  ...DEFAULT_SHOP_SETTINGS,
  sellerLegalName: 'Example Works (fictitious)',
  sellerAddress: '1 Example Road, Jodhpur',
  sellerState: 'Rajasthan',
  sellerGstin: '08ABCDE1234F1Z0',
};

// Some lines with assembly booked: free, or at a charge a piece.
const lineArb: fc.Arbitrary<OrderLine> = fc
  .record({
    productId: fc.constantFrom('bed', 'sofa', 'chair', 'table'),
    name: fc.constantFrom('Jodhpur Bed', 'Udaipur Sofa'),
    image: fc.constant(''),
    variant: fc.constant(null),
    unitPrice: fc.integer({ min: 1, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 10 }),
    assemblyCharge: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
  })
  .map(({ assemblyCharge, ...line }) => (assemblyCharge === undefined ? line : { ...line, assemblyCharge }));

const orderArb = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
    state: fc.constantFrom(...INDIAN_STATES),
    rates: fc.array(fc.constantFrom(...GST_RATES), { minLength: 8, maxLength: 8 }),
    // Some orders paid in a no-cost EMI plan, its discount this percentage of the goods.
    emiPercent: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
    // Some orders placed with an offer of this percentage of the goods, shared among the lines.
    offerPercent: fc.option(fc.integer({ min: 1, max: 90 }), { nil: undefined }),
  })
  .map(({ lines, state, rates, emiPercent, offerPercent }) => {
    const goods = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const totals = priceCheckout(lines, SETTINGS);
    const off = offerPercent === undefined ? 0 : Math.floor((goods * offerPercent) / 100);
    const order = testOrder({
      status: 'confirmed',
      lines,
      ...totals,
      ...(off > 0
        ? {
            total: totals.total - off,
            discount: off,
            offerIds: ['TENTH'],
            offerDiscounts: [off],
            lineDiscounts: sharesOf(
              off,
              lines.map((line) => line.unitPrice * line.quantity),
            ),
            lineCategories: lines.map(() => 'sofas'),
          }
        : {}),
      shippingAddress: { ...ADDRESS, state },
      ...(emiPercent === undefined
        ? {}
        : {
            paymentMethod: 'online' as const,
            paymentStatus: 'paid' as const,
            onlinePayment: {
              gateway: 'razorpay' as const,
              gatewayOrderId: 'order_E1',
              paymentId: 'pay_E1',
              emi: {
                months: 6,
                lender: 'Example Bank credit cards',
                annualRatePercent: 15,
                discountPaise: Math.floor(((goods - off) * emiPercent) / 100) * 100,
              },
            },
          }),
    });
    const products = new Map(
      lines.map((line, index) => [line.productId, { hsnCode: '9403', gstRate: rates[index] ?? 18 }]),
    );
    const { invoice } = issueInvoice(order, null, SETTINGS, products, '2026-11-02T10:00:00.000Z');
    return { order, invoice };
  });

describe('taxInvoiceOf', () => {
  it('shows a charged assembly as its own row, under its SAC code at 18 %, and no row for a free one', () => {
    const lines: OrderLine[] = [
      {
        productId: 'bed',
        name: 'Jodhpur Bed',
        image: '',
        variant: null,
        unitPrice: 30000,
        quantity: 1,
        assemblyCharge: 0,
      },
      {
        productId: 'almirah',
        name: 'Ajmer Wardrobe',
        image: '',
        variant: null,
        unitPrice: 20000,
        quantity: 2,
        assemblyCharge: 999,
      },
    ];
    const order = testOrder({
      status: 'confirmed',
      lines,
      ...priceCheckout(lines, SETTINGS),
      shippingAddress: { ...ADDRESS },
    });
    const products = new Map([
      ['bed', { hsnCode: '9403', gstRate: 18 }],
      ['almirah', { hsnCode: '9403', gstRate: 12 }],
    ]);
    const { invoice } = issueInvoice(order, null, SETTINGS, products, '2026-11-02T10:00:00.000Z');
    const tax = taxInvoiceOf(order, invoice);
    expect(
      tax.rows.map(({ description, hsnCode, quantity, gstRate, totalPaise }) => ({
        description,
        hsnCode,
        quantity,
        gstRate,
        totalPaise,
      })),
    ).toEqual([
      { description: 'Jodhpur Bed', hsnCode: '9403', quantity: 1, gstRate: 18, totalPaise: 3_000_000 },
      { description: 'Ajmer Wardrobe', hsnCode: '9403', quantity: 2, gstRate: 12, totalPaise: 4_000_000 },
      {
        description: 'Assembly: Ajmer Wardrobe',
        hsnCode: '998739',
        quantity: 2,
        gstRate: 18,
        totalPaise: 199_800,
      },
    ]);
    expect(tax.totals.totalPaise).toBe(order.total * 100);
  });

  it("adds up to what was paid to the paisa: each row's taxable value and tax make its amount", () => {
    fc.assert(
      fc.property(orderArb, ({ order, invoice }) => {
        const tax = taxInvoiceOf(order, invoice);
        const discountPaise = order.onlinePayment?.emi?.discountPaise ?? 0;
        expect(tax.totals.totalPaise).toBe(order.total * 100 - discountPaise);
        expect(tax.rows.reduce((sum, row) => sum + row.discountPaise, 0)).toBe(
          discountPaise + (order.discount ?? 0) * 100,
        );
        expect(tax.noCostEmiMonths).toBe(discountPaise > 0 ? 6 : null);
        expect(tax.offerNames).toEqual(order.discount ? ['TENTH'] : []);
        for (const row of tax.rows) {
          expect(row.taxablePaise + row.cgstPaise + row.sgstPaise + row.igstPaise).toBe(row.totalPaise);
          expect(row.cgstPaise).toBe(row.sgstPaise);
        }
        expect(
          tax.totals.taxablePaise + tax.totals.cgstPaise + tax.totals.sgstPaise + tax.totals.igstPaise,
        ).toBe(tax.totals.totalPaise);
      }),
    );
  });
  it("states at checkout the GST the invoice charges, a no-cost EMI plan's discount taken off the lines", () => {
    fc.assert(
      fc.property(orderArb, ({ order, invoice }) => {
        fc.pre(
          order.shippingAddress.state !== 'Rajasthan' && order.lines.every((line) => !line.assemblyCharge),
        );
        const tax = taxInvoiceOf(order, invoice);
        const pricedLines = order.lines.map((line, index) => ({
          ...line,
          gstRate: tax.rows[index]?.gstRate,
        }));
        const discount = (order.onlinePayment?.emi?.discountPaise ?? 0) / 100;
        expect(
          gstIncludedIn(pricedLines, order.shipping, SETTINGS.gstRate, discount, order.lineDiscounts),
        ).toBe(tax.totals.igstPaise);
      }),
    );
  });
  it('charges IGST exactly when the delivery state is not the seller’s, CGST and SGST when it is', () => {
    fc.assert(
      fc.property(orderArb, ({ order, invoice }) => {
        const tax = taxInvoiceOf(order, invoice);
        const intra = order.shippingAddress.state === 'Rajasthan';
        expect(tax.intraState).toBe(intra);
        expect(tax.placeOfSupply.state).toBe(order.shippingAddress.state);
        expect(tax.paymentMethod).toBe(order.paymentMethod);
        if (intra) expect(tax.totals.igstPaise).toBe(0);
        else expect(tax.totals.cgstPaise + tax.totals.sgstPaise).toBe(0);
      }),
    );
  });
  it("records an online order's gateway payment once it is paid, and none before", () => {
    const { order, invoice } = fc.sample(orderArb, 1)[0]!;
    const online: Order = {
      ...order,
      paymentMethod: 'online',
      paymentStatus: 'pending',
      onlinePayment: { gateway: 'razorpay', gatewayOrderId: 'order_F1' },
    };
    expect(taxInvoiceOf(online, invoice).paidOnline).toBeNull();
    const paid = { ...online, onlinePayment: { ...online.onlinePayment!, paymentId: 'pay_F1' } };
    expect(taxInvoiceOf(paid, invoice).paidOnline).toEqual({ gateway: 'razorpay', paymentId: 'pay_F1' });
  });
  it('prints an intra-state sofa as the issue describes: taxable value, CGST and SGST, total in words', () => {
    const lines: OrderLine[] = [
      {
        productId: 'sofa',
        name: 'Udaipur Sofa',
        image: '',
        variant: { id: 'v3', size: '3 seater' },
        unitPrice: 124999,
        quantity: 1,
      },
    ];
    const {
      onlinePayment: _paid,
      discount: _discount,
      offerIds: _offers,
      offerDiscounts: _taken,
      lineDiscounts: _shares,
      lineCategories: _categories,
      ...sampled
    } = fc.sample(orderArb, 1)[0]!.order;
    const order: Order = {
      ...sampled,
      paymentMethod: 'cod',
      lines,
      ...priceCheckout(lines, SETTINGS),
      shippingAddress: {
        name: 'Ravi',
        phone: '9876543210',
        line1: '2 Fort Road',
        line2: '',
        city: 'Jaipur',
        state: 'Rajasthan',
        pincode: '302001',
      },
    };
    const products = new Map([['sofa', { hsnCode: '9401', gstRate: 18 }]]);
    const { invoice } = issueInvoice(order, null, SETTINGS, products, '2026-11-02T10:00:00.000Z');
    const tax = taxInvoiceOf(order, invoice);
    expect(tax.number).toBe('SH/26-27/000001');
    expect(tax.rows).toEqual([
      {
        description: 'Udaipur Sofa (3 seater)',
        hsnCode: '9401',
        quantity: 1,
        unitPricePaise: 12499900,
        discountPaise: 0,
        taxablePaise: 10593136,
        gstRate: 18,
        cgstPaise: 953382,
        sgstPaise: 953382,
        igstPaise: 0,
        totalPaise: 12499900,
      },
    ]);
    expect(tax.totalInWords).toBe('Rupees One Lakh Twenty-Four Thousand Nine Hundred Ninety-Nine Only');
    expect(tax.seller.stateCode).toBe('08');
    expect(tax.recipient.stateCode).toBe('08');
  });
});

describe('taxCreditNoteOf', () => {
  /** An invoiced order and some units of some of its lines given back. */
  const returnArb = orderArb.chain(({ order, invoice }) =>
    fc
      .subarray(
        order.lines.map((line, index) => ({ index, max: line.quantity })),
        { minLength: 1 },
      )
      .chain((chosen) =>
        fc.tuple(
          ...chosen.map(({ index, max }) => fc.tuple(fc.constant(index), fc.integer({ min: 1, max }))),
        ),
      )
      .map((entries) => ({
        order,
        invoice,
        quantities: Object.fromEntries(entries) as Record<number, number>,
      })),
  );

  it('takes back exactly the refund, at the invoice’s rates and place of supply, to the paisa', () => {
    fc.assert(
      fc.property(returnArb, ({ order, invoice, quantities }) => {
        const { creditNote } = issueCreditNote(
          { id: `${order.id}-1`, quantities },
          null,
          'SH',
          '2026-11-20T10:00:00.000Z',
        );
        const note = taxCreditNoteOf(order, invoice, 1, creditNote);
        expect(note.totals.totalPaise).toBe(returnRefund(order, { quantities }) * 100);
        expect(note.rows.map((row) => row.quantity)).toEqual(Object.values(quantities));
        expect(note.rows.map((row) => row.gstRate)).toEqual(
          Object.keys(quantities).map((index) => invoice.lines[Number(index)]?.gstRate),
        );
        expect(note.intraState).toBe(taxInvoiceOf(order, invoice).intraState);
        for (const row of note.rows) {
          expect(row.taxablePaise + row.cgstPaise + row.sgstPaise + row.igstPaise).toBe(row.totalPaise);
        }
      }),
    );
  });

  it('is a credit note numbered in its own series, against the invoice and the return', () => {
    const { order, invoice } = fc.sample(orderArb, 1)[0]!;
    const first = issueCreditNote(
      { id: 'o1-2', quantities: { 0: 1 } },
      null,
      'SH',
      '2026-11-20T10:00:00.000Z',
    );
    const second = issueCreditNote(
      { id: 'o1-3', quantities: { 0: 1 } },
      first.counter,
      'SH',
      '2026-11-21T10:00:00.000Z',
    );
    expect([first.creditNote.number, second.creditNote.number]).toEqual([
      'SHCN/26-27/0001',
      'SHCN/26-27/0002',
    ]);
    expect(second.counter).toEqual({ financialYear: 2026, last: 2, lastReturnId: 'o1-3' });
    const note = taxCreditNoteOf(order, invoice, 2, first.creditNote);
    expect(note).toMatchObject({
      title: 'Credit Note',
      number: 'SHCN/26-27/0001',
      issuedAt: '2026-11-20T10:00:00.000Z',
      against: {
        number: invoice.number,
        issuedAt: invoice.issuedAt,
        returnTicket: expect.stringMatching(/-2$/),
      },
      cancelled: false,
    });
    expect(note.rows).toHaveLength(1);
  });
});
