import type { KeyValueStorage } from '../../ports/KeyValueStorage';

export const SESSION_KEY = 'sheesham.demo.session';
/** When the session's user last proved who they are (signed in, or again before deleting their account). */
export const SIGNED_IN_AT_KEY = 'sheesham.demo.signedInAt';

const read = (storage: KeyValueStorage, key: string): string | null => {
  try {
    return storage.getItem(key) || null;
  } catch {
    return null;
  }
};

/** The signed-in uid of the demo auth service, kept in KeyValueStorage so a reload stays signed in. */
export class DemoSession {
  private current: string | null;
  private provenAt: string | null;

  constructor(private readonly storage: KeyValueStorage) {
    this.current = read(storage, SESSION_KEY);
    this.provenAt = read(storage, SIGNED_IN_AT_KEY);
  }

  /** ISO; null when not known (a session kept from before the time was recorded counts as an old sign-in). */
  get signedInAt(): string | null {
    return this.provenAt;
  }

  set signedInAt(at: string | null) {
    this.provenAt = at;
    this.store(SIGNED_IN_AT_KEY, at);
  }

  get uid(): string | null {
    return this.current;
  }

  set uid(uid: string | null) {
    this.current = uid;
    this.store(SESSION_KEY, uid);
  }

  private store(key: string, value: string | null): void {
    try {
      if (value === null) this.storage.removeItem(key);
      else this.storage.setItem(key, value);
    } catch {
      // A full or blocked storage only costs the session its survival across a reload.
    }
  }
}
