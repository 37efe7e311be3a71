import { describe, expect, it } from 'vitest';
import { parseSnapshot } from '../../../src/adapters/memory/DemoSnapshotStore';
import { InMemoryProductRepository } from '../../../src/adapters/memory/InMemoryProductRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { PRODUCTS_COLLECTION } from '../../../src/adapters/memory/catalogueSummaryDocument';
import { memoryActivityLog } from '../../support/activityFakes';
import { counterIds, stepClock } from '../../support/catalogueFakes';
import { makeProduct } from '../../support/productArbitraries';

/** A demo snapshot as an older version of the shop saved it: the products as given, through JSON. */
const savedSnapshot = (products: Record<string, object>): string =>
  JSON.stringify({ [PRODUCTS_COLLECTION]: products });

describe('a demo snapshot saved before products had declarations', () => {
  it('opens its products with missing or malformed declarations as not declared, and keeps the ones they have', async () => {
    const {
      countryOfOrigin: _country,
      manufacturerName: _name,
      manufacturerAddress: _address,
      netQuantity: _quantity,
      ...older
    } = makeProduct({ id: 'older', slug: 'older-chair' });
    const declared = makeProduct({ id: 'declared', slug: 'declared-chair', netQuantity: '1 set of 2' });
    const snapshot = parseSnapshot(
      savedSnapshot({
        older,
        corrupt: { ...makeProduct({ id: 'corrupt' }), countryOfOrigin: 91, netQuantity: ['1 N'] },
        declared,
      }),
    );
    expect(snapshot).not.toBeNull();
    const db = new MemoryDatabase(snapshot ?? {});
    const products = new InMemoryProductRepository(db, stepClock(), counterIds(), memoryActivityLog(db));
    expect(await products.getById('older')).toMatchObject({
      countryOfOrigin: '',
      manufacturerName: '',
      manufacturerAddress: '',
      netQuantity: '',
    });
    expect(await products.getById('corrupt')).toMatchObject({
      countryOfOrigin: '',
      manufacturerName: 'Test Workshop',
      netQuantity: '',
    });
    expect(await products.getById('declared')).toEqual(declared);
  });
});
