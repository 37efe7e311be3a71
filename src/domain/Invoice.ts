import {
  advanceInvoiceCounter,
  financialYearOf,
  formatInvoiceNumber,
  type InvoiceCounter,
} from './InvoiceNumber';
import type { Order } from './Order';
import type { Product } from './Product';
import { DEFAULT_HSN_CODE, DEFAULT_PRODUCT_GST_RATE } from './ProductTax';
import type { ShopSettings } from './ShopSettings';

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
