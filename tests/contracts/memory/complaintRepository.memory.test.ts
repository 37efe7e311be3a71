import { ACTIVITY } from '../../../src/adapters/memory/InMemoryActivityLog';
import {
  COMPLAINTS,
  InMemoryComplaintRepository,
} from '../../../src/adapters/memory/InMemoryComplaintRepository';
import { COMPLAINT_COUNTER_ID, META } from '../../../src/adapters/memory/meta';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { ORDERS } from '../../../src/adapters/memory/placeOrderInMemory';
import type { ActivityEntry } from '../../../src/domain/staff/Activity';
import { memoryActivityLog } from '../../support/activityFakes';
import { describeComplaintRepositoryContract } from '../complaintRepository.contract';

describeComplaintRepositoryContract(
  'memory',
  async () => {
    const db = new MemoryDatabase();
    const clock = { now: () => new Date().toISOString() };
    return {
      complaints: new InMemoryComplaintRepository(db, clock, memoryActivityLog(db, undefined, clock)),
      seedOrder: async (id, userId) => db.set(ORDERS, id, { id, userId }),
      seedComplaints: async (complaints) =>
        db.transaction(() => {
          complaints.forEach((complaint) => db.set(COMPLAINTS, complaint.id, { ...complaint }));
          db.set(META, COMPLAINT_COUNTER_ID, {
            count: Math.max(...complaints.map((complaint) => complaint.number)),
          });
        }),
      activity: async () =>
        db.scan<ActivityEntry>(ACTIVITY).sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id)),
    };
  },
  { modelRuns: 60 },
);
