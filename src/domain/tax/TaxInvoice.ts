import type { PaymentGateway } from '../payments/PaymentGateway';
import { rupeesInWords } from './AmountInWords';
import { splitGst } from './GstSplit';
import { gstStateCodeOf } from './GstStateCodes';
import type { OrderCreditNote } from './TaxDocuments';
import type { OrderInvoice } from './TaxDocuments';
import type { Order } from '../orders/Order';
import { returnTicket } from '../afterSales/ReturnRequest';
import { ASSEMBLY_GST_RATE, ASSEMBLY_SAC } from '../catalogue/Assembly';
import { orderLineDiscounts, paidEmiDiscount, returnedDiscount } from '../payments/EmiDiscount';
import { orderOfferNames } from '../offers/offerMessages';

/** One row of the invoice: an order line, its assembly, or delivery. Amounts in paise. */
export interface TaxInvoiceRow {
  description: string;
  /** The goods' HSN code, or a service's SAC code. */
  hsnCode: string;
  quantity: number;
  /** The price of one unit, tax included. */
  unitPricePaise: number;
  /** Taken off the row's price before tax: its offers' share and its share of a no-cost EMI discount (EmiDiscount). */
  discountPaise: number;
  taxablePaise: number;
  gstRate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Taxable value plus tax: what the row costs, as the order charged it, less its discount. */
  totalPaise: number;
}

export interface TaxInvoice {
  /** A tax invoice, or a credit note taking back what a refunded return gave back (CGST Rules, rule 53). */
  title: 'Tax Invoice' | 'Credit Note';
  number: string;
  issuedAt: string;
  seller: OrderInvoice['seller'] & { stateCode: string | null };
  recipient: Order['shippingAddress'] & { stateCode: string | null };
  /** The delivery state: the place of supply of goods delivered to a buyer. */
  placeOfSupply: { state: string; code: string | null };
  /** Within the seller's state: CGST and SGST; otherwise IGST. */
  intraState: boolean;
  rows: TaxInvoiceRow[];
  totals: Pick<TaxInvoiceRow, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'>;
  totalInWords: string;
  /** How the order is paid, as the invoice states it. */
  paymentMethod: Order['paymentMethod'];
  /** The gateway's payment that paid an online order, once paid. */
  paidOnline: { gateway: PaymentGateway; paymentId: string } | null;
  /** The no-cost EMI plan's discount in the rows, in months, or null when none was given. */
  noCostEmiMonths: number | null;
  /** The offers whose discount is in the rows (a coupon's code; 'offer' for an automatic one); none without. */
  offerNames: string[];
  /** Rule 46 asks whether tax is payable on reverse charge: never for a shop's sales to consumers. */
  reverseCharge: 'No';
  cancelled: boolean;
  /** A credit note's invoice, and the return it was issued for. */
  against: { number: string; issuedAt: string; returnTicket: string } | null;
}

/** Delivery charges, classed as the goods they deliver (a composite supply). */
export const DELIVERY_DESCRIPTION = 'Delivery charges';

/** How the invoice taxed order line `index`; the delivery's rate for a line it does not name. */
const lineTaxOf = (invoice: OrderInvoice, index: number): OrderInvoice['lines'][number] =>
  invoice.lines[index] ?? { hsnCode: '', gstRate: invoice.shippingGstRate };

const variantText = (line: Order['lines'][number]): string =>
  [line.variant?.size, line.variant?.color].filter((part) => part).join(', ');

/**
 * The tax invoice of an invoiced order: each line's GST-inclusive amount, less its share of a no-cost EMI discount,
 * split into taxable value and tax at its rate, rounded to the paisa per row (GstSplit), so the rows add up to what
 * the shopper paid exactly.
 */
export const taxInvoiceOf = (order: Order, invoice: OrderInvoice): TaxInvoice =>
  taxDocumentOf(order, invoice, orderLineDiscounts(order));

/** The document for `order`'s lines, each less its discount in `lineDiscounts` (whole rupees, by line). */
const taxDocumentOf = (order: Order, invoice: OrderInvoice, lineDiscounts: readonly number[]): TaxInvoice => {
  const sellerCode = gstStateCodeOf(invoice.seller.state);
  const deliveryCode = gstStateCodeOf(order.shippingAddress.state);
  const intraState = sellerCode !== null && sellerCode === deliveryCode;
  const row = (
    description: string,
    hsnCode: string,
    quantity: number,
    unitPrice: number,
    gstRate: number,
    discount = 0,
  ): TaxInvoiceRow => {
    const totalPaise = (unitPrice * quantity - discount) * 100;
    return {
      description,
      hsnCode,
      quantity,
      unitPricePaise: unitPrice * 100,
      discountPaise: discount * 100,
      gstRate,
      ...splitGst(totalPaise, gstRate, intraState),
      totalPaise,
    };
  };
  const described = (line: Order['lines'][number]): string => {
    const variant = variantText(line);
    return variant ? `${line.name} (${variant})` : line.name;
  };
  const rows = order.lines.map((line, index) => {
    const tax = lineTaxOf(invoice, index);
    return row(
      described(line),
      tax.hsnCode,
      line.quantity,
      line.unitPrice,
      tax.gstRate,
      lineDiscounts[index],
    );
  });
  for (const line of order.lines) {
    if (line.assemblyCharge) {
      rows.push(
        row(
          `Assembly: ${described(line)}`,
          ASSEMBLY_SAC,
          line.quantity,
          line.assemblyCharge,
          ASSEMBLY_GST_RATE,
        ),
      );
    }
  }
  if (order.shipping > 0) {
    rows.push(
      row(DELIVERY_DESCRIPTION, invoice.lines[0]?.hsnCode ?? '', 1, order.shipping, invoice.shippingGstRate),
    );
  }
  const sum = (key: keyof TaxInvoice['totals']): number =>
    rows.reduce((total, entry) => total + entry[key], 0);
  const totals = {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
  };
  return {
    title: 'Tax Invoice',
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    seller: { ...invoice.seller, stateCode: sellerCode },
    recipient: { ...order.shippingAddress, stateCode: deliveryCode },
    placeOfSupply: { state: order.shippingAddress.state, code: deliveryCode },
    intraState,
    rows,
    totals,
    totalInWords: rupeesInWords(totals.totalPaise),
    paymentMethod: order.paymentMethod,
    paidOnline: order.onlinePayment?.paymentId
      ? { gateway: order.onlinePayment.gateway, paymentId: order.onlinePayment.paymentId }
      : null,
    noCostEmiMonths: paidEmiDiscount(order) > 0 ? (order.onlinePayment?.emi?.months ?? null) : null,
    offerNames: order.discount ? orderOfferNames(order.offerIds ?? []) : [],
    reverseCharge: 'No',
    cancelled: order.status === 'cancelled',
    against: null,
  };
};

/**
 * The credit note of return `returnNumber` of an invoiced order: the units it gave back, at the invoice's HSN codes,
 * rates and place of supply, so its total is the refund (ReturnRequest.returnRefund). Their assembly, a service
 * done, is not given back.
 */
export const taxCreditNoteOf = (
  order: Order,
  invoice: OrderInvoice,
  returnNumber: number,
  creditNote: OrderCreditNote,
): TaxInvoice => {
  const returned = Object.entries(creditNote.quantities)
    .map(([index, quantity]) => ({ index: Number(index), quantity }))
    .filter(({ index }) => order.lines[index] !== undefined)
    .sort((a, b) => a.index - b.index);
  const taken = taxDocumentOf(
    {
      ...order,
      lines: returned.map(({ index, quantity }) => {
        const { assemblyCharge: _done, ...line } = order.lines[index] as Order['lines'][number];
        return { ...line, quantity };
      }),
      shipping: 0,
    },
    { ...invoice, lines: returned.map(({ index }) => lineTaxOf(invoice, index)) },
    returned.map(({ index, quantity }) => returnedDiscount(order, index, quantity)),
  );
  return {
    ...taken,
    title: 'Credit Note',
    number: creditNote.number,
    issuedAt: creditNote.issuedAt,
    cancelled: false,
    against: {
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      returnTicket: returnTicket({ orderId: order.id, number: returnNumber }),
    },
  };
};

/** The credit notes of an invoiced order's refunded returns, in the order of the returns. */
export const taxCreditNotesOf = (order: Order, invoice: OrderInvoice): TaxInvoice[] =>
  Object.entries(order.creditNotes ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([returnNumber, creditNote]) => taxCreditNoteOf(order, invoice, Number(returnNumber), creditNote));
