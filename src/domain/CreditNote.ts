import { advanceInvoiceCounter, formatCreditNoteNumber, type InvoiceCounter } from './InvoiceNumber';
import type { ReturnRequest } from './ReturnRequest';

/**
 * A credit note issued when a return of an invoiced order is refunded (CGST Act s.34): it takes back, at the
 * invoice's own rates, the units the return gave back. Kept on the order under the return's number.
 */
export interface OrderCreditNote {
  number: string;
  issuedAt: string;
  /** The units given back by the order line's index, as the return asked. */
  quantities: Record<number, number>;
}

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
