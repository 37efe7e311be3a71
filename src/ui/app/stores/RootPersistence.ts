import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '../../../ports/KeyValueStorage';
import {
  EMPTY_ROOT_STATE,
  isRecord,
  readRootState,
  type RootState,
} from '../../../domain/checkout/RootState';

export const ROOT_KEY = 'root';
/** Where a value we could not read is kept, so a support person (or a later version) can still recover it. */
export const ROOT_CORRUPT_KEY = 'root.corrupt';
export const ROOT_SCHEMA_VERSION = 1;

/** Why the stored value was not taken as it was. */
export type LoadIssue = 'corrupt-json' | 'wrong-shape' | 'unknown-version' | 'migrated';

export interface LoadResult {
  state: RootState;
  issue: LoadIssue | null;
}

const parseJson = (raw: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
};

const isQuotaError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    (error as { code?: unknown }).code === 22 ||
    (error as { code?: unknown }).code === 1014);

/**
 * The state as `load` reads it back: the same fields in the same order, whatever order the stores hold them in. A
 * tab that takes another tab's write and saves it again then writes the very same text, which is no change; were it
 * to differ, the tab would write it back, and that echo, built before the first tab's next write reached it, would
 * undo a cart line added meanwhile.
 */
const asStored = (state: RootState): RootState =>
  readRootState(state.auth, state.cart, state.wishlist, state.pincode).state;

/**
 * Reads and writes the 'root' entry (docs/architecture.md#data-model): a schema version, tolerant of corrupt JSON, wrong shapes,
 * the previous app's redux-persist format, and a full quota — the shop keeps working in memory whatever happens.
 */
export class RootPersistence {
  /** True once a write failed because storage is full (or refused); the UI may show a notice. */
  storageFull = false;
  // ES private fields: MobX does not see them, so they stay plain (nothing observes them).
  readonly #storage: KeyValueStorage;
  #warned = false;
  /** The 'root' value as this tab last read or wrote it: another tab's report of it is not news. */
  #lastWritten: string | null = null;
  /** The state as this tab last read or wrote it: what another tab's later write is told apart from. */
  #base: RootState | null = null;

  constructor(storage: KeyValueStorage) {
    this.#storage = storage;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): LoadResult {
    const raw = this.readRaw();
    if (raw === null) return { state: EMPTY_ROOT_STATE, issue: null };
    this.#lastWritten = raw;
    const parsed = parseJson(raw);
    if (!parsed.ok) return this.setAside(raw, 'corrupt-json');
    const value = parsed.value;
    if (!isRecord(value)) return this.setAside(raw, 'wrong-shape');
    if (value.version === undefined && '_persist' in value) return this.migrateLegacy(raw, value);
    if (value.version !== ROOT_SCHEMA_VERSION) {
      return this.setAside(raw, typeof value.version === 'number' ? 'unknown-version' : 'wrong-shape');
    }
    const state = readRootState(value.auth, value.cart, value.wishlist, value.pincode);
    this.#base = state.state;
    return state.complete
      ? { state: state.state, issue: null }
      : this.setAside(raw, 'wrong-shape', state.state);
  }

  /**
   * Writes the state; on a full quota keeps going (state lives on in memory) and warns once. Only the parts this
   * tab changed since it last read or wrote 'root' are written over what is stored: another tab may have changed
   * the others meanwhile (a cart line added there must not be lost because this tab saw a sign-in).
   */
  save(state: RootState): void {
    const next = this.withOtherTabsChanges(asStored(state));
    const text = JSON.stringify({ version: ROOT_SCHEMA_VERSION, ...next });
    if (text === this.#lastWritten) return;
    try {
      this.#storage.setItem(ROOT_KEY, text);
      this.#lastWritten = text;
      this.#base = next;
      this.storageFull = false;
    } catch (error) {
      this.storageFull = true;
      if (!this.#warned) {
        this.#warned = true;
        console.warn(
          isQuotaError(error)
            ? 'Browser storage is full: your cart and wishlist are kept for this visit only.'
            : 'Browser storage refused the write: your cart and wishlist are kept for this visit only.',
          error,
        );
      }
    }
  }

  private withOtherTabsChanges(state: RootState): RootState {
    const base = this.#base;
    const raw = this.readRaw();
    if (!base || raw === null) return state;
    const parsed = parseJson(raw);
    if (!parsed.ok || !isRecord(parsed.value) || parsed.value.version !== ROOT_SCHEMA_VERSION) return state;
    const stored = readRootState(
      parsed.value.auth,
      parsed.value.cart,
      parsed.value.wishlist,
      parsed.value.pincode,
    );
    if (!stored.complete) return state;
    const unchanged = (part: keyof RootState): boolean =>
      JSON.stringify(state[part]) === JSON.stringify(base[part]);
    return {
      auth: unchanged('auth') ? stored.state.auth : state.auth,
      cart: unchanged('cart') ? stored.state.cart : state.cart,
      wishlist: unchanged('wishlist') ? stored.state.wishlist : state.wishlist,
      pincode: unchanged('pincode') ? stored.state.pincode : state.pincode,
    };
  }

  /**
   * This tab has taken what another tab stored and now holds `state`: a later save writes only what changes after
   * this. Without it, two tabs signed in as different demo users would write their own auth back after each
   * other's every write, without end, and a write racing that exchange could undo a cart line.
   */
  adopt(state: RootState): void {
    this.#base = asStored(state);
  }

  /**
   * Hears each new 'root' value another tab stores (never this tab's own writes), read as `load` reads it. The
   * listener takes what it wants of the state and then calls `adopt` with what this tab holds.
   */
  onOtherTabChange(listener: (state: RootState) => void): () => void {
    return this.#storage.onOtherTabChange(ROOT_KEY, (raw) => {
      if (raw === this.#lastWritten) return;
      listener(this.load().state);
    });
  }

  /** The stored 'root' value; null when there is none or storage cannot be read. */
  private readRaw(): string | null {
    try {
      return this.#storage.getItem(ROOT_KEY);
    } catch {
      return null;
    }
  }

  private migrateLegacy(raw: string, value: Record<string, unknown>): LoadResult {
    // redux-persist stored each slice as its own JSON string, with `items` arrays inside cart and wishlist.
    const slice = (key: string): Record<string, unknown> | null => {
      const text = value[key];
      if (typeof text !== 'string') return null;
      const parsed = parseJson(text);
      return parsed.ok && isRecord(parsed.value) ? parsed.value : null;
    };
    const auth = slice('auth');
    const result = readRootState(
      { user: auth?.user ?? null, profile: null },
      slice('cart')?.items ?? [],
      slice('wishlist')?.items ?? [],
    );
    this.keepAside(raw);
    return { state: result.state, issue: 'migrated' };
  }

  private setAside(raw: string, issue: LoadIssue, state: RootState = EMPTY_ROOT_STATE): LoadResult {
    this.keepAside(raw);
    console.warn(
      `The saved cart could not be read (${issue}); starting fresh. The old value is in '${ROOT_CORRUPT_KEY}'.`,
    );
    return { state, issue };
  }

  private keepAside(raw: string): void {
    try {
      this.#storage.setItem(ROOT_CORRUPT_KEY, raw);
    } catch {
      // Nowhere to keep it: the shop still starts.
    }
  }
}
