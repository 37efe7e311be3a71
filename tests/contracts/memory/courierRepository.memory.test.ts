import { describe, expect, it } from 'vitest';
import {
  COURIERS_ID,
  InMemoryCourierRepository,
} from '../../../src/adapters/memory/InMemoryCourierRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { SETTINGS } from '../../../src/adapters/memory/InMemorySettingsRepository';
import { describeCourierRepositoryContract } from '../courierRepository.contract';
import { memoryActivityLog } from '../../support/activityFakes';

describeCourierRepositoryContract('memory', async () => {
  const db = new MemoryDatabase();
  return { repository: new InMemoryCourierRepository(db, memoryActivityLog(db)) };
});

describe('InMemoryCourierRepository (memory only)', () => {
  it('reads a stored list that is not one as no couriers, and drops an entry without a name', async () => {
    const db = new MemoryDatabase();
    const repository = new InMemoryCourierRepository(db, memoryActivityLog(db));
    db.set(SETTINGS, COURIERS_ID, { couriers: 'Delhivery' });
    expect(await repository.get()).toEqual([]);
    db.set(SETTINGS, COURIERS_ID, {
      couriers: [{ trackingUrl: 'https://x.example/{awb}' }, { name: 'DTDC' }],
    });
    expect(await repository.get()).toEqual([{ name: 'DTDC', trackingUrl: '' }]);
  });
});
