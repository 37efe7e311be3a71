import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { searchTermOf, type SearchWordRow } from '../../../domain/search/SearchWords';
import { validateSearchWords } from '../../../domain/search/validateSearchWords';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';
import type { IdGenerator } from '../../../ports/IdGenerator';
import type { SearchWordsRepository } from '../../../ports/SearchWordsRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import type { AdminNotifier } from '../layout/AdminNotifier';
import { toasterNotifier } from '../common/toasterNotifier';
import { saveWithNotice } from '../common/saveWithNotice';

export const SEARCH_WORDS_INVALID = 'Please correct the highlighted rows.';
export const SEARCH_WORDS_SAVED = 'Search words saved. The next search uses them.';
export const SEARCH_WORDS_SAVE_FAILED = 'Failed to save the search words. Please try again.';
export const SEARCH_WORDS_LOAD_FAILED = 'Failed to load the search words. Please try again.';

/** A row as the owner types it: each side's words separated by commas. */
export interface SearchWordRowForm {
  id: string;
  words: string;
  means: string;
}

const wordsOf = (text: string): string[] =>
  text.trim() === '' ? [] : text.split(',').map((word) => word.trim());

export const searchWordRowFromForm = (row: SearchWordRowForm): SearchWordRow => ({
  words: wordsOf(row.words),
  means: wordsOf(row.means),
});

/** /admin/settings/search-words: the owner's table of search words as typed, checked by validateSearchWords, saved whole. */
export class AdminSearchWordsStore {
  rows: SearchWordRowForm[] = [];
  /** Each invalid row's message, by the row's id. */
  errors: Record<string, string> = {};
  /** Shows only the rows holding this text. */
  filter = '';
  state: LoadState = IDLE;
  saving = false;
  readonly #repository: SearchWordsRepository;
  readonly #ids: IdGenerator;
  readonly #notifier: AdminNotifier;
  readonly #network: NetworkGuard;

  constructor(
    repository: SearchWordsRepository,
    ids: IdGenerator,
    notifier: AdminNotifier,
    network: NetworkGuard,
  ) {
    this.#repository = repository;
    this.#ids = ids;
    this.#notifier = notifier;
    this.#network = network;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  /** The rows the filter leaves, each with its number in the whole table (the number its message names). */
  get shownRows(): { row: SearchWordRowForm; number: number }[] {
    const needle = searchTermOf(this.filter);
    return this.rows
      .map((row, index) => ({ row, number: index + 1 }))
      .filter(({ row }) => needle === '' || searchTermOf(`${row.words} ${row.means}`).includes(needle));
  }

  async load(): Promise<void> {
    this.state = LOADING;
    try {
      const rows = await this.#repository.get();
      runInAction(() => {
        this.rows = rows.map((row) => ({
          id: this.#ids.newId(),
          words: row.words.join(', '),
          means: row.means.join(', '),
        }));
        this.errors = {};
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.state = failed(SEARCH_WORDS_LOAD_FAILED)));
    }
  }

  set(row: SearchWordRowForm, field: 'words' | 'means', value: string): void {
    row[field] = value;
  }

  setFilter(filter: string): void {
    this.filter = filter;
  }

  /** Adds an empty row at the end, clearing the filter so that it shows; answers its id. */
  addRow(): string {
    const id = this.#ids.newId();
    this.rows.push({ id, words: '', means: '' });
    this.filter = '';
    return id;
  }

  removeRow(id: string): void {
    this.rows = this.rows.filter((row) => row.id !== id);
    const { [id]: _removed, ...rest } = this.errors;
    this.errors = rest;
  }

  async save(): Promise<boolean> {
    const rows = this.rows.map(searchWordRowFromForm);
    const problems = validateSearchWords(rows);
    this.errors = Object.fromEntries(
      [...problems].flatMap(([index, message]) => {
        const row = this.rows[index];
        return row ? [[row.id, message]] : [];
      }),
    );
    if (problems.size > 0) {
      this.filter = '';
      this.#notifier.error(SEARCH_WORDS_INVALID);
      return false;
    }
    return saveWithNotice(
      this,
      { network: this.#network, notifier: this.#notifier },
      () => this.#repository.save(rows),
      { saved: SEARCH_WORDS_SAVED, failed: SEARCH_WORDS_SAVE_FAILED },
    );
  }
}

export const createAdminSearchWordsStore = (root: RootStore): AdminSearchWordsStore =>
  new AdminSearchWordsStore(root.ports.searchWords, root.ports.ids, toasterNotifier, networkStatusOf(root));
