import {
  advanceInvoiceCounter,
  financialYearOf,
  formatInvoiceNumber,
  type InvoiceCounter,
} from './InvoiceNumber';
import type { Order } from '../orders/Order';
import type { OrderInvoice } from './TaxDocuments';
import type { Product } from '../catalogue/Product';
import { DEFAULT_HSN_CODE, DEFAULT_PRODUCT_GST_RATE } from './ProductTax';
import type { ShopSettings } from '../settings/ShopSettings';

/** The shop's one invoice counter, with the order that took its last number. */
export interface StoredInvoiceCounter extends InvoiceCounter {
  lastOrderId: string;
}

/** Confirming a pending order issues its invoice. */
export const issuesInvoice = (
  before: Pick<Order, 'status' | 'invoice'>,
  after: Pick<Order, 'status'>,
): boolean => before.status === 'pending' && after.status === 'confirmed' && before.invoice === undefined;

/**
 * The invoice of `order`, confirmed at `at`, and the counter after it: the next number of the financial year,
 * the seller of the settings, and each line's HSN code and GST rate from its product (the defaults for a product
 * deleted since).
 */
export const issueInvoice = (
  order: Pick<Order, 'id' | 'lines'>,
  counter: InvoiceCounter | null,
  settings: ShopSettings,
  products: ReadonlyMap<string, Pick<Product, 'hsnCode' | 'gstRate'> | null>,
  at: string,
): { invoice: OrderInvoice; counter: StoredInvoiceCounter } => {
  const next = advanceInvoiceCounter(counter, at);
  return {
    invoice: {
      number: formatInvoiceNumber(settings.invoicePrefix, next.financialYear, next.last),
      issuedAt: at,
      seller: {
        legalName: settings.sellerLegalName,
        address: settings.sellerAddress,
        state: settings.sellerState,
        gstin: settings.sellerGstin,
      },
      lines: order.lines.map((line) => {
        const product = products.get(line.productId);
        return {
          hsnCode: product?.hsnCode ?? DEFAULT_HSN_CODE,
          gstRate: product?.gstRate ?? DEFAULT_PRODUCT_GST_RATE,
        };
      }),
      shippingGstRate: settings.gstRate,
    },
    counter: { ...next, lastOrderId: order.id },
  };
};

/**
 * The counter as the invoices of `orders` leave it (seeding a shop with past orders): the year and sequence of the
 * latest number issued, and its order; null when none of them was invoiced.
 */
export const invoiceCounterOf = (
  orders: readonly Pick<Order, 'id' | 'invoice'>[],
): StoredInvoiceCounter | null => {
  const latest = orders
    .filter((order) => order.invoice !== undefined)
    .sort((a, b) => (a.invoice?.issuedAt ?? '').localeCompare(b.invoice?.issuedAt ?? ''))
    .at(-1);
  if (!latest?.invoice) return null;
  return {
    financialYear: financialYearOf(latest.invoice.issuedAt),
    last: Number(latest.invoice.number.slice(latest.invoice.number.lastIndexOf('/') + 1)),
    lastOrderId: latest.id,
  };
};
