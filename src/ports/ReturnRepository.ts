import type { Page, Unsubscribe, ViewFailed } from '../domain/shared/Page';
import type {
  MoveReturnError,
  RequestReturnError,
  ReturnRequest,
  ReturnRequestInput,
  ReturnStatus,
} from '../domain/afterSales/ReturnRequest';
import type { Result } from '../domain/shared/Result';

export interface AdminReturnQuery {
  /** One status, or 'open' for OPEN_RETURN_STATUSES (ReturnRequest); all requests when left out. */
  status?: ReturnStatus | 'open';
  pageSize: number;
  cursor?: string | null;
}

export interface ReturnRepository {
  /**
   * The shopper asks to return lines of their delivered order (ReturnRequest.requestReturn decides, with the shop's
   * returnWindowDays): atomically the request is created and its lines are marked on the order, so two requests
   * racing for one line give one request; the loser gets RETURN.ALREADY_REQUESTED.
   */
  requestReturn(input: ReturnRequestInput): Promise<Result<ReturnRequest, RequestReturnError>>;
  /** Live view of the shopper's requests on one order, oldest first. */
  subscribeForOrder(
    orderId: string,
    userId: string,
    listener: (requests: ReturnRequest[]) => void,
    onError: ViewFailed,
  ): Unsubscribe;
  /** Admin listing, oldest first (the reply promise runs from the request). */
  adminList(query: AdminReturnQuery): Promise<Page<ReturnRequest>>;
  /**
   * An admin (`by`, their e-mail) moves a request along RETURN_TRANSITIONS (ReturnRequest.moveReturn): marking it
   * picked up puts its units back in stock (OrderCancellation.restockProduct), marking it refunded sets the order's
   * payment to refunded (orderAfterRefund), each in the same write.
   */
  move(
    id: string,
    to: ReturnStatus,
    by: string,
    rejectReason?: string,
  ): Promise<Result<ReturnRequest, MoveReturnError>>;
}
