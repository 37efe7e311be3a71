import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';

export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Previous / next over keyset pages (no total count: that would read everything). The store that owns it supplies
 * the read, with its filters, for a page's opening cursor.
 */
export class CursorPager<T> {
  items: T[] = [];
  state: LoadState = LOADING;
  pageIndex = 0;
  nextCursor: string | null = null;
  /** The cursor that opens each page seen so far; page 1 starts at null. */
  private cursors: (string | null)[] = [null];
  #loadCount = 0;
  readonly #fetchPage: (cursor: string | null) => Promise<CursorPage<T>>;
  readonly #failMessage: string;
  /** Called whenever another page (or page 1 again) is asked for, before it loads. */
  readonly #onTurn: () => void;

  constructor(
    fetchPage: (cursor: string | null) => Promise<CursorPage<T>>,
    failMessage: string,
    onTurn: () => void = () => undefined,
  ) {
    this.#fetchPage = fetchPage;
    this.#failMessage = failMessage;
    this.#onTurn = onTurn;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  get hasPrevious(): boolean {
    return this.pageIndex > 0;
  }

  get hasNext(): boolean {
    return this.nextCursor !== null;
  }

  firstPage(): Promise<void> {
    this.cursors = [null];
    this.pageIndex = 0;
    this.#onTurn();
    return this.load();
  }

  nextPage(): Promise<void> {
    if (!this.nextCursor) return Promise.resolve();
    this.cursors = [...this.cursors.slice(0, this.pageIndex + 1), this.nextCursor];
    this.pageIndex += 1;
    this.#onTurn();
    return this.load();
  }

  previousPage(): Promise<void> {
    if (this.pageIndex === 0) return Promise.resolve();
    this.pageIndex -= 1;
    this.#onTurn();
    return this.load();
  }

  /** Loads the current page; an answer to an older request (typing fast, paging fast) is dropped. */
  async load(): Promise<void> {
    const ticket = ++this.#loadCount;
    this.state = LOADING;
    try {
      const page = await this.#fetchPage(this.cursors[this.pageIndex] ?? null);
      if (ticket !== this.#loadCount) return;
      runInAction(() => {
        this.items = page.items;
        this.nextCursor = page.nextCursor;
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      if (ticket === this.#loadCount) runInAction(() => (this.state = failed(this.#failMessage)));
    }
  }

  /** Replaces the shown rows after a change made from the list (the page and its cursors stay). */
  setItems(items: T[]): void {
    this.items = items;
  }
}
