import { InMemoryActivityLog } from '../../src/adapters/memory/InMemoryActivityLog';
import type { MemoryDatabase } from '../../src/adapters/memory/MemoryDatabase';
import type { Actor } from '../../src/domain/staff/Activity';
import type { Clock } from '../../src/ports/Clock';
import { counterIds, stepClock } from './catalogueFakes';

/** The member of staff a memory test acts as. */
export const TEST_STAFF: Actor = { uid: 'staff-uid', name: 'Asha Verma' };

let logs = 0;

/** The activity log of a memory database, written as `actor` (null: nobody signed in); each log its own ids. */
export const memoryActivityLog = (
  db: MemoryDatabase,
  actor: Actor | null = TEST_STAFF,
  clock: Clock = stepClock(),
): InMemoryActivityLog => new InMemoryActivityLog(db, clock, counterIds(`log${++logs}`), () => actor);
