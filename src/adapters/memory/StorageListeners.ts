type ChangeListener = (value: string | null) => void;

/** Starts and stops whatever feeds an adapter's reports (the window's events, say). */
export interface ReportSource {
  start(): void;
  stop(): void;
}

/**
 * The listeners of one KeyValueStorage instance: other tabs' changes by key, and the page going away. `source`
 * starts with the first listener and stops after the last, so an adapter nobody listens to holds no browser
 * listener. A listener removed before a report arrives does not hear it, and one that throws does not keep the
 * others from hearing it (the error is thrown once they all have).
 */
export class StorageListeners {
  readonly #changes = new Map<string, Set<ChangeListener>>();
  readonly #leaves = new Set<() => void>();
  readonly #source: ReportSource | undefined;
  #count = 0;

  constructor(source?: ReportSource) {
    this.#source = source;
  }

  onChange(key: string, listener: ChangeListener): () => void {
    // A wrapper per subscription: the same function subscribed twice is two subscriptions.
    const entry: ChangeListener = (value) => listener(value);
    const set = this.#changes.get(key) ?? new Set<ChangeListener>();
    this.#changes.set(key, set);
    set.add(entry);
    return this.#added(() => {
      set.delete(entry);
      if (set.size === 0) this.#changes.delete(key);
    });
  }

  onLeave(listener: () => void): () => void {
    const entry = (): void => listener();
    this.#leaves.add(entry);
    return this.#added(() => this.#leaves.delete(entry));
  }

  /** Another tab set `key` to `value` (null: removed). A null key means the storage was cleared: every key hears null. */
  reportChange(key: string | null, value: string | null): void {
    const sets = key === null ? [...this.#changes.values()] : [this.#changes.get(key) ?? new Set()];
    callEach(
      sets.flatMap((set) =>
        [...set].map((entry) => () => set.has(entry) && entry(key === null ? null : value)),
      ),
    );
  }

  reportLeave(): void {
    callEach([...this.#leaves].map((entry) => () => this.#leaves.has(entry) && entry()));
  }

  #added(remove: () => void): () => void {
    if (this.#count++ === 0) this.#source?.start();
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      remove();
      if (--this.#count === 0) this.#source?.stop();
    };
  }
}

const callEach = (calls: (() => unknown)[]): void => {
  const errors: unknown[] = [];
  for (const call of calls) {
    try {
      call();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'Several storage listeners failed.');
};
