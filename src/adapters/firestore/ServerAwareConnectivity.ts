import type { Unsubscribe } from '../../domain/shared/Page';
import type { Connectivity } from '../../ports/Connectivity';

/**
 * Tells whether the client's copy of the data is being kept up to date by the server: the `fromCache` flag of a
 * live query's snapshots (true while the server cannot be reached, false once it answers again).
 */
export type ServerWatch = (onFromCache: (fromCache: boolean) => void) => Unsubscribe;

interface Timers {
  setTimeout(work: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The device's network and, on top of it, whether the backend answers: a device that is online while the server
 * cannot be reached (a captive portal, a dead mobile link that still shows bars) counts as offline. The server is
 * only judged unreachable once its data has come from the cache for `graceMs`, so the cached first screen of a
 * start-up, answered by the server a moment later, never flashes the offline banner. The server is watched only
 * while someone listens.
 */
export class ServerAwareConnectivity implements Connectivity {
  readonly #device: Connectivity;
  readonly #watch: ServerWatch;
  readonly #graceMs: number;
  readonly #timers: Timers;
  readonly #listeners = new Set<(online: boolean) => void>();
  #reachable = true;
  #pending: unknown = undefined;
  #stop: (() => void) | undefined;
  #reported: boolean;

  constructor(
    device: Connectivity,
    watch: ServerWatch,
    graceMs = 4000,
    timers: Timers = {
      setTimeout: (work, ms) => setTimeout(work, ms),
      clearTimeout: (handle) => clearTimeout(handle as number),
    },
  ) {
    this.#device = device;
    this.#watch = watch;
    this.#graceMs = graceMs;
    this.#timers = timers;
    this.#reported = device.online;
  }

  get online(): boolean {
    return this.#device.online && this.#reachable;
  }

  onChange(listener: (online: boolean) => void): () => void {
    this.#listeners.add(listener);
    if (!this.#stop) this.#start();
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#halt();
    };
  }

  #start(): void {
    this.#reported = this.online;
    const stopDevice = this.#device.onChange(() => this.#report());
    const stopWatch = this.#watch((fromCache) => this.#heard(fromCache));
    this.#stop = () => {
      stopDevice();
      stopWatch();
    };
  }

  #halt(): void {
    this.#stop?.();
    this.#stop = undefined;
    this.#cancelPending();
  }

  #heard(fromCache: boolean): void {
    if (!fromCache) {
      this.#cancelPending();
      this.#reachable = true;
      this.#report();
    } else if (this.#reachable && this.#pending === undefined) {
      this.#pending = this.#timers.setTimeout(() => {
        this.#pending = undefined;
        this.#reachable = false;
        this.#report();
      }, this.#graceMs);
    }
  }

  #cancelPending(): void {
    if (this.#pending === undefined) return;
    this.#timers.clearTimeout(this.#pending);
    this.#pending = undefined;
  }

  #report(): void {
    const online = this.online;
    if (online === this.#reported) return;
    this.#reported = online;
    for (const listener of [...this.#listeners]) listener(online);
  }
}
