import { makeAutoObservable } from 'mobx';
import { CATEGORY_ERROR_BANNER_MS } from '../../../domain/catalogue/NavigationTree';

/** The error banner under the header (category clicks, docs/behaviour.md#browsing-and-search): it clears itself after 5 seconds. */
export class NoticeStore {
  message: string | null = null;
  readonly #durationMs: number;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(durationMs = CATEGORY_ERROR_BANNER_MS) {
    this.#durationMs = durationMs;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  show(message: string): void {
    this.message = message;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = setTimeout(this.clear, this.#durationMs);
  }

  clear(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.message = null;
  }
}
