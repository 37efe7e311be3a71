import {
  type ActivityEntry,
  type ActivityKind,
  type ActivityTarget,
  type CurrentActor,
  MAX_ACTIVITY_TARGETS,
} from '../../domain/staff/Activity';
import { RepositoryError } from '../../domain/shared/errors';
import type { Page } from '../../domain/shared/Page';
import type { ActivityLog, ActivityQuery } from '../../ports/ActivityLog';
import type { Clock } from '../../ports/Clock';
import type { IdGenerator } from '../../ports/IdGenerator';
import type { MemoryDatabase } from './MemoryDatabase';
import { keysetPage } from './keysetPage';
import { byCreation } from './newestFirstCursor';

export const ACTIVITY = 'activity';

const positionOf = (entry: ActivityEntry) => ({ createdAt: entry.at, id: entry.id });

/**
 * The activity log in memory. The repositories that change things call `record` inside their own
 * `db.transaction`, so an entry and its change are kept or rolled back together.
 */
export class InMemoryActivityLog implements ActivityLog {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly actor: CurrentActor,
  ) {}

  /**
   * Writes the entry of a staff change by the signed-in person. The memory backend has no rules to check anyone's
   * rights, so a change with nobody signed in (a test's or a seed's set-up) is written without an entry.
   */
  record(kind: ActivityKind, targets: readonly ActivityTarget[]): void {
    const by = this.actor();
    if (!by || targets.length === 0) return;
    if (targets.length > MAX_ACTIVITY_TARGETS)
      throw new RepositoryError('REPO.INVALID', `One change records at most ${MAX_ACTIVITY_TARGETS} things.`);
    const entry: ActivityEntry = { id: this.ids.newId(), at: this.clock.now(), by, kind, targets };
    this.db.set(ACTIVITY, entry.id, { ...entry });
  }

  async list(query: ActivityQuery): Promise<Page<ActivityEntry>> {
    const matches = (entry: ActivityEntry): boolean =>
      (query.byUid === undefined || entry.by.uid === query.byUid) &&
      (query.kind === undefined || entry.kind === query.kind) &&
      (query.from === undefined || entry.at >= query.from) &&
      (query.to === undefined || entry.at < query.to);
    return keysetPage(this.db, ACTIVITY, matches, byCreation(positionOf), query);
  }
}
