/**
 * The memory database's `meta` collection, named and laid out as on Firestore (docs/architecture.md#data-model): one
 * document for each of the shop's counters and for the catalogue summary.
 */
export const META = 'meta';
/** The financial year and sequence of the last invoice number. */
export const INVOICE_COUNTER_ID = 'invoiceCounter';
export const CREDIT_NOTE_COUNTER_ID = 'creditNoteCounter';
/** `{ count }`: the number of the latest complaint. */
export const COMPLAINT_COUNTER_ID = 'complaintCounter';
/** The catalogue summary (docs/architecture.md#bounded-reads). */
export const SUMMARY_ID = 'catalogueSummary';
/** `{ since }`: when the demo began sending messages; moments before it (the seed's) are never announced. */
export const MESSAGES_SINCE_ID = 'messagesSince';
