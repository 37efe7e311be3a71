import { RepositoryError } from '../../src/domain/shared/errors';
import type { Order } from '../../src/domain/orders/Order';
import type { Result } from '../../src/domain/shared/Result';
import type { OrderRepository } from '../../src/ports/OrderRepository';
import type { PlaceOrderError, PlaceOrderRequest } from '../../src/domain/orders/PlaceOrderRequest';

type Answer = Result<Order, PlaceOrderError>;

/** One placeOrder call held until the test decides what the network does with it. */
export interface HeldCall {
  readonly request: PlaceOrderRequest;
  /** Answered or failed already. */
  readonly settled: boolean;
  /**
   * The call reaches the shop: the real placeOrder runs (and honours the signal) and its answer comes back.
   * `alreadyCommitting`: the attempt was past its last look at the signal, so an abort since then changes nothing.
   */
  answer(options?: { alreadyCommitting?: boolean }): Promise<void>;
  /** The call reaches the shop and places the order (honouring the signal), but the answer is lost on the way back. */
  loseAnswer(): Promise<void>;
  /** The network fails before anything reaches the shop, as a repository reports a lost connection. */
  fail(): void;
}

/** A network failure as the adapters report it. */
export const unavailable = (): RepositoryError =>
  new RepositoryError('REPO.UNAVAILABLE', 'Failed to reach the backend: the client is offline');

/**
 * An OrderRepository whose placeOrder stalls until the test answers, fails or loses each call (`calls`, in order);
 * everything else, and the placing itself once a call is let through, is the wrapped repository's.
 */
export class StallingOrderRepository implements OrderRepository {
  readonly calls: HeldCall[] = [];

  constructor(private readonly real: OrderRepository) {}

  placeOrder(request: PlaceOrderRequest): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      let settled = false;
      const settle = (): void => {
        if (settled) throw new Error(`Call ${this.calls.length} was settled already`);
        settled = true;
      };
      const withoutSignal = (): PlaceOrderRequest => ({ ...request, signal: new AbortController().signal });
      this.calls.push({
        request,
        get settled() {
          return settled;
        },
        answer: async ({ alreadyCommitting = false } = {}) => {
          settle();
          await this.real.placeOrder(alreadyCommitting ? withoutSignal() : request).then(resolve, reject);
        },
        loseAnswer: async () => {
          settle();
          await this.real.placeOrder(request).then(
            () => reject(unavailable()),
            (error: unknown) => reject(error),
          );
        },
        fail: () => {
          settle();
          reject(unavailable());
        },
      });
    });
  }

  get: OrderRepository['get'] = (id) => this.real.get(id);
  listByUser: OrderRepository['listByUser'] = (userId, limit) => this.real.listByUser(userId, limit);
  subscribe: OrderRepository['subscribe'] = (id, listener, onError) =>
    this.real.subscribe(id, listener, onError);
  subscribeByUser: OrderRepository['subscribeByUser'] = (userId, limit, listener, onError) =>
    this.real.subscribeByUser(userId, limit, listener, onError);
  subscribeCreatedAfter: OrderRepository['subscribeCreatedAfter'] = (createdAfter, listener, onError) =>
    this.real.subscribeCreatedAfter(createdAfter, listener, onError);
  adminList: OrderRepository['adminList'] = (query) => this.real.adminList(query);
  listCreatedBetween: OrderRepository['listCreatedBetween'] = (from, to) =>
    this.real.listCreatedBetween(from, to);
  cancelOrder: OrderRepository['cancelOrder'] = (request) => this.real.cancelOrder(request);
  updateStatus: OrderRepository['updateStatus'] = (id, status, by) => this.real.updateStatus(id, status, by);
  recordShipment: OrderRepository['recordShipment'] = (id, shipment, by) =>
    this.real.recordShipment(id, shipment, by);
  delayDelivery: OrderRepository['delayDelivery'] = (id, delay, by) => this.real.delayDelivery(id, delay, by);
  reportUpiPayment: OrderRepository['reportUpiPayment'] = (request) => this.real.reportUpiPayment(request);
  confirmCod: OrderRepository['confirmCod'] = (request) => this.real.confirmCod(request);
  changeAddress: OrderRepository['changeAddress'] = (request) => this.real.changeAddress(request);
  bookAssembly: OrderRepository['bookAssembly'] = (request) => this.real.bookAssembly(request);
  cancelLine: OrderRepository['cancelLine'] = (id, index, by) => this.real.cancelLine(id, index, by);
  ordersWithUtr: OrderRepository['ordersWithUtr'] = (utr) => this.real.ordersWithUtr(utr);
  updatePaymentStatus: OrderRepository['updatePaymentStatus'] = (id, status, by) =>
    this.real.updatePaymentStatus(id, status, by);
  codToRemit: OrderRepository['codToRemit'] = () => this.real.codToRemit();
  recordRemittance: OrderRepository['recordRemittance'] = (ids, remittance) =>
    this.real.recordRemittance(ids, remittance);
  delete: OrderRepository['delete'] = (id) => this.real.delete(id);
}
