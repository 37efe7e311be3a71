import { makeAutoObservable, observable, runInAction, observableRef } from 'mobx';
import type { Order } from '../../../domain/orders/Order';
import { prependOrder, upsertOrder } from '../../../domain/orders/OrderRules';
import type { OrderRepository } from '../../../ports/OrderRepository';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';
import { orderMessageFor } from '../../../domain/orders/orderMessages';

/** How many of a shopper's orders My Orders follows live. */
export const MY_ORDERS_LIMIT = 50;

/** The signed-in shopper's orders, newest first, live: an admin's status change shows without a reload. */
export class OrdersStore {
  orders: Order[] = [];
  /** Failed: the live list stopped; what it showed stays, but no longer changes. */
  state: LoadState = IDLE;
  userId: string | null = null;
  /** Orders older than the live list holds, as read once (or changed since by this shopper). */
  readonly #readOnce = observable.map<string, Order>();
  readonly #repository: OrderRepository;
  #unsubscribe: (() => void) | null = null;

  constructor(repository: OrderRepository) {
    this.#repository = repository;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  /** Follows the user's orders (or nothing for null); a new user replaces the previous listener. */
  follow(userId: string | null): void {
    if (userId === this.userId) return;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.userId = userId;
    this.orders = [];
    this.#readOnce.clear();
    if (!userId) {
      this.state = IDLE;
      return;
    }
    this.state = LOADING;
    this.#unsubscribe = this.#repository.subscribeByUser(userId, MY_ORDERS_LIMIT, this.receive, this.fail);
  }

  stop(): void {
    this.follow(null);
  }

  /** Follows the same user again, after the live list failed. */
  retry(): void {
    const { userId } = this;
    this.follow(null);
    this.follow(userId);
  }

  receive(orders: Order[]): void {
    this.orders = orders;
    this.state = LOADED;
  }

  fail(error: unknown): void {
    console.error(error);
    this.state = failed(orderMessageFor('ORDER.LIST_LOAD_FAILED'));
  }

  /** A just-placed order shows at once, before the listener reports it. */
  addPlaced(order: Order): void {
    if (order.userId === this.userId) this.orders = prependOrder(this.orders, order);
  }

  orderById(id: string): Order | undefined {
    return this.orders.find((order) => order.id === id) ?? this.#readOnce.get(id);
  }

  /** A changed order shows at once, in the live list or among those read once. */
  remember(order: Order): void {
    if (this.orders.some((existing) => existing.id === order.id))
      this.orders = upsertOrder(this.orders, order);
    else this.#readOnce.set(order.id, order);
  }

  /**
   * One of `uid`'s orders read once (an older one than the live list holds); another user's order or a missing one
   * gives null, a failed read throws.
   */
  async readOrder(id: string, uid: string): Promise<Order | null> {
    const order = await this.#repository.get(id);
    const mine = order && order.userId === uid ? order : null;
    if (mine) runInAction(() => this.#readOnce.set(mine.id, mine));
    return mine;
  }
}
