import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../../domain/orders/Order';
import {
  replyHoursLeft,
  type ReturnRequest,
  type ReturnStatus,
} from '../../../domain/afterSales/ReturnRequest';
import { moveProblemOf, RETURN_MOVE_FAILED } from '../../../domain/afterSales/returnMessages';
import type { Clock } from '../../../ports/Clock';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { AdminReturnQuery, ReturnRepository } from '../../../ports/ReturnRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import type { AdminNotifier } from '../layout/AdminNotifier';
import { CursorPager } from '../common/CursorPager';
import { toasterNotifier } from '../common/toasterNotifier';

export const RETURNS_PAGE_SIZE = 20;
export type ReturnFilter = NonNullable<AdminReturnQuery['status']> | 'all';

const DONE: Readonly<Record<ReturnStatus, string>> = {
  requested: '',
  approved: 'Return approved. Arrange the pickup with the customer.',
  rejected: 'Return rejected. The customer sees your reason on their order.',
  'picked-up': 'Marked picked up: the items are back in stock.',
  refunded: 'Marked refunded: the order records what was given back.',
};

/** The admin's Returns screen: requests oldest first with their orders, and each move along the way. */
export class AdminReturnsStore {
  filter: ReturnFilter = 'open';
  /** The orders of the requests shown, by id (null: deleted since). */
  orders = new Map<string, Order | null>();
  working: string | null = null;
  readonly pager: CursorPager<ReturnRequest>;

  constructor(
    private readonly returns: ReturnRepository,
    private readonly orderRepository: OrderRepository,
    private readonly clock: Clock,
    private readonly notifier: AdminNotifier,
    private readonly adminEmail: () => string,
    private readonly network: NetworkGuard,
  ) {
    this.pager = new CursorPager(async (cursor) => {
      const page = await this.returns.adminList({
        pageSize: RETURNS_PAGE_SIZE,
        cursor,
        ...(this.filter === 'all' ? {} : { status: this.filter }),
      });
      await this.loadOrders(page.items);
      return page;
    }, 'We could not load the return requests. Please try again.');
    makeAutoObservable<this, 'returns' | 'orderRepository' | 'clock' | 'notifier' | 'adminEmail' | 'network'>(
      this,
      {
        pager: false,
        returns: false,
        orderRepository: false,
        clock: false,
        notifier: false,
        adminEmail: false,
        network: false,
      },
      { autoBind: true },
    );
  }

  get items(): ReturnRequest[] {
    return this.pager.items;
  }

  setFilter(filter: ReturnFilter): void {
    this.filter = filter;
    void this.pager.firstPage();
  }

  orderOf(request: ReturnRequest): Order | null {
    return this.orders.get(request.orderId) ?? null;
  }

  /** Hours left to reply to a request still waiting (negative: overdue). */
  hoursLeft(request: ReturnRequest): number {
    return replyHoursLeft(request, this.clock.now());
  }

  /** Moves a request on; null when done, else why not (a rejection's dialog shows it and keeps the reason). */
  async move(request: ReturnRequest, to: ReturnStatus, rejectReason?: string): Promise<string | null> {
    const offline = this.network.offlineProblem();
    if (offline) {
      if (to !== 'rejected') this.notifier.error(offline);
      return offline;
    }
    this.working = request.id;
    try {
      const outcome = await this.returns.move(request.id, to, this.adminEmail(), rejectReason);
      if (!outcome.ok) {
        const problem = moveProblemOf(outcome.error);
        if (outcome.error.code === 'RETURN.INVALID_MOVE') await this.pager.load();
        if (to !== 'rejected') this.notifier.error(problem);
        return problem;
      }
      this.pager.setItems(this.items.map((item) => (item.id === request.id ? outcome.value : item)));
      this.notifier.success(DONE[to]);
      return null;
    } catch (error) {
      console.error(error);
      if (to !== 'rejected') this.notifier.error(RETURN_MOVE_FAILED);
      return RETURN_MOVE_FAILED;
    } finally {
      runInAction(() => (this.working = null));
    }
  }

  private async loadOrders(requests: readonly ReturnRequest[]): Promise<void> {
    const missing = [...new Set(requests.map((request) => request.orderId))].filter(
      (id) => !this.orders.has(id),
    );
    const fetched = await Promise.all(
      missing.map(async (id) => [id, await this.orderRepository.get(id)] as const),
    );
    runInAction(() => fetched.forEach(([id, order]) => this.orders.set(id, order)));
  }
}

/** A fresh store for each visit to the Returns screen (used through useScreenStore). */
export const createAdminReturnsStore = (root: RootStore): AdminReturnsStore =>
  new AdminReturnsStore(
    root.ports.returns,
    root.ports.orders,
    root.ports.clock,
    toasterNotifier,
    () => root.session.user?.email ?? '',
    networkStatusOf(root),
  );
