import { makeAutoObservable } from 'mobx';
import type { Order } from '../../domain/Order';
import { prependOrder } from '../../domain/OrderRules';
import type { OrderRepository } from '../../ports/OrderRepository';

/** How many of a shopper's orders My Orders follows live. */
export const MY_ORDERS_LIMIT = 50;

/** The signed-in shopper's orders, newest first, live: an admin's status change shows without a reload. */
export class OrdersStore {
  orders: Order[] = [];
  isLoading = false;
  error: string | null = null;
  userId: string | null = null;
  readonly #repository: OrderRepository;
  #unsubscribe: (() => void) | null = null;

  constructor(repository: OrderRepository) {
    this.#repository = repository;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Follows the user's orders (or nothing for null); a new user replaces the previous listener. */
  follow(userId: string | null): void {
    if (userId === this.userId) return;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.userId = userId;
    this.orders = [];
    this.error = null;
    if (!userId) {
      this.isLoading = false;
      return;
    }
    this.isLoading = true;
    this.#unsubscribe = this.#repository.subscribeByUser(userId, MY_ORDERS_LIMIT, this.receive);
  }

  stop(): void {
    this.follow(null);
  }

  receive(orders: Order[]): void {
    this.orders = orders;
    this.isLoading = false;
  }

  /** A just-placed order shows at once, before the listener reports it. */
  addPlaced(order: Order): void {
    if (order.userId === this.userId) this.orders = prependOrder(this.orders, order);
  }

  orderById(id: string): Order | undefined {
    return this.orders.find((order) => order.id === id);
  }

  /**
   * One of `uid`'s orders read once (an older one than the live list holds); another user's order, a missing one
   * or a failed read gives null.
   */
  async readOrder(id: string, uid: string): Promise<Order | null> {
    try {
      const order = await this.#repository.get(id);
      return order && order.userId === uid ? order : null;
    } catch (error) {
      console.error(error);
      return null;
    }
  }
}
