import {
  doc,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  getDoc,
  runTransaction,
  serverTimestamp,
  type Transaction,
} from 'firebase/firestore';
import type { Order } from '../../domain/orders/Order';
import { checkOrderRequest, planOrder } from '../../domain/orders/OrderPlan';
import type { Product } from '../../domain/catalogue/Product';
import { fail, ok, type Result } from '../../domain/shared/Result';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../domain/settings/ShopSettings';
import type { PlaceOrderError, PlaceOrderRequest } from '../../domain/orders/PlaceOrderRequest';
import {
  DELIVERY_ZONES_ID,
  OFFER_HOLDS,
  ORDER_COUNTERS,
  ORDERS,
  PRODUCTS,
  SETTINGS,
  SETTINGS_ID,
} from './collections';
import { holdOffers } from '../../domain/offers/OfferCheckout';
import { fromHoldDocument } from './offerDocument';
import { holdGivingBack, readHold, readOfferFacts, writeHold } from './offerHolds';
import { fromDeliveryZonesDocument } from './deliveryZonesDocument';
import { isPermissionDenied, toRepositoryError } from './firestoreErrors';
import { fromOrderCounterDocument, toOrderCounterDocument } from './orderCounterDocument';
import { fromOrderDocument, newOrderDocument } from './orderDocument';
import { orderMark } from './orderMark';
import { fromProductDocument, variantStockOf, variantStockUpdate } from './productDocument';

type Outcome = Result<Order, PlaceOrderError>;

/** Throws the signal's reason; not a FirebaseError, so runTransaction gives up at once instead of retrying. */
const stopIfAborted = (signal: AbortSignal | undefined): void => {
  if (signal?.aborted) throw signal.reason;
};
/** What the transaction decided: a failure, the order that already existed, or the new order it wrote. */
type Decision = { kind: 'done'; outcome: Outcome } | { kind: 'placed' };

/** Contention on the last units makes transactions retry; give a burst of shoppers room before giving up. */
const MAX_ATTEMPTS = 30;

/** A read the rules refuse (someone else's order, an inactive product) answers like a missing document. */
const readOrDenied = async (
  transaction: Transaction,
  reference: DocumentReference,
): Promise<DocumentSnapshot | 'denied'> => {
  try {
    return await transaction.get(reference);
  } catch (error) {
    if (isPermissionDenied(error)) return 'denied';
    throw error;
  }
};

const offersNamed = (request: PlaceOrderRequest): boolean => (request.offerIds?.length ?? 0) > 0;

/**
 * What planning the order reads in `transaction`: each product (its stored variant stock too), the settings, the
 * delivery zones and the account's counter.
 */
const readCheckout = async (db: Firestore, transaction: Transaction, request: PlaceOrderRequest) => {
  const ids = [...new Set(request.lines.map((line) => line.productId))];
  const counterRef = doc(db, ORDER_COUNTERS, request.userId);
  const [settingsSnapshot, zonesSnapshot, counterSnapshot, ...snapshots] = await Promise.all([
    transaction.get(doc(db, SETTINGS, SETTINGS_ID)),
    transaction.get(doc(db, SETTINGS, DELIVERY_ZONES_ID)),
    transaction.get(counterRef),
    ...ids.map((id) => readOrDenied(transaction, doc(db, PRODUCTS, id))),
  ]);
  const products = new Map<string, Product | null>();
  const storedVariantStock = new Map<string, Record<string, unknown>>();
  ids.forEach((id, index) => {
    const snapshot = snapshots[index];
    const data = snapshot && snapshot !== 'denied' ? snapshot.data() : undefined;
    products.set(id, data ? fromProductDocument(id, data) : null);
    if (data) storedVariantStock.set(id, variantStockOf(data));
  });
  const settings = {
    ...DEFAULT_SHOP_SETTINGS,
    ...(settingsSnapshot.data() as Partial<ShopSettings> | undefined),
  };
  // The limits are judged by this device's clock; the rules judge the time between orders by the server's.
  const counter = fromOrderCounterDocument(counterSnapshot.data());
  const zones = fromDeliveryZonesDocument(zonesSnapshot.data());
  return { products, storedVariantStock, settings, counter, zones, counterRef };
};

/**
 * The checkout's offers held before its order, in a transaction of their own (docs/decisions.md#offers): the order
 * planned as it would be placed, each offer weighed as stored now (holdOffers), then the hold written with each
 * offer's redemption and the account's use. A hold already there for this id is kept when it holds these offers for
 * this discount (a retry), else given back and refused. Nothing is held for an order that exists already.
 */
const holdOffersFor = (db: Firestore, request: PlaceOrderRequest): Promise<Result<null, PlaceOrderError>> =>
  runTransaction(db, async (transaction) => {
    stopIfAborted(request.signal);
    const existing = await readOrDenied(transaction, doc(db, ORDERS, request.orderId));
    if (existing === 'denied' || existing.exists()) return ok(null);
    const stored = await readOrDenied(transaction, doc(db, OFFER_HOLDS, request.orderId));
    if (stored === 'denied') return fail({ code: 'ORDER.ID_TAKEN' });
    if (stored.exists()) {
      const hold = fromHoldDocument(stored.data());
      const same =
        hold.releasedAt === undefined &&
        hold.discount === request.expectedDiscount &&
        JSON.stringify(hold.offerIds) === JSON.stringify(request.offerIds);
      return same ? ok(null) : fail({ code: 'ORDER.OFFERS_CHANGED' });
    }
    const requestError = checkOrderRequest(request);
    if (requestError) return fail(requestError);
    const { products, settings, counter, zones } = await readCheckout(db, transaction, request);
    const facts = await readOfferFacts(db, transaction, request.userId, request.offerIds ?? []);
    const now = new Date().toISOString();
    const held = holdOffers(request, products, settings, counter, now, zones, facts);
    if (!held.ok) return held;
    stopIfAborted(request.signal);
    if (held.value) writeHold(db, transaction, request.orderId, held.value, facts);
    return ok(null);
  });

/** Gives the hold of a checkout that placed no order back; one that fails here is left to the server's round. */
const giveBackHold = async (db: Firestore, orderId: string): Promise<void> => {
  try {
    await runTransaction(db, async (transaction) => {
      const order = await readOrDenied(transaction, doc(db, ORDERS, orderId));
      if (order === 'denied' || order.exists()) return;
      (await holdGivingBack(db, transaction, orderId))();
    });
  } catch (error) {
    console.error('Giving back the offers held for', orderId, error);
  }
};

const decide = async (
  db: Firestore,
  transaction: Transaction,
  request: PlaceOrderRequest,
  mark: string,
): Promise<Decision> => {
  const done = (outcome: Outcome): Decision => ({ kind: 'done', outcome });
  // Each attempt of the transaction runs this again: a placement the shopper gave up on starts none.
  stopIfAborted(request.signal);
  const orderRef = doc(db, ORDERS, request.orderId);
  const existing = await readOrDenied(transaction, orderRef);
  if (existing === 'denied') return done(fail({ code: 'ORDER.ID_TAKEN' }));
  const existingData = existing.data({ serverTimestamps: 'estimate' });
  if (existingData) {
    return done(
      existingData['userId'] === request.userId
        ? ok(fromOrderDocument(existing.id, existingData))
        : fail({ code: 'ORDER.ID_TAKEN' }),
    );
  }
  const requestError = checkOrderRequest(request);
  if (requestError) return done(fail(requestError));

  const { products, storedVariantStock, settings, counter, zones, counterRef } = await readCheckout(
    db,
    transaction,
    request,
  );
  const held = offersNamed(request) ? await readHold(db, transaction, request.orderId) : null;
  if (offersNamed(request) && !held) return done(fail({ code: 'ORDER.OFFERS_CHANGED' }));
  const plan = planOrder(request, products, settings, counter, new Date().toISOString(), zones, held);
  if (!plan.ok) return done(plan);
  const { order, productsAfter } = plan.value;
  stopIfAborted(request.signal);
  for (const [productId, product] of productsAfter) {
    transaction.update(doc(db, PRODUCTS, productId), {
      stock: product.stock,
      stockMark: mark,
      ...variantStockUpdate(storedVariantStock.get(productId) ?? {}, product),
    });
  }
  transaction.set(counterRef, {
    ...toOrderCounterDocument(plan.value.counter),
    lastOrderAt: serverTimestamp(),
  });
  transaction.set(orderRef, newOrderDocument(order));
  return { kind: 'placed' };
};

/** Reads the order as stored (with the server's timestamps); null when the rules refuse it or it is missing. */
const readBack = async (db: Firestore, orderId: string): Promise<Order | null | 'denied'> => {
  try {
    const snapshot = await getDoc(doc(db, ORDERS, orderId));
    const data = snapshot.data();
    return data ? fromOrderDocument(snapshot.id, data) : null;
  } catch (error) {
    if (isPermissionDenied(error)) return 'denied';
    throw error;
  }
};

/**
 * A refused commit can be stale, not forbidden: the emulator checks the rules against the newest stock before it
 * notices that the transaction read an older one. Such an attempt starts over with fresh reads, after a short
 * random pause so that a crowd of shoppers does not collide again in step.
 */
const REFUSED_COMMIT_ATTEMPTS = 8;
const pause = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 40 * attempt));

/**
 * placeOrder as one Firestore transaction (docs/architecture.md#placing-an-order): reads the order id, every product, the settings, the delivery
 * zones and the shopper's order counter; checks like the memory adapter, in the same order; then decrements stock (marking each
 * product with orderMark), counts the order and creates it in one commit, which firestore.rules check again. A retry
 * with the same order id returns the stored order.
 */
export const placeOrderTransaction = async (db: Firestore, request: PlaceOrderRequest): Promise<Outcome> => {
  if (offersNamed(request)) {
    const held = await holdWithoutRetries(db, request);
    if (!held.ok) {
      if (held.error.code === 'ORDER.OFFERS_CHANGED') await giveBackHold(db, request.orderId);
      return held;
    }
  }
  const placed = await placeHeld(db, request);
  if (offersNamed(request) && !placed.ok) await giveBackHold(db, request.orderId);
  return placed;
};

/** Holding refused by the rules means the offers no longer apply as the cart showed them. */
const holdWithoutRetries = async (
  db: Firestore,
  request: PlaceOrderRequest,
): Promise<Result<null, PlaceOrderError>> => {
  try {
    return await holdOffersFor(db, request);
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    if (isPermissionDenied(error)) return fail({ code: 'ORDER.OFFERS_CHANGED' });
    throw toRepositoryError(error);
  }
};

const placeHeld = async (db: Firestore, request: PlaceOrderRequest): Promise<Outcome> => {
  const mark = await orderMark(request.orderId);
  for (let attempt = 1; ; attempt++) {
    let decision: Decision;
    try {
      decision = await runTransaction(db, (transaction) => decide(db, transaction, request, mark), {
        maxAttempts: MAX_ATTEMPTS,
      });
    } catch (error) {
      if (request.signal?.aborted) throw request.signal.reason;
      if (!isPermissionDenied(error)) throw toRepositoryError(error);
      // Refused: an order with this id may have appeared meanwhile (a retry, or someone else's id), the stock may
      // have moved since it was read, or the write broke a rule.
      const stored = await readBack(db, request.orderId);
      if (stored === 'denied') return fail({ code: 'ORDER.ID_TAKEN' });
      if (stored) return stored.userId === request.userId ? ok(stored) : fail({ code: 'ORDER.ID_TAKEN' });
      if (attempt >= REFUSED_COMMIT_ATTEMPTS) throw toRepositoryError(error);
      await pause(attempt);
      stopIfAborted(request.signal);
      continue;
    }
    if (decision.kind === 'done') return decision.outcome;
    const stored = await readBack(db, request.orderId);
    if (!stored || stored === 'denied')
      throw toRepositoryError(new Error(`Order ${request.orderId} vanished after commit`));
    return stored.userId === request.userId ? ok(stored) : fail({ code: 'ORDER.ID_TAKEN' });
  }
};
