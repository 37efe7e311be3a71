import type { CurrentActor } from '../../domain/staff/Activity';
import { orderTarget } from '../../domain/staff/ActivityTargets';
import { logActivity } from './FirestoreActivityLog';
import {
  collection,
  doc,
  type Firestore,
  query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  serverTimestamp,
  type Transaction,
  where,
} from 'firebase/firestore';
import { readStored } from './readStored';
import { watchSorted } from './sortedDocuments';
import { issueCreditNote } from '../../domain/tax/CreditNote';
import type { Order } from '../../domain/orders/Order';
import type { Page, Unsubscribe, ViewFailed } from '../../domain/shared/Page';
import { fail, ok, type Result } from '../../domain/shared/Result';
import {
  type MoveReturnError,
  moveReturn,
  OPEN_RETURN_STATUSES,
  orderAfterRefund,
  refundIssuesCreditNote,
  type RequestReturnError,
  requestReturn,
  returnedLines,
  type ReturnRequest,
  type ReturnRequestInput,
  type ReturnStatus,
} from '../../domain/afterSales/ReturnRequest';
import { DEFAULT_SHOP_SETTINGS } from '../../domain/settings/ShopSettings';
import type { AdminReturnQuery, ReturnRepository } from '../../ports/ReturnRepository';
import {
  CREDIT_NOTE_COUNTER_ID,
  META,
  ORDERS,
  PRODUCTS,
  RETURNS,
  SETTINGS,
  SETTINGS_ID,
} from './collections';
import { fromCreditNoteCounterDocument, toCreditNoteDocument } from './creditNoteDocument';
import { orderData, restockFields } from './orderChangeTransaction';
import { fromOrderDocument, refundsDocument, returnLinesDocument } from './orderDocument';
import { timestampPage } from './timestampPage';
import { refusableTransaction } from './refusableTransaction';
import { fromReturnDocument, newReturnDocument } from './returnDocument';

const requestOf = (snapshot: QueryDocumentSnapshot): ReturnRequest =>
  fromReturnDocument(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }));

const byCreation = (a: ReturnRequest, b: ReturnRequest): number =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** Return requests on Firestore, each change one transaction with the order (and products) it moves. */
export class FirestoreReturnRepository implements ReturnRepository {
  constructor(
    private readonly db: Firestore,
    private readonly actor: CurrentActor,
  ) {}

  async requestReturn(input: ReturnRequestInput): Promise<Result<ReturnRequest, RequestReturnError>> {
    const decided = await refusableTransaction(this.db, async (transaction) => {
      const orderRef = doc(this.db, ORDERS, input.orderId);
      const [data, settings] = await Promise.all([
        orderData(transaction, orderRef),
        transaction.get(doc(this.db, SETTINGS, SETTINGS_ID)),
      ]);
      const windowDays: unknown = settings.get('returnWindowDays');
      const outcome = requestReturn(
        data ? fromOrderDocument(input.orderId, data) : null,
        input,
        typeof windowDays === 'number' ? windowDays : DEFAULT_SHOP_SETTINGS.returnWindowDays,
        new Date().toISOString(),
      );
      if (!outcome.ok) return outcome;
      const { order, request } = outcome.value;
      transaction.set(doc(this.db, RETURNS, request.id), newReturnDocument(request));
      transaction.update(orderRef, {
        returnCount: order.returnCount,
        returnLines: returnLinesDocument(order.returnLines ?? {}),
      });
      return ok(request);
    });
    return decided.ok ? ok(await this.stored(decided.value.id)) : decided;
  }

  subscribeForOrder(
    orderId: string,
    userId: string,
    listener: (requests: ReturnRequest[]) => void,
    onError: ViewFailed,
  ): Unsubscribe {
    const mine = query(
      collection(this.db, RETURNS),
      where('userId', '==', userId),
      where('orderId', '==', orderId),
    );
    return watchSorted(mine, fromReturnDocument, byCreation, listener, onError);
  }

  async adminList(request: AdminReturnQuery): Promise<Page<ReturnRequest>> {
    const filters: QueryConstraint[] =
      request.status === undefined
        ? []
        : [
            request.status === 'open'
              ? where('status', 'in', OPEN_RETURN_STATUSES)
              : where('status', '==', request.status),
          ];
    return timestampPage(
      collection(this.db, RETURNS),
      filters,
      { tag: 'returns', field: 'createdAt', direction: 'asc' },
      request,
      requestOf,
    );
  }

  async move(
    id: string,
    to: ReturnStatus,
    by: string,
    rejectReason?: string,
  ): Promise<Result<ReturnRequest, MoveReturnError>> {
    const moved = await refusableTransaction(this.db, (transaction) =>
      this.moveIn(transaction, id, to, by, rejectReason),
    );
    return moved.ok ? ok(await this.stored(id)) : moved;
  }

  private async moveIn(
    transaction: Transaction,
    id: string,
    to: ReturnStatus,
    by: string,
    rejectReason: string | undefined,
  ): Promise<Result<ReturnRequest, MoveReturnError>> {
    const returnRef = doc(this.db, RETURNS, id);
    const snapshot = await transaction.get(returnRef);
    const stored = snapshot.exists() ? fromReturnDocument(id, snapshot.data()) : null;
    const at = new Date().toISOString();
    const moved = moveReturn(stored, to, { at, by, rejectReason });
    if (!moved.ok || !stored) return moved;
    const orderRef = doc(this.db, ORDERS, stored.orderId);
    const orderSnapshot = await transaction.get(orderRef);
    if (!orderSnapshot.exists()) return fail({ code: 'RETURN.NOT_FOUND' });
    const order: Order = fromOrderDocument(orderRef.id, orderSnapshot.data());

    let refunded: Order | null = null;
    let issued: ReturnType<typeof issueCreditNote> | undefined;
    if (to === 'refunded') {
      issued = refundIssuesCreditNote(order)
        ? await this.creditNote(transaction, moved.value, at)
        : undefined;
      const outcome = orderAfterRefund(order, moved.value, at, issued?.creditNote);
      if (!outcome.ok) return outcome;
      refunded = outcome.value === order ? null : outcome.value;
    }
    const lines = to === 'picked-up' ? returnedLines(order, moved.value) : [];
    const restocks = await Promise.all(
      [...new Set(lines.map((line) => line.productId))].map(async (productId) => {
        const productRef = doc(this.db, PRODUCTS, productId);
        return { productRef, restock: await restockFields(transaction, productRef, lines) };
      }),
    );

    // The stock given back and the refund are staff writes of products and an order: logged with them.
    const targets = [
      ...(refunded ? [orderTarget(order, refunded)] : []),
      ...restocks.flatMap(({ restock }) => restock?.target ?? []),
    ];
    const audit =
      targets.length > 0 ? { auditId: logActivity(this.db, transaction, this.actor, 'order', targets) } : {};
    for (const { productRef, restock } of restocks)
      if (restock) transaction.update(productRef, { ...restock.fields, ...audit });
    if (refunded)
      transaction.update(orderRef, {
        refunds: refundsDocument(refunded.refunds ?? []),
        ...(issued
          ? {
              [`creditNotes.${stored.number}`]: toCreditNoteDocument(issued.creditNote, serverTimestamp()),
            }
          : {}),
        updatedAt: serverTimestamp(),
        ...audit,
      });
    if (issued) transaction.set(doc(this.db, META, CREDIT_NOTE_COUNTER_ID), issued.counter);
    const step = String(stored.history.length);
    transaction.update(returnRef, {
      status: to,
      updatedAt: serverTimestamp(),
      [`history.${step}`]: { status: to, at: serverTimestamp(), by },
      ...(moved.value.rejectReason !== undefined && to === 'rejected'
        ? { rejectReason: moved.value.rejectReason }
        : {}),
    });
    return moved;
  }

  /** The credit note refunding `request` issues: the next number of the counter, with the settings' prefix. */
  private async creditNote(
    transaction: Transaction,
    request: ReturnRequest,
    at: string,
  ): Promise<ReturnType<typeof issueCreditNote>> {
    const [counter, settings] = await Promise.all([
      transaction.get(doc(this.db, META, CREDIT_NOTE_COUNTER_ID)),
      transaction.get(doc(this.db, SETTINGS, SETTINGS_ID)),
    ]);
    const prefix = settings.get('invoicePrefix') as unknown;
    return issueCreditNote(
      request,
      fromCreditNoteCounterDocument(counter.data()),
      typeof prefix === 'string' ? prefix : DEFAULT_SHOP_SETTINGS.invoicePrefix,
      at,
    );
  }

  private stored(id: string): Promise<ReturnRequest> {
    return readStored(this.db, RETURNS, id, fromReturnDocument);
  }
}
