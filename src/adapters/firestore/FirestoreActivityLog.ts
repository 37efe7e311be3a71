import {
  collection,
  doc,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import {
  type ActivityEntry,
  type ActivityKind,
  type ActivityTarget,
  type CurrentActor,
  isActivityKind,
  MAX_ACTIVITY_TARGETS,
} from '../../domain/staff/Activity';
import { RepositoryError } from '../../domain/shared/errors';
import { parsedActivityTarget, storedActivityTargets } from '../../domain/staff/StoredActivityTargets';
import type { Page } from '../../domain/shared/Page';
import type { ActivityLog, ActivityQuery } from '../../ports/ActivityLog';
import { ACTIVITY } from './collections';
import { guarded } from './firestoreErrors';
import { timestampPage } from './timestampPage';
import { fromIso, toIso } from './timestamps';

/** What can write an entry: a transaction or a batch. */
interface Writer {
  set(reference: ReturnType<typeof doc>, data: DocumentData): unknown;
}

/**
 * Writes the entry of a staff change with `writer` (so it commits with the change, as firestore.rules require) and
 * returns the auditId that each document the change writes must carry. `id` is given for a deletion
 * (Activity.deletionEntryId); otherwise a new one.
 */
export const logActivity = (
  db: Firestore,
  writer: Writer,
  actor: CurrentActor,
  kind: ActivityKind,
  targets: readonly ActivityTarget[],
  id: string = doc(collection(db, ACTIVITY)).id,
): string => {
  const by = actor();
  if (!by)
    throw new RepositoryError('REPO.PERMISSION_DENIED', 'Only a signed-in member of staff can change this.');
  if (targets.length === 0 || targets.length > MAX_ACTIVITY_TARGETS)
    throw new RepositoryError('REPO.INVALID', `One change records 1 to ${MAX_ACTIVITY_TARGETS} things.`);
  writer.set(doc(db, ACTIVITY, id), {
    at: serverTimestamp(),
    byUid: by.uid,
    byName: by.name,
    kind,
    targets: storedActivityTargets(targets),
  });
  return id;
};

/**
 * Writes an entry on its own and returns its id: for a change outside Firestore, a photo uploaded to Cloud Storage,
 * whose upload names the entry (storage.rules check it was written by the same person, moments before).
 */
export const logOnItsOwn = async (
  db: Firestore,
  actor: CurrentActor,
  kind: ActivityKind,
  targets: readonly ActivityTarget[],
): Promise<string> => {
  const batch = writeBatch(db);
  const id = logActivity(db, batch, actor, kind, targets);
  await guarded(() => batch.commit());
  return id;
};

/** The auditId a stored document carries: the entry of its last staff write. */
export const auditIdOf = (data: DocumentData | undefined): string | undefined =>
  typeof data?.['auditId'] === 'string' ? data['auditId'] : undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored target: its JSON text, or (written before targets were bounded) a map. */
const targetOf = (value: unknown): ActivityTarget[] => {
  const stored = typeof value === 'string' ? parsedActivityTarget(value) : value;
  if (typeof stored !== 'object' || stored === null) return [];
  const target = stored as Record<string, unknown>;
  const action = target['action'];
  if (action !== 'created' && action !== 'updated' && action !== 'deleted') return [];
  const changes = Array.isArray(target['changes']) ? (target['changes'] as unknown[]) : [];
  return [
    {
      id: text(target['id']),
      label: text(target['label']),
      action,
      changes: changes.flatMap((change) => {
        if (typeof change !== 'object' || change === null) return [];
        const { field, before, after } = change as Record<string, unknown>;
        const value = (v: unknown) =>
          typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
        return typeof field === 'string' ? [{ field, before: value(before), after: value(after) }] : [];
      }),
    },
  ];
};

/** A stored entry as the domain reads it; a malformed one reads as what it can tell. */
export const activityEntryOf = (id: string, data: DocumentData): ActivityEntry | null => {
  const kind = data['kind'];
  if (!isActivityKind(kind) || !(data['at'] instanceof Timestamp)) return null;
  return {
    id,
    at: toIso(data['at']),
    by: { uid: text(data['byUid']), name: text(data['byName']) },
    kind,
    targets: Array.isArray(data['targets']) ? (data['targets'] as unknown[]).flatMap(targetOf) : [],
  };
};

const CURSOR_TAG = 'activity';

/** The activity log on Cloud Firestore: newest first, by the server's time, the id breaking ties. */
export class FirestoreActivityLog implements ActivityLog {
  constructor(private readonly db: Firestore) {}

  async list(request: ActivityQuery): Promise<Page<ActivityEntry>> {
    const filters: QueryConstraint[] = [];
    if (request.byUid !== undefined) filters.push(where('byUid', '==', request.byUid));
    if (request.kind !== undefined) filters.push(where('kind', '==', request.kind));
    if (request.from !== undefined) filters.push(where('at', '>=', fromIso(request.from)));
    if (request.to !== undefined) filters.push(where('at', '<', fromIso(request.to)));
    return timestampPage(
      collection(this.db, ACTIVITY),
      filters,
      { tag: CURSOR_TAG, field: 'at', direction: 'desc' },
      request,
      (snapshot) => activityEntryOf(snapshot.id, snapshot.data()),
    );
  }
}
