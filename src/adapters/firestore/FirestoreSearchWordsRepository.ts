import { doc, type Firestore, getDoc } from 'firebase/firestore';
import type { CurrentActor } from '../../domain/staff/Activity';
import { searchWordsTarget } from '../../domain/staff/ActivityTargets';
import type { SearchWordRow } from '../../domain/search/SearchWords';
import { storedSearchWords } from '../../domain/search/storedSearchWords';
import type { SearchWordsRepository } from '../../ports/SearchWordsRepository';
import { SEARCH_WORDS_ID, SETTINGS } from './collections';
import { logActivity } from './FirestoreActivityLog';
import { guarded } from './firestoreErrors';
import { guardedTransaction } from './guardedTransaction';

/** The `settings/searchWords` document: `{ rows: [{ words, means }] }`, public to read, the owner's to write. */
export class FirestoreSearchWordsRepository implements SearchWordsRepository {
  #forSearch: Promise<readonly SearchWordRow[]> | null = null;

  constructor(
    private readonly db: Firestore,
    private readonly actor: CurrentActor,
  ) {}

  private get ref() {
    return doc(this.db, SETTINGS, SEARCH_WORDS_ID);
  }

  async get(): Promise<readonly SearchWordRow[]> {
    return guarded(async () => storedSearchWords((await getDoc(this.ref)).data()));
  }

  /** The table as search uses it: read once per visit, again after a save here or a failed read. */
  forSearch(): Promise<readonly SearchWordRow[]> {
    this.#forSearch ??= this.get().catch((error: unknown) => {
      this.#forSearch = null;
      throw error;
    });
    return this.#forSearch;
  }

  async save(rows: readonly SearchWordRow[]): Promise<void> {
    const stored = rows.map(({ words, means }) => ({ words: [...words], means: [...means] }));
    await guardedTransaction(this.db, async (transaction) => {
      const before = storedSearchWords((await transaction.get(this.ref)).data());
      const auditId = logActivity(this.db, transaction, this.actor, 'settings', [
        searchWordsTarget(before, rows),
      ]);
      transaction.set(this.ref, { rows: stored, auditId });
    });
    this.#forSearch = null;
  }
}
