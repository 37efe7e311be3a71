/**
 * How long an order keeps its customer's name, phone and address after the account that placed it is deleted. The
 * CGST Act (section 36) keeps accounts and invoices for 72 months from the due date of the year's annual return,
 * which falls up to 21 months after an order placed in April: 93 months, so eight years covers every order.
 */
export const ORDER_RECORD_RETENTION_YEARS = 8;

/** What replaces a deleted customer's name (and phone and address) on the orders kept for tax records. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';
