import { MAX_ACTIVITY_TARGETS } from '../../domain/staff/Activity';
import { RepositoryError } from '../../domain/shared/errors';
import type { Order } from '../../domain/orders/Order';
import {
  customerErasureTarget,
  erasedOrder,
  isErasureDue,
  markedForErasure,
} from '../../domain/accounts/OrderErasure';
import type { Clock } from '../../ports/Clock';
import type { OrderErasureRepository } from '../../ports/OrderErasureRepository';
import type { InMemoryActivityLog } from './InMemoryActivityLog';
import type { MemoryDatabase } from './MemoryDatabase';
import { ORDERS } from './placeOrderInMemory';

const longestDueFirst = (a: Order, b: Order): number =>
  (a.erasureDueAt ?? '').localeCompare(b.erasureDueAt ?? '') || a.id.localeCompare(b.id);

/** The erasure marks and erasures on the memory database's `orders`, as firestore.rules allow them. */
export class InMemoryOrderErasureRepository implements OrderErasureRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
    private readonly log: InMemoryActivityLog,
  ) {}

  async requestErasure(userId: string): Promise<number> {
    return this.db.transaction(() => {
      const now = this.clock.now();
      const marked = this.db
        .query<Order>(ORDERS, { where: (order) => order.userId === userId })
        .flatMap((order) => markedForErasure(order, now) ?? []);
      for (const order of marked) this.db.set(ORDERS, order.id, { ...order });
      return marked.length;
    });
  }

  async countDue(now: string): Promise<number> {
    return this.db.count<Order>(ORDERS, (order) => isErasureDue(order, now));
  }

  async eraseDue(now: string, max: number): Promise<number> {
    if (!Number.isInteger(max) || max < 1 || max > MAX_ACTIVITY_TARGETS)
      throw new RepositoryError('REPO.INVALID', `max must be 1..${MAX_ACTIVITY_TARGETS}`);
    return this.db.transaction(() => {
      const erased = this.db
        .query<Order>(ORDERS, {
          where: (order) => isErasureDue(order, now),
          orderBy: longestDueFirst,
          limit: max,
        })
        .flatMap((order) => erasedOrder(order, now) ?? []);
      for (const order of erased) this.db.set(ORDERS, order.id, { ...order });
      this.log.record('order', erased.map(customerErasureTarget));
      return erased.length;
    });
  }
}
