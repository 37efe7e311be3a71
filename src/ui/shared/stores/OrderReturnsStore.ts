import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Order } from '../../../domain/orders/Order';
import {
  canRequestReturn,
  requestReturn,
  returnTicket,
  returnWindowClosesAt,
  type ReturnRequest,
} from '../../../domain/afterSales/ReturnRequest';
import {
  RETURN_REQUEST_FAILED,
  RETURNS_LOAD_FAILED,
  requestProblemOf,
  returnReceived,
} from '../../../domain/afterSales/returnMessages';
import type { Unsubscribe } from '../../../domain/shared/Page';
import type { RefundDestination } from '../../../domain/orders/RefundDestination';
import type { Clock } from '../../../ports/Clock';
import type { ReturnRepository } from '../../../ports/ReturnRepository';
import { IDLE, LOADED, LOADING, failed, type LoadState } from './LoadState';
import { networkStatusOf, type NetworkGuard } from './NetworkStatusStore';
import { reopenableView, type ReopenableView } from './reopenableView';
import type { ReturnPhotosStore } from './ReturnPhotosStore';
import type { RootStore } from '../../app/stores/RootStore';
import type { SettingsStore } from './SettingsStore';

export interface ReturnForm {
  /** Units to return by line index (0: keep). */
  quantities: Record<number, number>;
  reason: string;
  comment: string;
  refundTo?: RefundDestination;
}

/**
 * One order's return requests, live (for its shopper, or for the staff's order detail), and the shopper's 'Request a
 * return' on it.
 */
export class OrderReturnsStore {
  requests: ReturnRequest[] = [];
  /** Failed: the live view of the requests stopped; those shown stay, but may be missing or out of date. */
  state: LoadState = IDLE;
  working = false;
  #view: ReopenableView | null = null;

  constructor(
    private readonly repository: ReturnRepository,
    private readonly settings: SettingsStore,
    private readonly clock: Clock,
    private readonly userId: string | null,
    private readonly network: NetworkGuard,
  ) {
    makeAutoObservable<this, 'repository' | 'settings' | 'clock' | 'userId' | 'network'>(
      this,
      {
        repository: false,
        settings: false,
        clock: false,
        userId: false,
        network: false,
        state: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Follows the order's requests until the returned function is called. */
  follow(order: Pick<Order, 'id' | 'userId'>): Unsubscribe {
    this.requests = [];
    this.state = LOADING;
    this.#view = reopenableView(() =>
      this.repository.subscribeForOrder(order.id, order.userId, this.receive, this.fail),
    );
    return this.#view.open();
  }

  retry(): void {
    if (!this.#view) return;
    this.state = LOADING;
    this.#view.open();
  }

  receive(requests: ReturnRequest[]): void {
    this.requests = requests;
    this.state = LOADED;
  }

  fail(error: unknown): void {
    console.error(error);
    this.state = failed(RETURNS_LOAD_FAILED);
  }

  get windowDays(): number {
    return this.settings.settings.returnWindowDays;
  }

  canRequest(order: Order): boolean {
    return canRequestReturn(order, this.windowDays, this.clock.now());
  }

  /** The order's return window: when it closes and whether it still is open (null: not delivered). */
  windowOf(order: Order): { closesAt: string; open: boolean } | null {
    const closesAt = returnWindowClosesAt(order, this.windowDays);
    return closesAt ? { closesAt, open: this.clock.now() < closesAt } : null;
  }

  /**
   * Sends the request, with the photos of the damage picked for it (`photos`) stored first as the shopper: the
   * message to show the shopper, and whether it was received. A photo that could not be stored stops it; so does a
   * form the request would be refused for, before any photo is stored.
   */
  async request(
    order: Order,
    form: ReturnForm,
    photos?: Pick<ReturnPhotosStore, 'picked' | 'store'>,
  ): Promise<{ ok: boolean; message: string }> {
    if (!this.userId) return { ok: false, message: requestProblemOf({ code: 'RETURN.ORDER_NOT_FOUND' }) };
    const offline = this.network.offlineProblem();
    if (offline) return { ok: false, message: offline };
    const input = { orderId: order.id, userId: this.userId, ...form };
    if (photos?.picked.length) {
      const judged = requestReturn(order, input, this.windowDays, this.clock.now());
      if (!judged.ok) return { ok: false, message: requestProblemOf(judged.error) };
    }
    this.working = true;
    try {
      const stored = photos ? await photos.store(this.userId) : { ok: true as const, names: [] };
      if (!stored.ok) return stored;
      const outcome = await this.repository.requestReturn({
        ...input,
        ...(stored.names.length > 0 ? { photos: stored.names } : {}),
      });
      return outcome.ok
        ? { ok: true, message: returnReceived(returnTicket(outcome.value)) }
        : { ok: false, message: requestProblemOf(outcome.error) };
    } catch (error) {
      console.error(error);
      return { ok: false, message: RETURN_REQUEST_FAILED };
    } finally {
      runInAction(() => (this.working = false));
    }
  }
}

/** A fresh store for each order page (used through useScreenStore). */
export const createOrderReturnsStore = (root: RootStore): OrderReturnsStore =>
  new OrderReturnsStore(
    root.ports.returns,
    root.settings,
    root.ports.clock,
    root.session.user?.uid ?? null,
    networkStatusOf(root),
  );
