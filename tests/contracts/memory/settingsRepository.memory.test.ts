import { describe, expect, it, vi } from 'vitest';
import { InMemorySettingsRepository } from '../../../src/adapters/memory/InMemorySettingsRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../../src/domain/settings/ShopSettings';
import { describeSettingsRepositoryContract } from '../settingsRepository.contract';
import { pause } from '../support/timing';
import { memoryActivityLog } from '../../support/activityFakes';

describeSettingsRepositoryContract('memory', async () => {
  const db = new MemoryDatabase();
  return {
    repository: new InMemorySettingsRepository(db, memoryActivityLog(db)),
    storeRaw: async (document) => db.set('settings', 'shop', document),
  };
});

describe('InMemorySettingsRepository (memory only)', () => {
  it('stores settings/shop and fills fields an older document lacks from the defaults', async () => {
    const db = new MemoryDatabase();
    const repository = new InMemorySettingsRepository(db, memoryActivityLog(db));
    await repository.save({ ...DEFAULT_SHOP_SETTINGS, shippingFee: 1 });
    expect(db.peek<ShopSettings>('settings', 'shop')?.shippingFee).toBe(1);
    db.set('settings', 'shop', { phone: '+91 1', email: 'a@b.in' });
    expect(await repository.get()).toEqual({ ...DEFAULT_SHOP_SETTINGS, phone: '+91 1', email: 'a@b.in' });
  });

  it('bills the live settings one read to start and one per change, nothing for other collections', async () => {
    const db = new MemoryDatabase();
    const repository = new InMemorySettingsRepository(db, memoryActivityLog(db));
    const seen: ShopSettings[] = [];
    repository.subscribe((settings) => seen.push(settings));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(db.meter.take().reads).toBe(1);
    db.set('orders', 'x', { id: 'x' });
    await pause(0);
    expect(db.meter.reads).toBe(0);
    await repository.save({ ...DEFAULT_SHOP_SETTINGS, gstRate: 5 });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(db.meter.reads).toBe(1);
  });
});
