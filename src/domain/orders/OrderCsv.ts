import { escapeCell, indiaDateTimeCell, paiseCell, rupeesCell } from '../shared/CsvCells';
import type { Order } from './Order';
import { shortOrderId } from './ShortOrderId';
import { promisedDeliveryDate } from './OrderShipping';
import { taxCreditNotesOf, taxInvoiceOf, type TaxInvoice } from '../tax/TaxInvoice';

/** The columns an accountant expects, one row per order; amounts in rupees, times in India time. */
export const ORDER_COLUMNS = [
  'Order number',
  'Date (IST)',
  'Invoice number',
  'Customer',
  'E-mail',
  'Phone',
  'City',
  'State',
  'Pincode',
  'Payment method',
  'Payment status',
  'UPI reference (UTR)',
  'Status',
  'Promised by',
  'Courier',
  'AWB',
  'COD collected',
  'COD remitted',
  'Items',
  'Subtotal',
  'Shipping',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
  'Credit notes',
  'Credited taxable value',
  'Credited CGST',
  'Credited SGST',
  'Credited IGST',
  'Credited total',
] as const;

const PAYMENT_METHOD_TEXT: Record<Order['paymentMethod'], string> = {
  cod: 'Cash on delivery',
  upi: 'UPI',
  online: 'Online',
};

/** The tax columns of an invoiced order (from its invoice, as printed); empty for an order without one. */
const taxCells = (order: Order): string[] => {
  if (!order.invoice) return ['', '', '', '', ''];
  const invoice = taxInvoiceOf(order, order.invoice);
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = invoice.totals;
  return [
    invoice.number,
    paiseCell(taxablePaise),
    paiseCell(cgstPaise),
    paiseCell(sgstPaise),
    paiseCell(igstPaise),
  ];
};

/** The credit notes of an invoiced order's refunded returns: their numbers, and their amounts added up. */
const creditCells = (order: Order): string[] => {
  const { invoice } = order;
  const notes = invoice ? taxCreditNotesOf(order, invoice) : [];
  if (notes.length === 0) return ['', '', '', '', '', ''];
  const sum = (key: keyof TaxInvoice['totals']): string =>
    paiseCell(notes.reduce((total, note) => total + note.totals[key], 0));
  return [
    notes.map((note) => note.number).join('; '),
    sum('taxablePaise'),
    sum('cgstPaise'),
    sum('sgstPaise'),
    sum('igstPaise'),
    sum('totalPaise'),
  ];
};

/** One CSV row of an order (header: ORDER_COLUMNS). */
export const orderRow = (order: Order): string[] => {
  const [invoiceNumber = '', taxable = '', cgst = '', sgst = '', igst = ''] = taxCells(order);
  const address = order.shippingAddress;
  return [
    `#${shortOrderId(order.id)}`,
    indiaDateTimeCell(order.createdAt),
    invoiceNumber,
    address.name,
    order.customerEmail,
    address.phone,
    address.city,
    address.state,
    address.pincode,
    PAYMENT_METHOD_TEXT[order.paymentMethod],
    order.paymentStatus,
    order.utr ?? '',
    order.status,
    promisedDeliveryDate(order) ?? '',
    order.shipment?.courier ?? '',
    order.shipment?.awb ?? '',
    order.codCollected !== undefined ? rupeesCell(order.codCollected) : '',
    order.codRemittance ? `${order.codRemittance.reference} (${order.codRemittance.date})` : '',
    String(order.lines.reduce((sum, line) => sum + line.quantity, 0)),
    rupeesCell(order.subtotal),
    rupeesCell(order.shipping),
    taxable,
    cgst,
    sgst,
    igst,
    rupeesCell(order.total),
    ...creditCells(order),
  ].map(escapeCell);
};

/** The orders' CSV records, header first, oldest order first. */
export const orderCsvRecords = (orders: readonly Order[]): string[][] => [
  [...ORDER_COLUMNS],
  ...[...orders]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map(orderRow),
];
