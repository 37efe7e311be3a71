import type { Connectivity } from '../../ports/Connectivity';

/** A network switched by hand: tests cut it and bring it back with `setOnline`. */
export class ManualConnectivity implements Connectivity {
  #online: boolean;
  readonly #listeners = new Set<(online: boolean) => void>();

  constructor(online = true) {
    this.#online = online;
  }

  get online(): boolean {
    return this.#online;
  }

  /** Reports the change a microtask later, as the browser's events arrive after the switch. */
  setOnline(online: boolean): void {
    if (online === this.#online) return;
    this.#online = online;
    queueMicrotask(() => {
      for (const listener of [...this.#listeners]) listener(online);
    });
  }

  onChange(listener: (online: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
