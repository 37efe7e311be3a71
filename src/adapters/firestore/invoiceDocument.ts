import type { DocumentData } from 'firebase/firestore';
import type { StoredInvoiceCounter } from '../../domain/tax/Invoice';
import type { InvoiceLineTax, OrderInvoice } from '../../domain/tax/TaxDocuments';
import { storedGstRate, storedHsnCode } from '../../domain/tax/ProductTax';
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

/**
 * Each line's tax: stored as two lists of plain values, `hsnCodes` and `gstRates`, which the rules check in one pattern
 * each (firestore.rules, validInvoice); an invoice issued before that holds `lines` of both.
 */
const lineTaxesOf = (raw: Record<string, unknown>): InvoiceLineTax[] => {
  if (Array.isArray(raw['lines'])) return raw['lines'].map(lineTaxOf);
  const codes = Array.isArray(raw['hsnCodes']) ? raw['hsnCodes'] : [];
  const rates = Array.isArray(raw['gstRates']) ? raw['gstRates'] : [];
  return codes.map((hsnCode: unknown, index) => lineTaxOf({ hsnCode, gstRate: rates[index] }));
};

/** An invoice as the rules let a confirmation write it, but for its time. */
export const invoiceFields = ({ lines, seller, ...invoice }: OrderInvoice): DocumentData => ({
  ...invoice,
  seller: { ...seller },
  hsnCodes: lines.map((line) => line.hsnCode),
  gstRates: lines.map((line) => line.gstRate),
});

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
    lines: lineTaxesOf(raw),
    shippingGstRate: storedGstRate(raw['shippingGstRate']),
  };
};

/** An invoice as stored with its own time (seeding past orders). */
export const toInvoiceDocument = (invoice: OrderInvoice): DocumentData => ({
  ...invoiceFields(invoice),
  issuedAt: fromIso(invoice.issuedAt),
});
