import { InMemoryKeyValueStorage } from '../../../src/adapters/memory/InMemoryKeyValueStorage';
import { OrderRepository } from '../../../src/ports/OrderRepository';
import { StallingOrderRepository } from '../../support/StallingOrderRepository';
import { makeTestApp, type TestApp } from './testApp';

/** The memory app whose OrderRepository holds every placeOrder until the test lets it through (`orders.calls`). */
export const makeStalledCheckoutApp = async (
  storage = new InMemoryKeyValueStorage(),
): Promise<TestApp & { orders: StallingOrderRepository }> => {
  let orders: StallingOrderRepository | undefined;
  const app = await makeTestApp(storage, (container) => {
    orders = new StallingOrderRepository(container.get(OrderRepository));
    container.rebind(OrderRepository).toConstantValue(orders);
  });
  if (!orders) throw new Error('the order repository was not rebound');
  return { ...app, orders };
};
