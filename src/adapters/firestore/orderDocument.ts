import { type DocumentData, serverTimestamp, type Timestamp } from 'firebase/firestore';
import { DELAY_REASONS, type DelayReason } from '../../domain/orders/Order';
import { storedShipment } from '../../domain/shipping/Shipment';
import {
  type Order,
  type OrderHistoryEntry,
  type OrderLine,
  type OrderLineVariant,
  type OrderRefund,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type ShippingAddress,
} from '../../domain/orders/Order';
import { fromCreditNotesDocument, toCreditNoteDocument } from './creditNoteDocument';
import { fromInvoiceDocument, toInvoiceDocument } from './invoiceDocument';
import { encodeCursor } from './pageCursor';
import { fromIso, toIso } from './timestamps';
import { isRefundDestination } from '../../domain/orders/RefundDestination';
import { storedSlot } from '../../domain/shipping/DeliverySlot';
import { storedOnlinePayment } from '../../domain/payments/PaymentGateway';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

const variantOf = (value: unknown): OrderLineVariant | null => {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const variant: OrderLineVariant = { id: text(raw['id']) };
  if (typeof raw['size'] === 'string') variant.size = raw['size'];
  if (typeof raw['color'] === 'string') variant.color = raw['color'];
  return variant;
};

export const orderLineOf = (value: unknown): OrderLine => {
  const raw = (value ?? {}) as Record<string, unknown>;
  return {
    productId: text(raw['productId']),
    name: text(raw['name']),
    image: text(raw['image']),
    variant: variantOf(raw['variant']),
    unitPrice: num(raw['unitPrice']),
    quantity: num(raw['quantity']),
    ...(typeof raw['assemblyCharge'] === 'number' ? { assemblyCharge: raw['assemblyCharge'] } : {}),
  };
};

export const storedLine = (line: OrderLine): DocumentData => ({
  ...line,
  variant: line.variant ? { ...line.variant } : null,
});

const addressOf = (value: unknown): ShippingAddress => {
  const raw = (value ?? {}) as Record<string, unknown>;
  return {
    name: text(raw['name']),
    phone: text(raw['phone']),
    line1: text(raw['line1']),
    line2: text(raw['line2']),
    city: text(raw['city']),
    state: text(raw['state']),
    pincode: text(raw['pincode']),
  };
};

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

const historyEntryOf = (value: unknown): OrderHistoryEntry => {
  const raw = (value ?? {}) as Record<string, unknown>;
  return {
    status: oneOf(ORDER_STATUSES, raw['status'], 'pending'),
    paymentStatus: oneOf(PAYMENT_STATUSES, raw['paymentStatus'], 'pending'),
    at: toIso(raw['at']),
    by: typeof raw['by'] === 'string' ? raw['by'] : null,
  };
};

/**
 * `history`, `addressChangedAt` and `cancelledLines` are stored as maps keyed by position ('0', '1', …), not lists: a
 * list cannot hold the server's timestamp, and the rules check each entry's time against the write's.
 */
const positional = (value: unknown): unknown[] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, entry]) => entry)
    : [];

const historyOf = (value: unknown): OrderHistoryEntry[] => positional(value).map(historyEntryOf);

const cancelledLinesOf = (value: unknown): Pick<Order, 'cancelledLines'> => {
  const entries = positional(value).map((entry) => {
    const raw = (entry ?? {}) as Record<string, unknown>;
    return { line: orderLineOf(raw['line']), at: toIso(raw['at']), by: text(raw['by']) };
  });
  return entries.length > 0 ? { cancelledLines: entries } : {};
};

const addressChangesOf = (value: unknown): Pick<Order, 'addressChangedAt'> => {
  const times = positional(value).map(toIso);
  return times.length > 0 ? { addressChangedAt: times } : {};
};

/** `values` as such a map, which `positional` reads back. */
const positionalMap = <T>(values: readonly T[]): Record<string, T> =>
  Object.fromEntries(values.map((value, index) => [String(index), value]));

export const fromOrderDocument = (id: string, data: DocumentData): Order => ({
  id,
  userId: text(data['userId']),
  customerEmail: text(data['customerEmail']),
  status: oneOf(ORDER_STATUSES, data['status'], 'pending'),
  paymentStatus: oneOf(PAYMENT_STATUSES, data['paymentStatus'], 'pending'),
  paymentMethod: oneOf(PAYMENT_METHODS, data['paymentMethod'], 'cod'),
  lines: Array.isArray(data['lines']) ? data['lines'].map(orderLineOf) : [],
  subtotal: num(data['subtotal']),
  shipping: num(data['shipping']),
  total: num(data['total']),
  shippingAddress: addressOf(data['shippingAddress']),
  ...addressChangesOf(data['addressChangedAt']),
  ...cancelledLinesOf(data['cancelledLines']),
  createdAt: toIso(data['createdAt']),
  updatedAt: toIso(data['updatedAt']),
  history: historyOf(data['history']),
  ...(typeof data['cancelReason'] === 'string' ? { cancelReason: data['cancelReason'] } : {}),
  ...(isRefundDestination(data['refundTo']) ? { refundTo: data['refundTo'] } : {}),
  ...invoiceOf(data['invoice']),
  ...(data['deliveredAt'] ? { deliveredAt: toIso(data['deliveredAt']) } : {}),
  ...(typeof data['deliveryDays'] === 'number' && data['deliveryDays'] > 0
    ? { deliveryDays: data['deliveryDays'] }
    : {}),
  ...shipmentOf(data['shipment']),
  ...onlinePaymentOf(data['onlinePayment']),
  ...slotOf(data['deliverySlot'], data['slotChanges']),
  ...delayOf(data['deliveryDelay']),
  ...returnsOf(data),
  ...refundsOf(data['refunds']),
  ...(typeof data['paymentRefund'] === 'number' ? { paymentRefund: data['paymentRefund'] } : {}),
  ...creditNotesOf(data['creditNotes']),
  ...(typeof data['utr'] === 'string' ? { utr: data['utr'], utrAt: toIso(data['utrAt']) } : {}),
  ...erasureOf(data),
  ...(data['termsAcceptedAt'] ? { termsAcceptedAt: toIso(data['termsAcceptedAt']) } : {}),
  ...(data['codToConfirm'] === true ? { codToConfirm: true } : {}),
  ...(data['codConfirmedAt'] ? { codConfirmedAt: toIso(data['codConfirmedAt']) } : {}),
  ...(data['assemblyBookedAt'] ? { assemblyBookedAt: toIso(data['assemblyBookedAt']) } : {}),
  ...codCashOf(data),
  ...offersOf(data),
});

/** A stored list read as strings or numbers, whatever else it holds. */
export const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
export const numberList = (value: unknown): number[] =>
  Array.isArray(value) ? value.map((entry) => (typeof entry === 'number' ? entry : 0)) : [];

/** The offers it was placed with (OfferHold), when it was. */
const offersOf = (
  data: DocumentData,
): Pick<Order, 'discount' | 'offerIds' | 'offerDiscounts' | 'lineDiscounts' | 'lineCategories'> =>
  typeof data['discount'] === 'number'
    ? {
        discount: data['discount'],
        offerIds: stringList(data['offerIds']),
        offerDiscounts: numberList(data['offerDiscounts']),
        lineDiscounts: numberList(data['lineDiscounts']),
        lineCategories: stringList(data['lineCategories']),
      }
    : {};

/** A cash order's collected cash, and whether and how it was paid over (CodRemittance). */
const codCashOf = (data: DocumentData): Pick<Order, 'codCollected' | 'codToRemit' | 'codRemittance'> => {
  if (typeof data['codCollected'] !== 'number') return {};
  const remittance = data['codRemittance'] as Record<string, unknown> | undefined;
  const { reference, date, amount } = remittance ?? {};
  return {
    codCollected: data['codCollected'],
    ...(data['codToRemit'] === true ? { codToRemit: true } : {}),
    ...(typeof reference === 'string' && typeof date === 'string' && typeof amount === 'number'
      ? { codRemittance: { reference, date, amount } }
      : {}),
  };
};

const delayOf = (value: unknown): Pick<Order, 'deliveryDelay'> => {
  if (typeof value !== 'object' || value === null) return {};
  const { by, reason, at } = value as Record<string, unknown>;
  return typeof by === 'string' && DELAY_REASONS.some((known) => known === reason)
    ? { deliveryDelay: { by, reason: reason as DelayReason, ...(at ? { at: toIso(at) } : {}) } }
    : {};
};

const slotOf = (value: unknown, changes: unknown): Pick<Order, 'deliverySlot' | 'slotChanges'> => {
  const deliverySlot = storedSlot(value);
  if (!deliverySlot) return {};
  return typeof changes === 'number' && changes > 0
    ? { deliverySlot, slotChanges: changes }
    : { deliverySlot };
};

const onlinePaymentOf = (value: unknown): Pick<Order, 'onlinePayment'> => {
  const onlinePayment = storedOnlinePayment(value);
  return onlinePayment ? { onlinePayment } : {};
};

const shipmentOf = (value: unknown): Pick<Order, 'shipment'> => {
  const shipment = storedShipment(value);
  const correctedAt = (value as Record<string, unknown> | undefined)?.['correctedAt'];
  return shipment
    ? { shipment: { ...shipment, ...(correctedAt ? { correctedAt: toIso(correctedAt) } : {}) } }
    : {};
};

/** The marks of a deleted account's order (OrderErasure). */
const erasureOf = (
  data: DocumentData,
): Pick<Order, 'erasureRequestedAt' | 'erasureDueAt' | 'customerErasedAt'> => ({
  ...(data['erasureRequestedAt'] ? { erasureRequestedAt: toIso(data['erasureRequestedAt']) } : {}),
  ...(data['erasureDueAt'] ? { erasureDueAt: toIso(data['erasureDueAt']) } : {}),
  ...(data['customerErasedAt'] ? { customerErasedAt: toIso(data['customerErasedAt']) } : {}),
});

/** The lines asked back so far, by index, and how many requests asked (ReturnRequest). */
const returnsOf = (data: DocumentData): Pick<Order, 'returnCount' | 'returnLines'> => {
  const count = data['returnCount'];
  const marks = data['returnLines'];
  if (typeof count !== 'number' || !marks || typeof marks !== 'object') return {};
  return {
    returnCount: count,
    returnLines: Object.fromEntries(
      Object.entries(marks as Record<string, unknown>).flatMap(([line, number]) =>
        /^\d+$/.test(line) && typeof number === 'number' ? [[Number(line), number]] : [],
      ),
    ),
  };
};

/** The refunds of returns, skipping any entry that is not a return's number and a whole amount. */
const refundsOf = (value: unknown): Pick<Order, 'refunds'> => {
  if (!Array.isArray(value)) return {};
  const refunds = value.flatMap((entry: unknown) => {
    const { returnNumber, amount, refundTo } = (entry ?? {}) as Record<string, unknown>;
    return typeof returnNumber === 'number' && typeof amount === 'number'
      ? [{ returnNumber, amount, ...(isRefundDestination(refundTo) ? { refundTo } : {}) }]
      : [];
  });
  return refunds.length > 0 ? { refunds } : {};
};

/** Refunds as stored: a list, which the rules extend by one entry per refunded return. */
export const refundsDocument = (refunds: readonly OrderRefund[]): DocumentData[] =>
  refunds.map(({ returnNumber, amount, refundTo }) => ({
    returnNumber,
    amount,
    ...(refundTo ? { refundTo } : {}),
  }));

const creditNotesOf = (value: unknown): Pick<Order, 'creditNotes'> => {
  const creditNotes = fromCreditNotesDocument(value);
  return creditNotes ? { creditNotes } : {};
};

const invoiceOf = (value: unknown): Pick<Order, 'invoice'> => {
  const invoice = fromInvoiceDocument(value);
  return invoice ? { invoice } : {};
};

/**
 * A new order document. Its timestamps, the consent's among them, are the server's commit time: the rules require
 * it, which is how they know the order and the stock decrement they check were written together.
 */
export const newOrderDocument = ({
  id: _id,
  createdAt: _c,
  updatedAt: _u,
  history: _h,
  addressChangedAt: _moved,
  cancelledLines: _cancelledLines,
  cancelReason: _r,
  invoice: _i,
  deliveredAt: _d,
  returnCount: _n,
  returnLines: _l,
  refunds: _refunds,
  paymentRefund: _paymentRefund,
  creditNotes: _creditNotes,
  utr: _utr,
  utrAt: _utrAt,
  erasureRequestedAt: _erasureAsked,
  erasureDueAt: _erasureDue,
  customerErasedAt: _erased,
  termsAcceptedAt,
  codConfirmedAt: _confirmed,
  assemblyBookedAt: _assemblyBooked,
  ...order
}: Order): DocumentData => ({
  ...order,
  lines: order.lines.map(storedLine),
  shippingAddress: { ...order.shippingAddress },
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...(termsAcceptedAt !== undefined ? { termsAcceptedAt: serverTimestamp() } : {}),
});

/** An order as stored with its own timestamps (seeding past orders). */
export const toOrderDocument = (order: Order): DocumentData => ({
  ...newOrderDocument(order),
  createdAt: fromIso(order.createdAt),
  updatedAt: fromIso(order.updatedAt),
  history: positionalMap(order.history.map((entry) => ({ ...entry, at: fromIso(entry.at) }))),
  ...(order.addressChangedAt ? { addressChangedAt: positionalMap(order.addressChangedAt.map(fromIso)) } : {}),
  ...(order.cancelledLines
    ? {
        cancelledLines: positionalMap(
          order.cancelledLines.map(({ line, at, by }) => ({ line: storedLine(line), at: fromIso(at), by })),
        ),
      }
    : {}),
  ...(order.cancelReason !== undefined ? { cancelReason: order.cancelReason } : {}),
  ...(order.invoice ? { invoice: toInvoiceDocument(order.invoice) } : {}),
  ...(order.deliveredAt ? { deliveredAt: fromIso(order.deliveredAt) } : {}),
  ...(order.utr ? { utr: order.utr, utrAt: fromIso(order.utrAt ?? order.createdAt) } : {}),
  ...(order.erasureRequestedAt ? { erasureRequestedAt: fromIso(order.erasureRequestedAt) } : {}),
  ...(order.erasureDueAt ? { erasureDueAt: fromIso(order.erasureDueAt) } : {}),
  ...(order.customerErasedAt ? { customerErasedAt: fromIso(order.customerErasedAt) } : {}),
  ...(order.termsAcceptedAt ? { termsAcceptedAt: fromIso(order.termsAcceptedAt) } : {}),
  ...(order.codConfirmedAt ? { codConfirmedAt: fromIso(order.codConfirmedAt) } : {}),
  ...(order.assemblyBookedAt ? { assemblyBookedAt: fromIso(order.assemblyBookedAt) } : {}),
  ...(order.onlinePayment ? { onlinePayment: { ...order.onlinePayment } } : {}),
  ...(order.shipment
    ? {
        shipment: {
          ...order.shipment,
          ...(order.shipment.correctedAt ? { correctedAt: fromIso(order.shipment.correctedAt) } : {}),
        },
      }
    : {}),
  ...(order.deliveryDelay
    ? {
        deliveryDelay: {
          ...order.deliveryDelay,
          ...(order.deliveryDelay.at ? { at: fromIso(order.deliveryDelay.at) } : {}),
        },
      }
    : {}),
  ...(order.deliverySlot ? { deliverySlot: { ...order.deliverySlot } } : {}),
  ...(order.slotChanges ? { slotChanges: order.slotChanges } : {}),
  ...(order.codCollected !== undefined ? { codCollected: order.codCollected } : {}),
  ...(order.codToRemit ? { codToRemit: true } : {}),
  ...(order.codRemittance ? { codRemittance: { ...order.codRemittance } } : {}),
  ...(order.returnLines
    ? { returnCount: order.returnCount ?? 0, returnLines: returnLinesDocument(order.returnLines) }
    : {}),
  ...(order.refunds ? { refunds: refundsDocument(order.refunds) } : {}),
  ...(order.paymentRefund !== undefined ? { paymentRefund: order.paymentRefund } : {}),
  ...(order.creditNotes
    ? {
        creditNotes: Object.fromEntries(
          Object.entries(order.creditNotes).map(([returnNumber, note]) => [
            returnNumber,
            toCreditNoteDocument(note, fromIso(note.issuedAt)),
          ]),
        ),
      }
    : {}),
});

/** An order's return marks as stored: a map keyed by the line's index as text. */
export const returnLinesDocument = (marks: Record<number, number>): DocumentData =>
  Object.fromEntries(Object.entries(marks).map(([line, number]) => [String(line), number]));

/** Newest-first cursors keep the full Timestamp (microseconds), not the millisecond ISO string. */
export const orderCursor = (createdAt: Timestamp, id: string): string =>
  encodeCursor('orders', [createdAt.seconds, createdAt.nanoseconds, id]);
