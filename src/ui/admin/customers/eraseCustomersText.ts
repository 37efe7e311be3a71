import { DELETED_CUSTOMER_NAME, ORDER_RECORD_RETENTION_YEARS } from '../../../domain/accounts/DataRetention';

/** The Customers screen's erasure of the customer details of deleted accounts' orders past their retention. */
const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

export const ERASE_CUSTOMERS = {
  button: (count: number): string => `Erase expired customer details (${count})`,
  counting: 'Erase expired customer details',
  title: 'Erase expired customer details?',
  message: (count: number): string =>
    `${plural(count, 'order', 'orders')} of deleted accounts ${count === 1 ? 'has' : 'have'} been kept the ${ORDER_RECORD_RETENTION_YEARS} years the law requires for tax records. The customer’s name, phone, e-mail and address on ${count === 1 ? 'it' : 'them'} will be replaced by ‘${DELETED_CUSTOMER_NAME}’; the state, amounts and invoice stay. This cannot be undone.`,
  confirm: 'Erase details',
  keep: 'Keep for now',
  done: (count: number): string => `Erased the customer details of ${plural(count, 'order', 'orders')}.`,
  countFailed: 'We could not count the orders of deleted accounts. Please reload the page.',
  failed: (erased: number): string =>
    erased === 0
      ? 'We could not erase the customer details. Please try again.'
      : `Erased the customer details of ${plural(erased, 'order', 'orders')}, then stopped. Please try again for the rest.`,
} as const;
