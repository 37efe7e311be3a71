import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  doc,
  type DocumentData,
  type Firestore,
  serverTimestamp,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import { type ActivityKind, deletionEntryId as entryIdOfDeletion } from '../../../src/domain/staff/Activity';
import { storedActivityTargets } from '../../../src/domain/staff/StoredActivityTargets';
import { emailOf, stored, uidOf } from './rulesEnv';

let entries = 0;

/**
 * Adds to `batch` the activity entry that a staff write carries (by the client's own person, at the server's time)
 * and returns the id that each written document names as its auditId.
 */
export const logEntry = (
  batch: WriteBatch,
  db: Firestore,
  kind: ActivityKind = 'product',
  id = `entry-${Date.now()}-${++entries}`,
  entry: DocumentData = {},
): string => {
  batch.set(doc(db, 'activity', id), {
    at: serverTimestamp(),
    byUid: uidOf(db),
    byName: emailOf(db),
    kind,
    targets: storedActivityTargets([{ id: 'target', label: 'Target', action: 'updated', changes: [] }]),
    ...entry,
  });
  return id;
};

const loggedWrite =
  (write: 'set' | 'update') =>
  (db: Firestore, path: string, data: DocumentData, kind?: ActivityKind): Promise<void> => {
    const batch = writeBatch(db);
    const logged = { ...data, auditId: logEntry(batch, db, kind) };
    if (write === 'set') batch.set(doc(db, path), logged);
    else batch.update(doc(db, path), logged);
    return batch.commit();
  };

/** A staff member's set of one document, with its activity entry in the same batch. */
export const loggedSet = loggedWrite('set');
/** A staff member's update of one document, with its activity entry in the same batch. */
export const loggedUpdate = loggedWrite('update');

/** The entry a deletion of `path` names: deleted-{collection}-{id}-{the document's last auditId}. */
export const deletionEntryId = async (env: RulesTestEnvironment, path: string): Promise<string> => {
  const [collection = '', id = ''] = path.split('/');
  return entryIdOfDeletion(collection, id, (await stored(env, path))?.['auditId'] as string | undefined);
};

/** A staff member's deletion of one document, with its activity entry in the same batch. */
export const loggedDelete = async (
  env: RulesTestEnvironment,
  db: Firestore,
  path: string,
  kind?: ActivityKind,
): Promise<void> => {
  const batch = writeBatch(db);
  logEntry(batch, db, kind, await deletionEntryId(env, path));
  batch.delete(doc(db, path));
  return batch.commit();
};
