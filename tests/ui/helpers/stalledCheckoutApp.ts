import { InMemoryKeyValueStorage } from '../../../src/adapters/memory/InMemoryKeyValueStorage';
import { ManualConnectivity } from '../../../src/adapters/memory/ManualConnectivity';
import { createContainer } from '../../../src/composition/createContainer';
import { OrderRepository } from '../../../src/ports/OrderRepository';
import { toResolver } from '../../../src/ui/di/Resolver';
import { createStores } from '../../../src/ui/stores/RootStore';
import { StallingOrderRepository } from '../../support/StallingOrderRepository';
import type { TestApp } from './testApp';

/** The memory app whose OrderRepository holds every placeOrder until the test lets it through (`orders.calls`). */
export const makeStalledCheckoutApp = async (
  storage = new InMemoryKeyValueStorage(),
): Promise<TestApp & { orders: StallingOrderRepository }> => {
  const connectivity = new ManualConnectivity();
  const container = await createContainer({
    env: { VITE_BACKEND: 'memory' },
    storage,
    connectivity,
    popupDelayMs: 0,
  });
  const orders = new StallingOrderRepository(container.get(OrderRepository));
  container.rebind(OrderRepository).toConstantValue(orders);
  const resolver = toResolver(container);
  return { container: resolver, stores: createStores(resolver), storage, connectivity, orders };
};
