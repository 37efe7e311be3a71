import type { DocumentData, FieldValue, Timestamp } from 'firebase/firestore';
import type { StoredCreditNoteCounter } from '../../domain/tax/CreditNote';
import type { OrderCreditNote } from '../../domain/tax/TaxDocuments';
import { fromInvoiceCounterDocument } from './invoiceDocument';
import { quantitiesDocument, quantitiesOf } from './returnDocument';
import { toIso } from './timestamps';

/** An order's credit notes by return number; one without a number is left out. */
export const fromCreditNotesDocument = (value: unknown): Record<number, OrderCreditNote> | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const notes = Object.entries(value as Record<string, unknown>).flatMap(([returnNumber, entry]) => {
    const raw = (entry ?? {}) as Record<string, unknown>;
    return /^\d+$/.test(returnNumber) && typeof raw['number'] === 'string'
      ? [
          [
            Number(returnNumber),
            {
              number: raw['number'],
              issuedAt: toIso(raw['issuedAt']),
              quantities: quantitiesOf(raw['quantities']),
            },
          ] as const,
        ]
      : [];
  });
  return notes.length > 0 ? Object.fromEntries(notes) : undefined;
};

/** A credit note as stored under its return's number, dated `issuedAt` (the server's time when it is issued). */
export const toCreditNoteDocument = (
  creditNote: OrderCreditNote,
  issuedAt: Timestamp | FieldValue,
): DocumentData => ({
  number: creditNote.number,
  issuedAt,
  quantities: quantitiesDocument(creditNote.quantities),
});

/** The stored credit note counter; null when none was issued yet (or the document is unreadable). */
export const fromCreditNoteCounterDocument = (
  data: DocumentData | undefined,
): StoredCreditNoteCounter | null => {
  const counter = fromInvoiceCounterDocument(data);
  return counter
    ? {
        financialYear: counter.financialYear,
        last: counter.last,
        lastReturnId: typeof data?.['lastReturnId'] === 'string' ? data['lastReturnId'] : '',
      }
    : null;
};
