import { InMemoryOrderErasureRepository } from '../../../src/adapters/memory/InMemoryOrderErasureRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { ORDERS } from '../../../src/adapters/memory/placeOrderInMemory';
import { SystemClock } from '../../../src/adapters/memory/SystemClock';
import type { Order } from '../../../src/domain/orders/Order';
import { memoryActivityLog } from '../../support/activityFakes';
import { describeOrderErasureRepositoryContract } from '../orderErasureRepository.contract';

describeOrderErasureRepositoryContract('memory', async () => {
  const db = new MemoryDatabase();
  const log = memoryActivityLog(db);
  return {
    repository: new InMemoryOrderErasureRepository(db, new SystemClock(), log),
    seedOrders: async (orders) => orders.forEach((order) => db.set(ORDERS, order.id, { ...order })),
    orderOf: async (id) => db.peek<Order>(ORDERS, id),
    activity: log,
  };
});
