import { makeAutoObservable, runInAction } from 'mobx';
import { messageFor } from '../../../domain/messages';
import type { Order, OrderStatus, PaymentStatus } from '../../../domain/Order';
import { applyPaymentStatusChange, applyStatusChange, upsertOrder } from '../../../domain/OrderRules';
import type { Clock } from '../../../ports/Clock';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { AdminNotifier } from './AdminNotifier';

export const ORDERS_PAGE_SIZE = 20;

/** The admin order list (newest first, filtered, paged) and the changes made from an order's detail. */
export class AdminOrdersStore {
  status: OrderStatus | '' = '';
  paymentStatus: PaymentStatus | '' = '';
  search = '';
  items: Order[] = [];
  loading = true;
  error: string | null = null;
  private cursors: (string | null)[] = [null];
  pageIndex = 0;
  nextCursor: string | null = null;
  openId: string | null = null;
  working = false;
  private loadCount = 0;

  constructor(
    private readonly orders: OrderRepository,
    private readonly clock: Clock,
    private readonly notifier: AdminNotifier,
    readonly pageSize = ORDERS_PAGE_SIZE,
  ) {
    makeAutoObservable<AdminOrdersStore, 'orders' | 'clock' | 'notifier' | 'loadCount'>(
      this,
      { orders: false, clock: false, notifier: false, loadCount: false },
      { autoBind: true },
    );
  }

  get openOrder(): Order | null {
    return this.items.find((order) => order.id === this.openId) ?? null;
  }

  get hasPrevious(): boolean {
    return this.pageIndex > 0;
  }

  get hasNext(): boolean {
    return this.nextCursor !== null;
  }

  setStatus(status: OrderStatus | ''): void {
    this.status = status;
    void this.firstPage();
  }

  setPaymentStatus(paymentStatus: PaymentStatus | ''): void {
    this.paymentStatus = paymentStatus;
    void this.firstPage();
  }

  setSearch(search: string): void {
    this.search = search;
    void this.firstPage();
  }

  open(id: string | null): void {
    this.openId = id;
  }

  firstPage(): Promise<void> {
    this.cursors = [null];
    this.pageIndex = 0;
    return this.load();
  }

  nextPage(): Promise<void> {
    if (!this.nextCursor) return Promise.resolve();
    this.cursors = [...this.cursors.slice(0, this.pageIndex + 1), this.nextCursor];
    this.pageIndex += 1;
    return this.load();
  }

  previousPage(): Promise<void> {
    if (this.pageIndex === 0) return Promise.resolve();
    this.pageIndex -= 1;
    return this.load();
  }

  async load(): Promise<void> {
    const ticket = ++this.loadCount;
    this.loading = true;
    try {
      const page = await this.orders.adminList({
        pageSize: this.pageSize,
        cursor: this.cursors[this.pageIndex] ?? null,
        ...(this.status ? { status: this.status } : {}),
        ...(this.paymentStatus ? { paymentStatus: this.paymentStatus } : {}),
        ...(this.search.trim() ? { search: this.search.trim() } : {}),
      });
      if (ticket !== this.loadCount) return;
      runInAction(() => {
        this.items = page.items;
        this.nextCursor = page.nextCursor;
        this.error = null;
      });
    } catch (error) {
      console.error(error);
      if (ticket === this.loadCount) runInAction(() => (this.error = messageFor('ORDERS.LOAD_FAILED')));
    } finally {
      if (ticket === this.loadCount) runInAction(() => (this.loading = false));
    }
  }

  /** Only the moves of the domain OrderRules are sent; the list shows the stored result. */
  async changeStatus(order: Order, status: OrderStatus): Promise<boolean> {
    const checked = applyStatusChange(order, status, this.clock.now());
    if (!checked.ok) {
      this.notifier.error(messageFor('ORDER.INVALID_TRANSITION', { from: order.status, to: status }));
      return false;
    }
    return this.write(
      () => this.orders.updateStatus(order.id, status),
      messageFor('ORDER.STATUS_UPDATED', { status }),
    );
  }

  async changePaymentStatus(order: Order, paymentStatus: PaymentStatus): Promise<boolean> {
    const checked = applyPaymentStatusChange(order, paymentStatus, this.clock.now());
    if (!checked.ok) {
      this.notifier.error(
        messageFor('ORDER.INVALID_PAYMENT_TRANSITION', { from: order.paymentStatus, to: paymentStatus }),
      );
      return false;
    }
    return this.write(
      () => this.orders.updatePaymentStatus(order.id, paymentStatus),
      messageFor('ORDER.PAYMENT_UPDATED', { status: paymentStatus }),
    );
  }

  async remove(id: string): Promise<void> {
    try {
      await this.orders.delete(id);
      this.notifier.success(messageFor('ORDER.DELETED'));
      runInAction(() => {
        if (this.openId === id) this.openId = null;
      });
      await this.load();
    } catch (error) {
      console.error(error);
      this.notifier.error(messageFor('ORDER.DELETE_FAILED'));
    }
  }

  private async write(change: () => Promise<Order>, done: string): Promise<boolean> {
    this.working = true;
    try {
      const updated = await change();
      runInAction(() => (this.items = upsertOrder(this.items, updated)));
      this.notifier.success(done);
      return true;
    } catch (error) {
      console.error(error);
      this.notifier.error(messageFor('ORDER.UPDATE_FAILED'));
      return false;
    } finally {
      runInAction(() => (this.working = false));
    }
  }
}
