import { expect, it, onTestFinished } from 'vitest';
import type { LowStockChange } from '../../../src/domain/catalogue/LowStockWatch';
import { testProduct } from '../support/testProduct';
import { pause } from '../support/timing';
import { recorder, type HarnessRef } from './harness';

const THRESHOLD = 5;
const id = (n: number): string => `lowStock${String(n).padStart(12, '0')}`;

/** One product already low (the baseline), one low but inactive, one just above the threshold, one well above it. */
const shop = () => [
  testProduct(id(1), { name: 'Teak Bed', slug: 'teak-bed', stock: 2 }),
  testProduct(id(2), { name: 'Walnut Chair', slug: 'walnut-chair', stock: THRESHOLD, isActive: false }),
  testProduct(id(3), { name: 'Mango Table', slug: 'mango-table', stock: THRESHOLD + 3 }),
  testProduct(id(4), { name: 'Rosewood Sofa', slug: 'rosewood-sofa', stock: 40 }),
];

/** Each delivery as [id, stock, previousStock] per change. */
const summary = (deliveries: LowStockChange[][]) =>
  deliveries.map((changes) =>
    changes.map(({ product, previousStock }) => [product.id, product.stock, previousStock]),
  );

/** Subscribes and waits until the watch is established (its first, empty, delivery). */
const watch = async (harness: HarnessRef, limit = 50) => {
  const seen = recorder<LowStockChange[]>();
  const stop = harness().products.subscribeLowStock(THRESHOLD, limit, seen.listener, seen.onError);
  // A failed test must not leave a listener hearing the next tests' data.
  onTestFinished(stop);
  onTestFinished(() => expect(seen.failures).toEqual([]));
  await seen.waitFor((changes) => changes.length === 0);
  return { seen, stop };
};

export const lowStockContract = (harness: HarnessRef): void => {
  it('starts with one empty delivery: products already at or below the threshold raise nothing', async () => {
    await harness().seed(shop());
    const { seen, stop } = await watch(harness);
    await pause(50);
    expect(seen.values).toEqual([[]]);
    stop();
  });

  it('reports once an update that takes stock to the threshold, then each further drop with its previous stock', async () => {
    await harness().seed(shop());
    const { seen, stop } = await watch(harness);
    const atThreshold = await harness().products.update(id(3), { stock: THRESHOLD });
    const [entered] = await seen.waitFor((changes) => changes.length > 0);
    expect(entered).toEqual({ product: atThreshold, previousStock: null });
    await harness().products.update(id(3), { stock: 1 });
    await seen.waitFor((changes) => changes[0]?.product.stock === 1);
    await pause(50);
    expect(summary(seen.values)).toEqual([[], [[id(3), THRESHOLD, null]], [[id(3), 1, THRESHOLD]]]);
    stop();
  });

  it('does not report changes to products above the threshold, or edits that leave stock alone', async () => {
    await harness().seed(shop());
    const { seen, stop } = await watch(harness);
    await harness().products.update(id(4), { stock: 39 });
    await harness().products.update(id(3), { stock: THRESHOLD + 1 });
    await harness().products.update(id(1), { name: 'Teak Bed, King' });
    // Something that is reported, so everything before it has surely been delivered.
    await harness().products.update(id(1), { stock: 1 });
    await seen.waitFor((changes) => changes.length > 0);
    await pause(50);
    expect(summary(seen.values)).toEqual([[], [[id(1), 1, 2]]]);
    stop();
  });

  it('leaves inactive products out: their drops raise nothing; put back on sale while low, one enters', async () => {
    await harness().seed(shop());
    expect((await harness().products.listLowStock(THRESHOLD, 10)).map((product) => product.id)).toEqual([
      id(1),
    ]);
    const { seen, stop } = await watch(harness);
    await harness().products.update(id(2), { stock: 0 });
    await harness().products.update(id(3), { isActive: false });
    await harness().products.update(id(3), { stock: 1 });
    // Something that is reported, so everything before it has surely been delivered.
    const restored = await harness().products.update(id(2), { isActive: true });
    await seen.waitFor((changes) => changes.length > 0);
    await pause(50);
    expect(summary(seen.values)).toEqual([[], [[id(2), 0, null]]]);
    expect(seen.values[1]).toEqual([{ product: restored, previousStock: null }]);
    expect((await harness().products.listLowStock(THRESHOLD, 10)).map((product) => product.id)).toEqual([
      id(2),
      id(1),
    ]);
    stop();
  });

  it('does not report a product that slides into a full watch when another leaves it', async () => {
    await harness().seed(shop());
    const { seen, stop } = await watch(harness, 1);
    // The watch holds only the lowest product; restocking it lets the next one in, unchanged.
    await harness().products.update(id(1), { stock: 30 });
    await harness().products.update(id(3), { stock: 3 });
    await seen.waitFor((changes) => changes.length > 0);
    await pause(50);
    expect(summary(seen.values)).toEqual([[], [[id(3), 3, null]]]);
    stop();
  });

  it('stops delivering once unsubscribed', async () => {
    await harness().seed(shop());
    const { seen, stop } = await watch(harness);
    stop();
    await harness().products.update(id(3), { stock: 0 });
    await pause(100);
    expect(seen.values).toEqual([[]]);
  });
};
