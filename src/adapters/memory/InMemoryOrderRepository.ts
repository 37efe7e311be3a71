import { RepositoryError } from '../../domain/errors';
import type { Order, OrderStatus, PaymentStatus } from '../../domain/Order';
import { counterAfterChange, isOpenStatus, type OrderCounter } from '../../domain/OrderLimits';
import type { Page, Unsubscribe } from '../../domain/Page';
import type { Result } from '../../domain/Result';
import { matchesShortOrderId } from '../../domain/ShortOrderId';
import type { Clock } from '../../ports/Clock';
import type {
  AdminOrderQuery,
  OrderRepository,
  PlaceOrderError,
  PlaceOrderRequest,
} from '../../ports/OrderRepository';
import type { MemoryDatabase } from './MemoryDatabase';
import { isAfter, newestFirst, newestFirstPage } from './newestFirstCursor';
import { ORDER_COUNTERS, ORDERS, placeOrderInMemory } from './placeOrderInMemory';
import { watchQuery } from './watchQuery';
import { watchCreatedAfter } from './watchCreatedAfter';

/** Orders in the `orders` collection of the memory database, stored as domain Order JSON. */
export class InMemoryOrderRepository implements OrderRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
  ) {}

  async placeOrder(request: PlaceOrderRequest): Promise<Result<Order, PlaceOrderError>> {
    return this.db.transaction(() => placeOrderInMemory(this.db, this.clock.now(), request));
  }

  async get(id: string): Promise<Order | null> {
    return this.db.get<Order>(ORDERS, id);
  }

  async listByUser(userId: string, limit: number): Promise<Order[]> {
    return this.db.query<Order>(ORDERS, {
      where: (order) => order.userId === userId,
      orderBy: newestFirst,
      limit,
    });
  }

  subscribeByUser(userId: string, limit: number, listener: (orders: Order[]) => void): Unsubscribe {
    const options = { where: (order: Order) => order.userId === userId, orderBy: newestFirst, limit };
    return watchQuery<Order>(this.db, ORDERS, options, (order) => order.id, listener);
  }

  subscribeCreatedAfter(createdAfter: string, listener: (order: Order) => void): Unsubscribe {
    return watchCreatedAfter(this.db, createdAfter, listener);
  }

  async adminList(query: AdminOrderQuery): Promise<Page<Order>> {
    const matches = adminFilter(query);
    return newestFirstPage<Order>(
      (after, limit) =>
        this.db.query<Order>(ORDERS, {
          where: (order) => matches(order) && (after === null || isAfter(order, after)),
          orderBy: newestFirst,
          limit,
        }),
      (order) => order,
      query.pageSize,
      query.cursor,
    );
  }

  async listCreatedBetween(from: string, to: string): Promise<Order[]> {
    return this.db.query<Order>(ORDERS, {
      where: (order) => order.createdAt >= from && order.createdAt < to,
      orderBy: (a, b) => newestFirst(b, a),
    });
  }

  async updateStatus(id: string, status: OrderStatus): Promise<Order> {
    return this.patch(id, { status });
  }

  async updatePaymentStatus(id: string, paymentStatus: PaymentStatus): Promise<Order> {
    return this.patch(id, { paymentStatus });
  }

  async delete(id: string): Promise<void> {
    this.db.transaction(() => {
      const order = this.db.get<Order>(ORDERS, id);
      if (!order) return;
      this.moveCounter(order, false);
      this.db.delete(ORDERS, id);
    });
  }

  private patch(id: string, change: Partial<Pick<Order, 'status' | 'paymentStatus'>>): Order {
    return this.db.transaction(() => {
      const order = this.db.get<Order>(ORDERS, id);
      if (!order) throw new RepositoryError('REPO.NOT_FOUND', `No order ${id}`);
      const updated: Order = { ...order, ...change, updatedAt: this.clock.now() };
      this.moveCounter(order, isOpenStatus(updated.status));
      this.db.set(ORDERS, id, { ...updated });
      return updated;
    });
  }

  /** An order that opens or closes moves its shopper's counter in the same transaction. */
  private moveCounter(order: Order, openAfter: boolean): void {
    const counter = counterAfterChange(
      this.db.get<OrderCounter>(ORDER_COUNTERS, order.userId),
      order,
      openAfter,
    );
    if (counter) this.db.set(ORDER_COUNTERS, order.userId, { ...counter });
  }
}

const adminFilter = ({ status, paymentStatus, search }: AdminOrderQuery): ((order: Order) => boolean) => {
  const needle = search?.trim().toLowerCase() ?? '';
  return (order) =>
    (status === undefined || order.status === status) &&
    (paymentStatus === undefined || order.paymentStatus === paymentStatus) &&
    (needle === '' ||
      order.id.toLowerCase().includes(needle) ||
      matchesShortOrderId(order.id, needle) ||
      order.shippingAddress.name.toLowerCase().includes(needle));
};
