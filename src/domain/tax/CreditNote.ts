import { advanceInvoiceCounter, formatCreditNoteNumber, type InvoiceCounter } from './InvoiceNumber';
import type { ReturnRequest } from '../afterSales/ReturnRequest';
import type { OrderCreditNote } from './TaxDocuments';

/** The shop's one credit note counter, with the return that took its last number. */
export interface StoredCreditNoteCounter extends InvoiceCounter {
  lastReturnId: string;
}

/** The credit note of refunding `request` at `at`, and the counter after it: the next number of the financial year. */
export const issueCreditNote = (
  request: Pick<ReturnRequest, 'id' | 'quantities'>,
  counter: InvoiceCounter | null,
  invoicePrefix: string,
  at: string,
): { creditNote: OrderCreditNote; counter: StoredCreditNoteCounter } => {
  const next = advanceInvoiceCounter(counter, at);
  return {
    creditNote: {
      number: formatCreditNoteNumber(invoicePrefix, next.financialYear, next.last),
      issuedAt: at,
      quantities: { ...request.quantities },
    },
    counter: { ...next, lastReturnId: request.id },
  };
};
