import { InMemoryProductRepository } from '../../../src/adapters/memory/InMemoryProductRepository';
import { InMemorySettingsRepository } from '../../../src/adapters/memory/InMemorySettingsRepository';
import { InMemoryUserRepository, USERS } from '../../../src/adapters/memory/InMemoryUserRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import type { Actor } from '../../../src/domain/staff/Activity';
import { memoryActivityLog, TEST_STAFF } from '../../support/activityFakes';
import { counterIds, stepClock } from '../../support/catalogueFakes';
import { describeActivityLogContract } from '../activityLog.contract';

const MANAGER: Actor = { uid: 'manager-uid', name: 'Ravi Kumar' };

describeActivityLogContract('in memory', async () => {
  const db = new MemoryDatabase();
  const clock = stepClock();
  const ids = counterIds();
  const firstLog = memoryActivityLog(db, TEST_STAFF, clock);
  return {
    repository: firstLog,
    first: {
      actor: TEST_STAFF,
      products: new InMemoryProductRepository(db, clock, ids, firstLog),
      settings: new InMemorySettingsRepository(db, firstLog),
      users: new InMemoryUserRepository(db, firstLog),
    },
    second: {
      actor: MANAGER,
      products: new InMemoryProductRepository(db, clock, ids, memoryActivityLog(db, MANAGER, clock)),
    },
    seedUser: async (user) => db.set(USERS, user.uid, { ...user }),
  };
});
