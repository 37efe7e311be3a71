import { InMemoryKeyValueStorage } from '../../src/adapters/memory/InMemoryKeyValueStorage';
import type { MemoryDatabase, Snapshot } from '../../src/adapters/memory/MemoryDatabase';
import { createContainer } from '../../src/composition/createContainer';
import { MemoryDatabaseToken } from '../../src/composition/tokens';
import { toResolver, type Resolver } from '../../src/ui/di/Resolver';
import { shadowFirestoreBytes, type FirestoreBytes } from './firestoreBytes';

export interface MemoryShop {
  container: Resolver;
  db: MemoryDatabase;
  /** The bytes of what the meter charged, as the Firestore adapter stores those documents. */
  firestoreBytes: FirestoreBytes;
}

/**
 * The app's own composition in memory mode, as a fresh browser would get it (empty storage, no other tabs), with
 * the shop's data replaced by `snapshot` and the meter at zero.
 */
export const openMemoryShop = async (snapshot: Snapshot): Promise<MemoryShop> => {
  const container = toResolver(
    await createContainer({
      env: { VITE_BACKEND: 'memory' },
      storage: new InMemoryKeyValueStorage(),
      popupDelayMs: 0,
    }),
  );
  const db = container.get(MemoryDatabaseToken);
  db.restore(snapshot, false);
  const firestoreBytes = shadowFirestoreBytes(db.meter);
  db.meter.reset();
  return { container, db, firestoreBytes };
};
