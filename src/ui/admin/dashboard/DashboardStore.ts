import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  dailySeries,
  dashboardTotals,
  dashboardWindow,
  ordersByStatus,
  type DailyPoint,
  type DashboardTotals,
} from '../../../domain/staff/AdminDashboard';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import type { Order, OrderStatus } from '../../../domain/orders/Order';
import type { Product } from '../../../domain/catalogue/Product';
import type { Clock } from '../../../ports/Clock';
import type { ComplaintCounts, ComplaintRepository } from '../../../ports/ComplaintRepository';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { ProductRepository } from '../../../ports/ProductRepository';
import type { ReviewRepository } from '../../../ports/ReviewRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';

export const PENDING_PAGE = 100;
export const LOW_STOCK_LIMIT = 8;
export const RECENT_ORDERS = 6;

/**
 * The dashboard's figures from a few bounded reads: the last 30 days of orders (cards and charts), up to 100 pending
 * orders, the lowest-stock products, the newest orders, one count of the reviews waiting for moderation and two of
 * the complaints waiting (and overdue).
 */
export class DashboardStore {
  state: LoadState = LOADING;
  now = '';
  windowOrders: Order[] = [];
  pendingCount = 0;
  /** More pending orders than one page holds ('100+'). */
  pendingMore = false;
  lowStock: Product[] = [];
  reviewsWaiting = 0;
  complaints: ComplaintCounts = { waiting: 0, overdue: 0 };
  recent: Order[] = [];
  readonly #orders: OrderRepository;
  readonly #products: ProductRepository;
  readonly #reviews: ReviewRepository;
  readonly #complaints: ComplaintRepository;
  readonly #clock: Clock;

  constructor(
    orders: OrderRepository,
    products: ProductRepository,
    reviews: ReviewRepository,
    complaints: ComplaintRepository,
    clock: Clock,
  ) {
    this.#orders = orders;
    this.#products = products;
    this.#reviews = reviews;
    this.#complaints = complaints;
    this.#clock = clock;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  get totals(): DashboardTotals {
    return dashboardTotals(this.windowOrders);
  }

  get series(): DailyPoint[] {
    return this.now ? dailySeries(this.windowOrders, this.now) : [];
  }

  get byStatus(): { status: OrderStatus; count: number }[] {
    return ordersByStatus(this.windowOrders);
  }

  async load(lowStockThreshold: number): Promise<void> {
    this.state = LOADING;
    const now = this.#clock.now();
    const { from, to } = dashboardWindow(now);
    try {
      const [windowOrders, pending, lowStock, recent, reviewsWaiting, complaints] = await Promise.all([
        this.#orders.listCreatedBetween(from, to),
        this.#orders.adminList({ status: 'pending', pageSize: PENDING_PAGE }),
        this.#products.listLowStock(lowStockThreshold, LOW_STOCK_LIMIT),
        this.#orders.adminList({ pageSize: RECENT_ORDERS }),
        this.#reviews.countPending(),
        this.#complaints.counts(now),
      ]);
      runInAction(() => {
        this.now = now;
        this.windowOrders = windowOrders;
        this.pendingCount = pending.items.length;
        this.pendingMore = pending.nextCursor !== null;
        this.lowStock = lowStock;
        this.recent = recent.items;
        this.reviewsWaiting = reviewsWaiting;
        this.complaints = complaints;
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.state = failed(adminMessageFor('ADMIN.LOAD_FAILED'))));
    }
  }
}

/** A fresh store for each visit to the Dashboard (used through useScreenStore). */
export const createDashboardStore = (root: RootStore): DashboardStore =>
  new DashboardStore(
    root.ports.orders,
    root.ports.products,
    root.ports.reviews,
    root.ports.complaints,
    root.ports.clock,
  );
