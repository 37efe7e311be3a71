import type { KeyValueStorage } from '../../ports/KeyValueStorage';

export const SESSION_KEY = 'sheesham.demo.session';

/** The signed-in uid of the demo auth service, kept in KeyValueStorage so a reload stays signed in. */
export class DemoSession {
  private current: string | null;

  constructor(private readonly storage: KeyValueStorage) {
    try {
      this.current = storage.getItem(SESSION_KEY) || null;
    } catch {
      this.current = null;
    }
  }

  get uid(): string | null {
    return this.current;
  }

  set uid(uid: string | null) {
    this.current = uid;
    try {
      if (uid === null) this.storage.removeItem(SESSION_KEY);
      else this.storage.setItem(SESSION_KEY, uid);
    } catch {
      // A full or blocked storage only costs the session its survival across a reload.
    }
  }
}
