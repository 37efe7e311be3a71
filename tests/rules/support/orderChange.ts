import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, type DocumentData, type Firestore, serverTimestamp, writeBatch } from 'firebase/firestore';
import { financialYearOf, formatInvoiceNumber } from '../../../src/domain/InvoiceNumber';
import type { OrderStatus, PaymentStatus } from '../../../src/domain/Order';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/ShopSettings';
import { stored } from './rulesEnv';

/** The addresses of the signed-in people of rulesEnv's `people`, as their tokens carry them. */
export const EMAIL = {
  admin: 'owner@example.com',
  staff: 'staff@example.com',
  shopper: 'shopper@example.com',
} as const;

/**
 * A change of an order as the app writes it: the state after it, the server's time, and the history entry the rules
 * require (the order's `position`-th change; 0 for an order seeded without history), made by `by` (null: the shopper).
 */
export const orderChange = (
  state: { status: OrderStatus; paymentStatus: PaymentStatus },
  by: string | null,
  position = 0,
): DocumentData => ({
  ...state,
  updatedAt: serverTimestamp(),
  [`history.${position}`]: { ...state, at: serverTimestamp(), by },
});

/**
 * The batch an admin's confirmation writes: the order confirmed with its invoice (the next number of this financial
 * year, the seller of the stored settings) and the invoice counter moved by one, naming the order. `invoice` and
 * `counter` replace fields after they are built correctly; a null counter is not written.
 */
export const confirmation = async (
  env: RulesTestEnvironment,
  db: Firestore,
  orderId: string,
  by: string,
  spec: { position?: number; invoice?: DocumentData; counter?: DocumentData | null } = {},
): Promise<void> => {
  const order = (await stored(env, `orders/${orderId}`)) ?? {};
  const settings = { ...DEFAULT_SHOP_SETTINGS, ...(await stored(env, 'settings/shop')) };
  const before = await stored(env, 'meta/invoiceCounter');
  const year = financialYearOf(new Date().toISOString());
  const last = before && before['financialYear'] === year ? (before['last'] as number) + 1 : 1;
  const lines = (order['lines'] as unknown[] | undefined) ?? [];
  const batch = writeBatch(db);
  batch.update(doc(db, 'orders', orderId), {
    ...orderChange(
      { status: 'confirmed', paymentStatus: order['paymentStatus'] as PaymentStatus },
      by,
      spec.position ?? Object.keys(order['history'] ?? {}).length,
    ),
    invoice: {
      number: formatInvoiceNumber(settings.invoicePrefix, year, last),
      issuedAt: serverTimestamp(),
      seller: {
        legalName: settings.sellerLegalName,
        address: settings.sellerAddress,
        state: settings.sellerState,
        gstin: settings.sellerGstin,
      },
      lines: lines.map(() => ({ hsnCode: '9403', gstRate: 18 })),
      shippingGstRate: settings.gstRate,
      ...spec.invoice,
    },
  });
  if (spec.counter !== null) {
    batch.set(doc(db, 'meta', 'invoiceCounter'), {
      financialYear: year,
      last,
      lastOrderId: orderId,
      ...spec.counter,
    });
  }
  return batch.commit();
};
