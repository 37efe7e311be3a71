import { makeAutoObservable, runInAction } from 'mobx';
import { RepositoryError } from '../../../domain/shared/errors';
import type { Order } from '../../../domain/orders/Order';
import type { Result } from '../../../domain/shared/Result';
import type { Connectivity } from '../../../ports/Connectivity';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { PlaceOrderError, PlaceOrderRequest } from '../../../domain/orders/PlaceOrderRequest';

/**
 * How long a placement may go unanswered before the shopper hears that they seem to be offline: they must hear it
 * within 8 s, and a busy phone needs a moment to draw it.
 */
export const OFFLINE_NOTICE_AFTER_MS = 7000;
/** Pauses before placing again after a network failure while the device says it is online; then it gives up. */
export const ONLINE_RETRY_DELAYS_MS: readonly number[] = [5000, 15_000, 30_000];

export type PlacementEnd =
  | { kind: 'answered'; result: Result<Order, PlaceOrderError> }
  | { kind: 'failed'; error: unknown }
  | { kind: 'cancelled' };

const isNetworkFailure = (error: unknown, online: boolean): boolean =>
  !online || (error instanceof RepositoryError && error.code === 'REPO.UNAVAILABLE');

/**
 * One order, placed with one order id through a dropping connection: an attempt that fails for want of a network is
 * made again when the device is back online (or after a pause when it never went away), and an attempt still
 * unanswered when the connection returns is replaced by a fresh one, since the repository's own retries back off
 * for up to a minute. Every attempt carries the same order id, so whichever commits, there is one order; the first
 * answer ends the placement and later ones are ignored. Cancel aborts the attempt in flight (the repository starts
 * no further attempt) and starts none; an order that was already committing when the shopper cancelled is reported
 * through `onLateOrder`, once, so it is not hidden from them.
 */
export class OrderPlacement {
  /** Unanswered for OFFLINE_NOTICE_AFTER_MS, or waiting for the network to place again; until the placement ends. */
  waitingForNetwork = false;
  #finish: (end: PlacementEnd) => void = () => undefined;
  #over = false;
  #placed = false;
  #current: AbortController | null = null;
  #inFlight = false;
  /** The device was offline at some moment of the attempt in flight. */
  #dropped = false;
  #onlineRetries = 0;
  #noticeTimer: ReturnType<typeof setTimeout> | undefined;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #stopListening: () => void = () => undefined;
  readonly #repository: OrderRepository;
  readonly #connectivity: Connectivity;
  readonly #request: Omit<PlaceOrderRequest, 'signal'>;
  readonly #onLateOrder: (order: Order) => void;

  constructor(
    repository: OrderRepository,
    connectivity: Connectivity,
    request: Omit<PlaceOrderRequest, 'signal'>,
    onLateOrder: (order: Order) => void,
  ) {
    this.#repository = repository;
    this.#connectivity = connectivity;
    this.#request = request;
    this.#onLateOrder = onLateOrder;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Starts placing; resolves with the first answer, a failure that is not the network's, or the shopper's cancel. */
  run(): Promise<PlacementEnd> {
    const end = new Promise<PlacementEnd>((resolve) => (this.#finish = resolve));
    this.#stopListening = this.#connectivity.onChange((online) => this.heard(online));
    this.#noticeTimer = setTimeout(() => this.showWaiting(), OFFLINE_NOTICE_AFTER_MS);
    this.#attempt();
    return end;
  }

  /** The shopper stops waiting: nothing more is tried, and the attempt in flight is aborted. */
  cancel(): void {
    this.#end({ kind: 'cancelled' });
  }

  private showWaiting(): void {
    if (!this.#over) this.waitingForNetwork = true;
  }

  private heard(online: boolean): void {
    if (this.#over) return;
    if (!online) this.#dropped = true;
    else if (!this.#inFlight || this.#dropped) this.#attempt();
  }

  #attempt(): void {
    this.#current?.abort();
    clearTimeout(this.#retryTimer);
    const controller = new AbortController();
    this.#current = controller;
    this.#inFlight = true;
    this.#dropped = !this.#connectivity.online;
    this.#repository.placeOrder({ ...this.#request, signal: controller.signal }).then(
      (result) => this.#answered(result),
      (error: unknown) => this.#failed(error, controller),
    );
  }

  #answered(result: Result<Order, PlaceOrderError>): void {
    if (!this.#over) {
      this.#placed = result.ok;
      this.#end({ kind: 'answered', result });
    } else if (result.ok && !this.#placed) {
      this.#placed = true;
      this.#onLateOrder(result.value);
    }
  }

  #failed(error: unknown, controller: AbortController): void {
    // A replaced or cancelled attempt's failure says nothing about the placement.
    if (this.#over || controller !== this.#current) return;
    this.#inFlight = false;
    const online = this.#connectivity.online;
    if (!isNetworkFailure(error, online)) return this.#end({ kind: 'failed', error });
    this.showWaiting();
    if (!online) return; // heard(true) places again
    const delay = ONLINE_RETRY_DELAYS_MS[this.#onlineRetries++];
    if (delay === undefined) return this.#end({ kind: 'failed', error });
    this.#retryTimer = setTimeout(() => this.#attempt(), delay);
  }

  #end(end: PlacementEnd): void {
    if (this.#over) return;
    this.#over = true;
    if (end.kind !== 'answered') this.#current?.abort();
    clearTimeout(this.#noticeTimer);
    clearTimeout(this.#retryTimer);
    this.#stopListening();
    runInAction(() => (this.waitingForNetwork = false));
    this.#finish(end);
  }
}
