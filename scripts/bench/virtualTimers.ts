type Callback = (...args: unknown[]) => void;

interface Timer {
  id: number;
  at: number;
  callback: Callback;
  every: number | null;
}

const realSetImmediate = globalThis.setImmediate;

/** Lets promise chains and queued listener deliveries run (the memory backend answers within a few ticks). */
export const settle = async (ticks = 10): Promise<void> => {
  for (let tick = 0; tick < ticks; tick++) await new Promise<void>((done) => realSetImmediate(done));
};

/**
 * A virtual clock for the global timers, so a journey can type with the UI's real debounce or sit idle for a
 * minute in no time: while installed, setTimeout/setInterval only run when `advance` moves the clock past them.
 * Date is left alone (the app's Clock port stays real).
 */
export class VirtualTimers {
  private now = 0;
  private nextId = 1;
  private timers = new Map<number, Timer>();
  private saved: Pick<
    typeof globalThis,
    'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'
  > | null = null;

  install(): this {
    const global = globalThis as Record<string, unknown>;
    this.saved = {
      setTimeout: globalThis.setTimeout,
      clearTimeout: globalThis.clearTimeout,
      setInterval: globalThis.setInterval,
      clearInterval: globalThis.clearInterval,
    };
    const schedule =
      (repeat: boolean) =>
      (callback: Callback, delay = 0, ...args: unknown[]): number => {
        const id = this.nextId++;
        const wait = Math.max(0, Number(delay) || 0);
        const run: Callback = () => callback(...args);
        this.timers.set(id, {
          id,
          at: this.now + wait,
          callback: run,
          every: repeat ? Math.max(1, wait) : null,
        });
        return id;
      };
    const cancel = (id: unknown): void => void this.timers.delete(Number(id));
    global['setTimeout'] = schedule(false);
    global['setInterval'] = schedule(true);
    global['clearTimeout'] = cancel;
    global['clearInterval'] = cancel;
    return this;
  }

  uninstall(): void {
    if (this.saved) Object.assign(globalThis, this.saved);
    this.saved = null;
    this.timers.clear();
  }

  /** Moves the clock `ms` forward, running every timer that falls due, in order, settling after each. */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    await settle();
    for (;;) {
      const due = [...this.timers.values()]
        .filter((timer) => timer.at <= end)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.now = due.at;
      if (due.every === null) this.timers.delete(due.id);
      else due.at += due.every;
      due.callback();
      await settle();
    }
    this.now = end;
  }

  /** How many timers are waiting (an idle page with a poll keeps one). */
  get pending(): number {
    return this.timers.size;
  }
}
