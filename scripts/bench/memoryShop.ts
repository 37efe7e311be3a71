import { InMemoryKeyValueStorage } from '../../src/adapters/memory/InMemoryKeyValueStorage';
import { MemoryDatabase, type Snapshot } from '../../src/adapters/memory/MemoryDatabase';
import { createPorts } from '../../src/composition/createPorts';
import type { Ports } from '../../src/ports/Ports';
import { shadowFirestoreBytes, type FirestoreBytes } from './firestoreBytes';

export interface MemoryShop {
  ports: Ports;
  db: MemoryDatabase;
  /** The bytes of what the meter charged, as the Firestore adapter stores those documents. */
  firestoreBytes: FirestoreBytes;
}

/**
 * The app's own composition in memory mode, as a fresh browser would get it (empty storage, no other tabs), with
 * the shop's data replaced by `snapshot` and the meter at zero.
 */
export const openMemoryShop = async (snapshot: Snapshot): Promise<MemoryShop> => {
  const db = new MemoryDatabase();
  const ports = await createPorts({
    env: { VITE_BACKEND: 'memory' },
    storage: new InMemoryKeyValueStorage(),
    popupDelayMs: 0,
    database: db,
  });
  db.restore(snapshot, false);
  const firestoreBytes = shadowFirestoreBytes(db.meter);
  db.meter.reset();
  return { ports, db, firestoreBytes };
};
