/** How long a finished load answers a repeat of its request: the page that mounts right after the first screen's load. */
export const FRESH_FOR_MS = 10_000;

/**
 * A store's load, keyed by its request. Asked for the same request while it runs, or within `freshForMs` after it
 * finished, it returns that load instead of reading again: the first screen's load and the page's own on mount
 * are one read. Later, or for another request, it loads afresh (stock may have changed meanwhile).
 */
export class KeyedLoad {
  #key: string | null = null;
  #loading: Promise<void> = Promise.resolve();
  #finishedAt: number | null = null;

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly freshForMs = FRESH_FOR_MS,
  ) {}

  /** Runs `load` for `key`, unless a load of `key` is running or fresh; `reusable` false forces a new load. */
  run(key: string, load: () => Promise<void>, reusable = true): Promise<void> {
    const fresh = this.#finishedAt === null || this.now() - this.#finishedAt < this.freshForMs;
    if (reusable && key === this.#key && fresh) return this.#loading;
    this.#key = key;
    this.#finishedAt = null;
    const loading = load().finally(() => {
      if (this.#loading === loading) this.#finishedAt = this.now();
    });
    this.#loading = loading;
    return loading;
  }
}
