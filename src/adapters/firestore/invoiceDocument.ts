import type { DocumentData } from 'firebase/firestore';
import type { InvoiceLineTax, OrderInvoice, StoredInvoiceCounter } from '../../domain/Invoice';
import { storedGstRate, storedHsnCode } from '../../domain/ProductTax';
import { fromIso, toIso } from './timestamps';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

/** The stored counter; null when no invoice was issued yet (or the document is unreadable). */
export const fromInvoiceCounterDocument = (data: DocumentData | undefined): StoredInvoiceCounter | null =>
  data && count(data['financialYear']) > 0
    ? {
        financialYear: count(data['financialYear']),
        last: count(data['last']),
        lastOrderId: text(data['lastOrderId']),
      }
    : null;

const lineTaxOf = (value: unknown): InvoiceLineTax => {
  const raw = (value ?? {}) as Record<string, unknown>;
  return { hsnCode: storedHsnCode(raw['hsnCode']), gstRate: storedGstRate(raw['gstRate']) };
};

/** An order's stored invoice; undefined for none (or one too damaged to print). */
export const fromInvoiceDocument = (value: unknown): OrderInvoice | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const raw = value as Record<string, unknown>;
  const seller = (raw['seller'] ?? {}) as Record<string, unknown>;
  if (text(raw['number']) === '') return undefined;
  return {
    number: text(raw['number']),
    issuedAt: toIso(raw['issuedAt']),
    seller: {
      legalName: text(seller['legalName']),
      address: text(seller['address']),
      state: text(seller['state']),
      gstin: text(seller['gstin']),
    },
    lines: Array.isArray(raw['lines']) ? raw['lines'].map(lineTaxOf) : [],
    shippingGstRate: storedGstRate(raw['shippingGstRate']),
  };
};

/** An invoice as stored with its own time (seeding past orders). */
export const toInvoiceDocument = (invoice: OrderInvoice): DocumentData => ({
  ...invoice,
  seller: { ...invoice.seller },
  lines: invoice.lines.map((line) => ({ ...line })),
  issuedAt: fromIso(invoice.issuedAt),
});
