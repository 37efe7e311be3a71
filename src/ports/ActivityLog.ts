import type { ActivityEntry, ActivityKind } from '../domain/staff/Activity';
import type { Page } from '../domain/shared/Page';

/** Which entries to list, newest first: by one person, of one kind, at or after `from` and before `to` (ISO). */
export interface ActivityQuery {
  byUid?: string;
  kind?: ActivityKind;
  from?: string;
  to?: string;
  pageSize: number;
  cursor?: string | null;
}

/** The staff's activity log, as the owner reads it; the repositories that change things write it. */
export interface ActivityLog {
  list(query: ActivityQuery): Promise<Page<ActivityEntry>>;
}
