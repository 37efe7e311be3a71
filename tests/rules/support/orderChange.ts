import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, type DocumentData, type Firestore, serverTimestamp, writeBatch } from 'firebase/firestore';
import { changeOrderTransaction } from '../../../src/adapters/firestore/orderChangeTransaction';
import { cancelMark } from '../../../src/adapters/firestore/orderMark';
import type { Actor } from '../../../src/domain/staff/Activity';
import { financialYearOf, formatInvoiceNumber } from '../../../src/domain/tax/InvoiceNumber';
import type { Order, OrderStatus, PaymentStatus } from '../../../src/domain/orders/Order';
import { recordChange } from '../../../src/domain/orders/OrderTimeline';
import { withShipment } from '../../../src/domain/orders/OrderShipping';
import type { Shipment } from '../../../src/domain/shipping/Shipment';
import { fail, ok } from '../../../src/domain/shared/Result';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { logEntry } from './logged';
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
 * year, the seller of the stored settings), the invoice counter moved by one, naming the order, and the activity
 * entry the order names. `invoice` and `counter` replace fields after they are built correctly, and `order` fields of the
 * order's update; a null counter is not written; `logged: false` writes no entry (and names none).
 */
export const confirmation = async (
  env: RulesTestEnvironment,
  db: Firestore,
  orderId: string,
  by: string,
  spec: {
    position?: number;
    invoice?: DocumentData;
    counter?: DocumentData | null;
    logged?: boolean;
    order?: DocumentData;
  } = {},
): Promise<void> => {
  const order = (await stored(env, `orders/${orderId}`)) ?? {};
  const settings = { ...DEFAULT_SHOP_SETTINGS, ...(await stored(env, 'settings/shop')) };
  const before = await stored(env, 'meta/invoiceCounter');
  const year = financialYearOf(new Date().toISOString());
  const last = before && before['financialYear'] === year ? (before['last'] as number) + 1 : 1;
  const lines = (order['lines'] as unknown[] | undefined) ?? [];
  const batch = writeBatch(db);
  const audit = spec.logged === false ? {} : { auditId: logEntry(batch, db, 'order') };
  batch.update(doc(db, 'orders', orderId), {
    ...audit,
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
      hsnCodes: lines.map(() => '9403'),
      gstRates: lines.map(() => 18),
      shippingGstRate: settings.gstRate,
      ...spec.invoice,
    },
    ...spec.order,
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

export interface CancelSpec {
  /** Units given back to each product beyond the right ones (an attack), or null to leave a product unwritten. */
  extraUnits?: Record<string, number | null>;
  /** Entries of variantStock to write instead of the right ones. */
  variantStock?: Record<string, Record<string, number>>;
  /** Fields of the order's update to replace after it is built correctly. */
  order?: DocumentData;
  /** Fields of the counter's update to replace; null writes no counter. */
  counter?: DocumentData | null;
  /** Who the history entry names: a member of staff's e-mail, or null (the default) for the shopper. */
  by?: string | null;
  status?: 'cancelled';
  /** The history position of this change (default: the number of entries the order holds). */
  position?: number;
  /**
   * Whether the batch carries an activity entry, named by every document it writes. Default: when `by` names
   * someone (a member of staff's cancellation); a shopper's carries none.
   */
  logged?: boolean;
  /** The order's offers whose hold the batch gives back: what each took, and whether it counted the account's use. */
  givesBack?: { offerId: string; discount: number; counted?: boolean }[];
}

/**
 * The batch a shopper's (or an admin's) cancellation writes, built from what is stored: each product's units back
 * with cancelMark, the counter moved down naming the order, and the order cancelled with its history entry.
 */
export const cancellation = async (
  env: RulesTestEnvironment,
  db: Firestore,
  orderId: string,
  spec: CancelSpec = {},
): Promise<void> => {
  const order = (await stored(env, `orders/${orderId}`)) ?? {};
  const lines = order['lines'] as Array<{
    productId: string;
    quantity: number;
    variant: { id: string } | null;
  }>;
  const mark = await cancelMark(orderId);
  const batch = writeBatch(db);
  // A member of staff's cancellation carries its activity entry on every document it writes; a shopper's none.
  const audit = (spec.logged ?? Boolean(spec.by)) ? { auditId: logEntry(batch, db, 'order') } : {};
  for (const productId of new Set(lines.map((line) => line.productId))) {
    const extra = spec.extraUnits?.[productId];
    if (extra === null) continue;
    const product = (await stored(env, `products/${productId}`)) ?? {};
    const mine = lines.filter((line) => line.productId === productId);
    const units = mine.reduce((sum, line) => sum + line.quantity, 0) + (extra ?? 0);
    const variantStock = { ...(product['variantStock'] as Record<string, number>) };
    for (const line of mine) if (line.variant) variantStock[line.variant.id]! += line.quantity;
    const variants =
      Object.keys(variantStock).length > 0
        ? { variantStock: { ...variantStock, ...spec.variantStock?.[productId] } }
        : {};
    batch.update(doc(db, 'products', productId), {
      stock: (product['stock'] as number) + units,
      stockMark: mark,
      ...variants,
      ...audit,
    });
  }
  const userId = order['userId'] as string;
  const counter = (await stored(env, `orderCounters/${userId}`)) ?? {};
  if (spec.counter !== null) {
    const cod = order['paymentMethod'] === 'cod';
    batch.update(doc(db, 'orderCounters', userId), {
      openOrders: (counter['openOrders'] as number) - 1,
      openPrepaidOrders: Math.max(
        0,
        ((counter['openPrepaidOrders'] as number | undefined) ?? 0) - (cod ? 0 : 1),
      ),
      openCodValue: (counter['openCodValue'] as number) - (cod ? (order['total'] as number) : 0),
      lastCancelledId: orderId,
      ...spec.counter,
    });
  }
  if (spec.givesBack) batch.update(doc(db, 'offerHolds', orderId), { releasedAt: serverTimestamp() });
  for (const { offerId, discount, counted } of spec.givesBack ?? []) {
    const offer = (await stored(env, `offers/${offerId}`)) ?? {};
    batch.update(doc(db, 'offers', offerId), {
      redeemed: (offer['redeemed'] as number) - 1,
      discountGiven: (offer['discountGiven'] as number) - discount,
      lastHold: orderId,
    });
    if (counted) {
      const uses = (await stored(env, `offerUses/${offerId}_${userId}`)) ?? {};
      batch.update(doc(db, 'offerUses', `${offerId}_${userId}`), {
        count: (uses['count'] as number) - 1,
        lastHold: orderId,
      });
    }
  }
  const position = spec.position ?? Object.keys(order['history'] ?? {}).length;
  batch.update(doc(db, 'orders', orderId), {
    ...orderChange(
      { status: spec.status ?? 'cancelled', paymentStatus: order['paymentStatus'] as PaymentStatus },
      spec.by ?? null,
      position,
    ),
    // Only the shopper gives a reason.
    ...(spec.by ? {} : { cancelReason: '' }),
    ...audit,
    ...spec.order,
  });
  return batch.commit();
};

/**
 * A change of an order written as the app writes it (changeOrderTransaction: the order, its history, the counter, a
 * cancellation's restocks, a confirmation's invoice), with the domain's own checks left to the rules; by `staff`
 * (their uid and the e-mail their token carries), or by the order's shopper when null. True when the rules let it
 * through.
 */
export const appOrderChange = (
  db: Firestore,
  orderId: string,
  change: Partial<Pick<Order, 'status' | 'paymentStatus'>>,
  staff: Actor | null,
): Promise<boolean> =>
  appChange(db, orderId, (order, at) => recordChange(order, change, at, staff ? staff.name : null), staff);

/**
 * The order shipped, or its shipment corrected, as the app writes it (OrderRepository.recordShipment), with any
 * `shipment` the test names: true when the rules let it through.
 */
export const appShipment = (
  db: Firestore,
  orderId: string,
  shipment: unknown,
  staff: Actor,
): Promise<boolean> =>
  appChange(db, orderId, (order, at) => withShipment(order, shipment as Shipment, at, staff.name), staff);

const appChange = async (
  db: Firestore,
  orderId: string,
  change: (order: Order, at: string) => Order | null,
  staff: Actor | null,
): Promise<boolean> => {
  try {
    const outcome = await changeOrderTransaction(
      db,
      orderId,
      (order) => {
        const changed = order && change(order, new Date().toISOString());
        return changed ? ok(changed) : fail({ code: 'REPO.NOT_FOUND' as const });
      },
      staff ? () => staff : null,
    );
    return outcome.ok;
  } catch {
    return false;
  }
};
