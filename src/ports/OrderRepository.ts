import type { BookAssemblyError, BookAssemblyRequest } from '../domain/shipping/AssemblyBooking';
import type {
  CodRemittance,
  DeliveryDelay,
  Order,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '../domain/orders/Order';
import type { CancelOrderError, CancelOrderRequest } from '../domain/orders/OrderCancellation';
import type { PlaceOrderError, PlaceOrderRequest } from '../domain/orders/PlaceOrderRequest';
import type { Page, Unsubscribe, ViewFailed } from '../domain/shared/Page';
import type { Result } from '../domain/shared/Result';
import type { ReportUpiPaymentError, ReportUpiPaymentRequest } from '../domain/orders/UpiPayment';
import type { ConfirmCodError, ConfirmCodRequest } from '../domain/orders/CodConfirmation';
import type { ChangeAddressError, ChangeAddressRequest } from '../domain/shipping/AddressChange';
import type { Shipment } from '../domain/shipping/Shipment';

export interface AdminOrderQuery {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  paymentMethod?: PaymentMethod;
  /** Case-insensitive substring of the order id or the shipping name. */
  search?: string;
  /** Only the orders placed with this offer (its id: a coupon's code in capitals). */
  offerId?: string;
  pageSize: number;
  cursor?: string | null;
}

export interface OrderRepository {
  /**
   * Refused without the shopper's consent to the terms (ORDER.TERMS_NOT_ACCEPTED). Atomically: checks every line
   * (active product, variant exists — a product with variants is ordered by variant —, quantity an integer 1..10 and
   * at most 10 of one product over its lines, stock of the product and of the chosen variant, current price) and the
   * account's limits of OrderLimits (open orders, open cash-on-delivery value, time since its last order); merges
   * lines of the same product and variant, decrements the stock of each product and ordered variant, counts the order
   * on the account's counter and creates the order with status and payment 'pending', shipping from the shop
   * settings, and termsAcceptedAt equal to its createdAt.
   * Idempotent: a request whose orderId already exists for the same user returns that order unchanged;
   * for another user it fails with ORDER.ID_TAKEN. Concurrent calls never oversell.
   */
  placeOrder(request: PlaceOrderRequest): Promise<Result<Order, PlaceOrderError>>;
  /** Null when the id is unknown. */
  get(id: string): Promise<Order | null>;
  /** Live view of one order (null while it does not exist): the order an admin has open. */
  subscribe(id: string, listener: (order: Order | null) => void, onError: ViewFailed): Unsubscribe;
  /** The user's orders, newest first, at most `limit`. */
  listByUser(userId: string, limit: number): Promise<Order[]>;
  /** Live view of the user's orders, newest first, at most `limit`. */
  subscribeByUser(
    userId: string,
    limit: number,
    listener: (orders: Order[]) => void,
    onError: ViewFailed,
  ): Unsubscribe;
  /**
   * Live feed of orders created strictly after `createdAfter` (ISO). The listener gets each new order once, in
   * creation order; an idle feed reads nothing.
   */
  subscribeCreatedAfter(
    createdAfter: string,
    listener: (order: Order) => void,
    onError: ViewFailed,
  ): Unsubscribe;
  /** Admin listing, newest first. */
  adminList(query: AdminOrderQuery): Promise<Page<Order>>;
  /** Orders with from <= createdAt < to (ISO), oldest first: for the dashboard. */
  listCreatedBetween(from: string, to: string): Promise<Order[]>;
  /**
   * The shopper cancels their own pending or confirmed order: atomically it becomes cancelled (with the reason and
   * a history entry), leaves the shopper's open-order counter, and every line's units go back in stock
   * (OrderCancellation.restockProduct). Two cancels racing restock once: the loser gets ORDER.NOT_CANCELLABLE.
   */
  cancelOrder(request: CancelOrderRequest): Promise<Result<Order, CancelOrderError>>;
  /**
   * An admin (`by`, their e-mail) moves the order along the STATUS_TRANSITIONS of OrderRules: sets status and
   * updatedAt, records the change in the history, moves the shopper's counter when the order opens or closes
   * (OrderLimits), and on cancelling puts the lines back in stock in the same write, as cancelOrder does.
   * Throws RepositoryError REPO.NOT_FOUND for an unknown id, REPO.CONFLICT for a move the order no longer allows.
   */
  updateStatus(id: string, status: OrderStatus, by: string): Promise<Order>;
  /**
   * An admin (`by`) ships a confirmed order with `shipment` (it becomes shipped, as updateStatus would make it), or
   * corrects the shipment of a shipped or delivered one (its status stays; the change is recorded and logged).
   * Throws RepositoryError REPO.NOT_FOUND for an unknown id, REPO.CONFLICT for an order in any other status.
   */
  recordShipment(id: string, shipment: Shipment, by: string): Promise<Order>;
  /**
   * An admin (`by`) moves the promised delivery date of an order on its way to a later one, with a reason the shopper
   * reads (OrderShipping.delayError decides; one more history entry, logged). Throws RepositoryError REPO.NOT_FOUND
   * for an unknown id, REPO.CONFLICT for a delay delayError refuses.
   */
  delayDelivery(id: string, delay: DeliveryDelay, by: string): Promise<Order>;
  /**
   * The shopper reports the UTR of their UPI payment (UpiPayment.reportUpiPayment): once, on their own UPI order still
   * awaiting payment; the order keeps the UTR and when it came, nothing else changes (the shop verifies it). A UTR
   * another order already claims is refused (PAYMENT.UTR_USED): one payment pays one order.
   */
  reportUpiPayment(request: ReportUpiPaymentRequest): Promise<Result<Order, ReportUpiPaymentError>>;
  /**
   * The shopper confirms their cash-on-delivery order that awaits their word (CodConfirmation): once, on their own
   * pending order, within the shop's time; the order keeps when, nothing else changes.
   */
  confirmCod(request: ConfirmCodRequest): Promise<Result<Order, ConfirmCodError>>;
  /**
   * The shopper sends their own order, until it ships, to another address (AddressChange.changeAddress decides, with
   * the delivery zones as they stand): the order keeps the new address and when it changed, and a later promise of
   * delivery where the new zone takes longer; nothing else changes. A refused change leaves the order as it was.
   */
  changeAddress(request: ChangeAddressRequest): Promise<Result<Order, ChangeAddressError>>;
  /**
   * The shopper books the shop's team to assemble what their own pending, unpaid order holds that needs it
   * (AssemblyBooking.bookAssembly decides, with the products and delivery zones as they stand): atomically each such
   * line takes its product's charge, the subtotal and total grow by them, a cash order's open value on its shopper's
   * counter with them, and the order keeps when. A refused booking leaves the order as it was.
   */
  bookAssembly(request: BookAssemblyRequest): Promise<Result<Order, BookAssemblyError>>;
  /** Staff: the orders carrying this UTR, at most 5 (more than one only among orders reported before UTRs were claimed). */
  ordersWithUtr(utr: string): Promise<Order[]>;
  /** Staff: the cash orders collected and not yet paid over (CodRemittance), at most 500. */
  codToRemit(): Promise<Order[]>;
  /**
   * Staff record the courier's payment `remittance` against the orders `orderIds`: atomically each keeps it and
   * is no longer to remit (logged). Throws RepositoryError REPO.CONFLICT when an order is not collected and unremitted,
   * the orders are not one courier's, or the amount is not their collected cash (CodRemittance.remittanceErrors).
   */
  recordRemittance(orderIds: readonly string[], remittance: CodRemittance): Promise<void>;
  /**
   * An admin (`by`) takes line `index` off a pending, unpaid order (LineCancellation decides): atomically the line's
   * units go back in stock, the subtotal and total fall by its amount, its shopper's open cash-on-delivery value with
   * them, and the order records the line, when and by whom (logged). Throws RepositoryError REPO.NOT_FOUND for an
   * unknown id, REPO.CONFLICT for a line cancelLineError refuses.
   */
  cancelLine(id: string, index: number, by: string): Promise<Order>;
  /** Sets paymentStatus and updatedAt and records the change. Throws RepositoryError REPO.NOT_FOUND for an unknown id. */
  updatePaymentStatus(id: string, paymentStatus: PaymentStatus, by: string): Promise<Order>;
  /** Unknown ids are ignored. Deleting an open order takes it off its shopper's counter. */
  delete(id: string): Promise<void>;
}
