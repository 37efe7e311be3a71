import { describe, expect, it } from 'vitest';
import { parseSnapshot } from '../../../src/adapters/memory/DemoSnapshotStore';
import { BANNERS, InMemoryBannerRepository } from '../../../src/adapters/memory/InMemoryBannerRepository';
import { InMemoryProductRepository } from '../../../src/adapters/memory/InMemoryProductRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { PRODUCTS_COLLECTION } from '../../../src/adapters/memory/catalogueSummaryDocument';
import { memoryActivityLog } from '../../support/activityFakes';
import { counterIds, stepClock } from '../../support/catalogueFakes';
import { testProduct } from '../support/testProduct';
import { bannerInput } from '../banners/bannerInput';

const demoBanner = {
  ...bannerInput('Festive', { phoneImage: '/images/banners/festive-phone.webp' }),
  order: 1,
  createdAt: '2025-10-01T08:00:00.000Z',
  updatedAt: '2025-10-01T08:00:00.000Z',
};

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
    } = testProduct('older', { slug: 'older-chair' });
    const declared = testProduct('declared', { slug: 'declared-chair', netQuantity: '1 set of 2' });
    const snapshot = parseSnapshot(
      savedSnapshot({
        older,
        corrupt: { ...testProduct('corrupt'), countryOfOrigin: 91, netQuantity: ['1 N'] },
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

describe('a demo snapshot saved before banners had phone pictures', () => {
  it('opens its banners without a phone picture, or with a malformed one, as having none', async () => {
    const { phoneImage: _none, ...older } = demoBanner;
    const snapshot = parseSnapshot(
      JSON.stringify({
        [BANNERS]: {
          older: { ...older, id: 'older' },
          corrupt: { ...older, id: 'corrupt', order: 2, phoneImage: ['/a.png'] },
          phone: { ...demoBanner, id: 'phone', order: 3 },
        },
      }),
    );
    const db = new MemoryDatabase(snapshot ?? {});
    const banners = new InMemoryBannerRepository(db, stepClock(), counterIds(), memoryActivityLog(db));
    expect((await banners.listAll()).map((banner) => [banner.id, banner.phoneImage])).toEqual([
      ['older', ''],
      ['corrupt', ''],
      ['phone', '/images/banners/festive-phone.webp'],
    ]);
  });
});
