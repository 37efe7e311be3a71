import { searchWordsTarget } from '../../domain/staff/ActivityTargets';
import type { SearchWordRow } from '../../domain/search/SearchWords';
import { storedSearchWords } from '../../domain/search/storedSearchWords';
import type { SearchWordsRepository } from '../../ports/SearchWordsRepository';
import type { InMemoryActivityLog } from './InMemoryActivityLog';
import type { MemoryDatabase } from './MemoryDatabase';
import { SETTINGS } from './InMemorySettingsRepository';

export const SEARCH_WORDS_ID = 'searchWords';

/**
 * The table search uses, kept while the settings are unchanged and not counted as a read: the Firestore adapter
 * reads it once per visit, not with each search (FirestoreSearchWordsRepository.forSearch).
 */
export const searchWordsIn = (db: MemoryDatabase): readonly SearchWordRow[] =>
  db.derived(SETTINGS, SEARCH_WORDS_ID, () => storedSearchWords(db.peek<unknown>(SETTINGS, SEARCH_WORDS_ID)));

/** The `settings/searchWords` document, stored as `{ rows: [{ words, means }] }`. */
export class InMemorySearchWordsRepository implements SearchWordsRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly log: InMemoryActivityLog,
  ) {}

  async get(): Promise<readonly SearchWordRow[]> {
    return storedSearchWords(this.db.get<unknown>(SETTINGS, SEARCH_WORDS_ID));
  }

  async save(rows: readonly SearchWordRow[]): Promise<void> {
    this.db.transaction(() => {
      const before = searchWordsIn(this.db);
      this.db.set(SETTINGS, SEARCH_WORDS_ID, {
        rows: rows.map(({ words, means }) => ({ words: [...words], means: [...means] })),
      });
      this.log.record('settings', [searchWordsTarget(before, rows)]);
    });
  }
}
