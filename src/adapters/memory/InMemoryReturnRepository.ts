import type { ActivityTarget } from '../../domain/staff/Activity';
import { orderTarget } from '../../domain/staff/ActivityTargets';
import { issueCreditNote, type StoredCreditNoteCounter } from '../../domain/tax/CreditNote';
import type { Order } from '../../domain/orders/Order';
import type { Page, Unsubscribe } from '../../domain/shared/Page';
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
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../domain/settings/ShopSettings';
import type { Clock } from '../../ports/Clock';
import type { AdminReturnQuery, ReturnRepository } from '../../ports/ReturnRepository';
import { SETTINGS, SHOP_SETTINGS_ID } from './InMemorySettingsRepository';
import type { InMemoryActivityLog } from './InMemoryActivityLog';
import type { MemoryDatabase } from './MemoryDatabase';
import { restockProducts } from './restockProducts';
import { keysetPage } from './keysetPage';
import { byCreation, newestFirst, type NewestFirstPosition } from './newestFirstCursor';
import { CREDIT_NOTE_COUNTER_ID, META } from './meta';
import { ORDERS } from './placeOrderInMemory';
import { watchQuery } from './watchQuery';

export const RETURNS = 'returns';

const oldestFirst = (a: NewestFirstPosition, b: NewestFirstPosition): number => newestFirst(b, a);

const statusFilter = (status: AdminReturnQuery['status']): ((request: ReturnRequest) => boolean) =>
  status === undefined
    ? () => true
    : status === 'open'
      ? (request) => OPEN_RETURN_STATUSES.includes(request.status)
      : (request) => request.status === status;

/** Return requests in the `returns` collection of the memory database, beside the orders they belong to. */
export class InMemoryReturnRepository implements ReturnRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
    private readonly log: InMemoryActivityLog,
  ) {}

  async requestReturn(input: ReturnRequestInput): Promise<Result<ReturnRequest, RequestReturnError>> {
    return this.db.transaction(() => {
      const settings = { ...DEFAULT_SHOP_SETTINGS, ...this.db.get<ShopSettings>(SETTINGS, SHOP_SETTINGS_ID) };
      const decided = requestReturn(
        this.db.get<Order>(ORDERS, input.orderId),
        input,
        settings.returnWindowDays,
        this.clock.now(),
      );
      if (!decided.ok) return decided;
      this.db.set(ORDERS, decided.value.order.id, { ...decided.value.order });
      this.db.set(RETURNS, decided.value.request.id, { ...decided.value.request });
      return ok(decided.value.request);
    });
  }

  subscribeForOrder(
    orderId: string,
    userId: string,
    listener: (requests: ReturnRequest[]) => void,
  ): Unsubscribe {
    const options = {
      where: (request: ReturnRequest) => request.orderId === orderId && request.userId === userId,
      orderBy: oldestFirst,
    };
    return watchQuery<ReturnRequest>(this.db, RETURNS, options, (request) => request.id, listener);
  }

  async adminList(query: AdminReturnQuery): Promise<Page<ReturnRequest>> {
    const matches = statusFilter(query.status);
    return keysetPage(
      this.db,
      RETURNS,
      matches,
      byCreation<ReturnRequest>((request) => request, oldestFirst),
      query,
    );
  }

  async move(
    id: string,
    to: ReturnStatus,
    by: string,
    rejectReason?: string,
  ): Promise<Result<ReturnRequest, MoveReturnError>> {
    return this.db.transaction(() => {
      const at = this.clock.now();
      const moved = moveReturn(this.db.get<ReturnRequest>(RETURNS, id), to, { at, by, rejectReason });
      if (!moved.ok) return moved;
      const order = this.db.get<Order>(ORDERS, moved.value.orderId);
      if (!order) return fail({ code: 'RETURN.NOT_FOUND' });
      const targets: ActivityTarget[] = [];
      if (to === 'refunded') {
        const issued = refundIssuesCreditNote(order) ? this.creditNote(moved.value, at) : undefined;
        const refunded = orderAfterRefund(order, moved.value, at, issued?.creditNote);
        if (!refunded.ok) return refunded;
        if (issued) this.db.set(META, CREDIT_NOTE_COUNTER_ID, { ...issued.counter });
        if (refunded.value !== order) targets.push(orderTarget(order, refunded.value));
        this.db.set(ORDERS, order.id, { ...refunded.value });
      }
      if (to === 'picked-up') targets.push(...restockProducts(this.db, returnedLines(order, moved.value)));
      this.db.set(RETURNS, id, { ...moved.value });
      this.log.record('order', targets);
      return moved;
    });
  }

  private creditNote(request: ReturnRequest, at: string): ReturnType<typeof issueCreditNote> {
    const settings = { ...DEFAULT_SHOP_SETTINGS, ...this.db.get<ShopSettings>(SETTINGS, SHOP_SETTINGS_ID) };
    const counter = this.db.get<StoredCreditNoteCounter>(META, CREDIT_NOTE_COUNTER_ID);
    return issueCreditNote(request, counter, settings.invoicePrefix, at);
  }
}
