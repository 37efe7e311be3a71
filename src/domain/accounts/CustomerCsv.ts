import { escapeCell, indiaDateTimeCell, rupeesCell } from '../shared/CsvCells';
import type { CustomerSummary } from './CustomerSummary';
import { shortOrderId } from '../orders/ShortOrderId';

export const CUSTOMER_COLUMNS = [
  'Name',
  'E-mail',
  'Customer ID',
  'Orders',
  'Total spent',
  'Last order (IST)',
  'Last order number',
] as const;

/** The customers' CSV records, header first, in the Customers screen's order. */
export const customerCsvRecords = (customers: readonly CustomerSummary[]): string[][] => [
  [...CUSTOMER_COLUMNS],
  ...customers.map((customer) =>
    [
      customer.name,
      customer.email,
      customer.userId,
      String(customer.orderCount),
      rupeesCell(customer.totalSpent),
      indiaDateTimeCell(customer.lastOrderAt),
      `#${shortOrderId(customer.lastOrderId)}`,
    ].map(escapeCell),
  ),
];
