import type { OrderInvoice } from '../../../domain/tax/TaxDocuments';
import type { Order } from '../../../domain/orders/Order';

/** The link to an invoiced order's GST documents: 'Tax invoice SH/26-27/000012 and 2 credit notes'. */
export const gstDocumentsLabel = (order: Pick<Order, 'creditNotes'> & { invoice: OrderInvoice }): string => {
  const notes = Object.keys(order.creditNotes ?? {}).length;
  const creditNotes = notes === 0 ? '' : notes === 1 ? ' and its credit note' : ` and ${notes} credit notes`;
  return `Tax invoice ${order.invoice.number}${creditNotes}`;
};
