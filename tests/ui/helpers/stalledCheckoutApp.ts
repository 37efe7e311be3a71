import { InMemoryKeyValueStorage } from '../../../src/adapters/memory/InMemoryKeyValueStorage';
import { StallingOrderRepository } from '../../support/StallingOrderRepository';
import { makeTestApp, type TestApp } from './testApp';

/** The memory app whose OrderRepository holds every placeOrder until the test lets it through (`orders.calls`). */
export const makeStalledCheckoutApp = async (
  storage = new InMemoryKeyValueStorage(),
): Promise<TestApp & { orders: StallingOrderRepository }> => {
  let orders: StallingOrderRepository | undefined;
  const app = await makeTestApp(storage, {
    wrap: (memory) => ({ orders: (orders = new StallingOrderRepository(memory.orders)) }),
  });
  if (!orders) throw new Error('the order repository was not replaced');
  return { ...app, orders };
};
