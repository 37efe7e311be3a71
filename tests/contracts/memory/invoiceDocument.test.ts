import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { fromInvoiceDocument, toInvoiceDocument } from '../../../src/adapters/firestore/invoiceDocument';
import type { OrderInvoice } from '../../../src/domain/tax/TaxDocuments';

const INVOICE: OrderInvoice = {
  number: 'SH/26-27/000001',
  issuedAt: '2026-11-27T10:00:00.000Z',
  seller: {
    legalName: 'Sheesham Home (fictitious)',
    address: '1 Example Road',
    state: 'Rajasthan',
    gstin: '',
  },
  lines: [
    { hsnCode: '9403', gstRate: 18 },
    { hsnCode: '940360', gstRate: 12 },
  ],
  shippingGstRate: 18,
};

describe('an invoice as Firestore stores it', () => {
  it('keeps each line’s tax as two lists of plain values, which the rules check at once, and reads them back', () => {
    const stored = toInvoiceDocument(INVOICE);
    expect(stored).toMatchObject({ hsnCodes: ['9403', '940360'], gstRates: [18, 12] });
    expect(stored).not.toHaveProperty('lines');
    expect(
      fromInvoiceDocument({ ...stored, issuedAt: Timestamp.fromDate(new Date(INVOICE.issuedAt)) }),
    ).toEqual(INVOICE);
  });

  it('reads an invoice issued before as its lines, and a damaged tax as the defaults', () => {
    const older = { ...toInvoiceDocument(INVOICE), hsnCodes: undefined, gstRates: undefined };
    expect(fromInvoiceDocument({ ...older, lines: [{ hsnCode: '9403', gstRate: 18 }] })?.lines).toEqual([
      { hsnCode: '9403', gstRate: 18 },
    ]);
    expect(fromInvoiceDocument({ ...toInvoiceDocument(INVOICE), gstRates: [3] })?.lines).toEqual([
      { hsnCode: '9403', gstRate: 18 },
      { hsnCode: '940360', gstRate: 18 },
    ]);
  });
});
