/** The supplier as the settings named it when the invoice was issued. */
export interface InvoiceSeller {
  legalName: string;
  address: string;
  state: string;
  gstin: string;
}

/** What each order line is taxed as, fixed when the invoice is issued. */
export interface InvoiceLineTax {
  hsnCode: string;
  gstRate: number;
}

/**
 * A tax invoice issued when an order is confirmed: its number, its date, the seller and each line's HSN code and
 * GST rate as they were then (a later change of the settings or the catalogue leaves it as issued).
 */
export interface OrderInvoice {
  number: string;
  issuedAt: string;
  seller: InvoiceSeller;
  /** One per order line, in the order's line order. */
  lines: InvoiceLineTax[];
  /** Delivery is taxed at the shop's rate. */
  shippingGstRate: number;
}

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
