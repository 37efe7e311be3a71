import type { Unsubscribe } from '../../domain/shared/Page';
import type { MemoryDatabase } from './MemoryDatabase';

/**
 * Calls `deliver` asynchronously, like a Firestore listener's snapshots: once at the start and after changes to
 * `collection`, a burst of changes coalescing into one call, and never after the returned unsubscribe. `isActive`
 * lets a delivery stop halfway when a listener it called unsubscribed.
 */
export const deliverOnChange = (
  db: MemoryDatabase,
  collection: string,
  deliver: (isActive: () => boolean) => void,
): Unsubscribe => {
  let active = true;
  let scheduled = false;
  const isActive = (): boolean => active;

  const run = (): void => {
    scheduled = false;
    if (active) deliver(isActive);
  };
  const schedule = (): void => {
    if (scheduled || !active) return;
    scheduled = true;
    queueMicrotask(run);
  };

  const stop = db.onChange((name) => {
    if (name === collection) schedule();
  });
  schedule();
  return () => {
    active = false;
    stop();
  };
};
