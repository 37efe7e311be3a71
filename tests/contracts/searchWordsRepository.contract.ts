import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/Product';
import { DEFAULT_SEARCH_WORDS, type SearchWordRow } from '../../src/domain/search/SearchWords';
import type { ActivityEntry } from '../../src/domain/staff/Activity';
import type { ProductRepository } from '../../src/ports/ProductRepository';
import type { SearchWordsRepository } from '../../src/ports/SearchWordsRepository';
import { type Harness, useHarness } from './support/harness';
import { testProduct } from './support/testProduct';

export interface SearchWordsHarness extends Harness<SearchWordsRepository> {
  /** Stores these products as a seed does. */
  seed(products: Product[]): Promise<void>;
  /** Search as a shopper whose visit starts now. */
  search: ProductRepository['search'];
  /** The activity log's entries, newest first. */
  activity(): Promise<readonly ActivityEntry[]>;
}

const BED = testProduct('bed000000000000000001', {
  name: 'Jodhpur Bed',
  description: 'A queen size bed.',
  category: 'beds',
  categories: ['beds'],
  categoryNames: ['Beds'],
});
const WARDROBE = testProduct('wardrobe000000000001', {
  name: 'Three Door Wardrobe',
  description: 'Hangs a family’s clothes.',
  category: 'wardrobes',
  categories: ['wardrobes'],
  categoryNames: ['Wardrobes'],
});

const KHAAT: SearchWordRow = { words: ['khaat', 'khatiya'], means: ['bed'] };

const found = async (harness: SearchWordsHarness, query: string): Promise<string[]> =>
  (await harness.search(query, 8)).products.map((product) => product.name);

/**
 * The SearchWordsRepository contract (src/ports/SearchWordsRepository.ts): the `settings/searchWords` document, and
 * search on the same backend using the table the owner saved.
 */
export const describeSearchWordsRepositoryContract = (
  name: string,
  makeAdapter: () => Promise<SearchWordsHarness>,
): void => {
  describe(`SearchWordsRepository contract: ${name}`, () => {
    const harness = useHarness(makeAdapter, async (h) => {
      expect(await h.repository.get()).toEqual(DEFAULT_SEARCH_WORDS);
    });

    it('saves the whole table and reads it back in the same order, and logs what changed', async () => {
      const rows = [KHAAT, ...DEFAULT_SEARCH_WORDS.slice(1)];
      await harness().repository.save(rows);
      expect(await harness().repository.get()).toEqual(rows);
      const [entry] = await harness().activity();
      expect(entry?.kind).toBe('settings');
      expect(entry?.targets).toEqual([
        {
          id: 'searchWords',
          label: 'Search words',
          action: 'updated',
          changes: [
            {
              field: 'searchWordRows',
              before: 'almirah, almira, almari, almaari, alamari → wardrobe',
              after: 'khaat, khatiya → bed',
            },
          ],
        },
      ]);
    });

    it('search finds by the table the owner saved, and no longer by a row removed', async () => {
      await harness().seed([BED, WARDROBE]);
      expect(await found(harness(), 'almirah')).toEqual([WARDROBE.name]);
      expect(await found(harness(), 'khatiya')).toEqual([]);
      await harness().repository.save([KHAAT]);
      expect(await found(harness(), 'khatiya')).toEqual([BED.name]);
      expect(await found(harness(), 'almirah')).toEqual([]);
    });

    it('keeps an empty table empty: search then finds by the catalogue’s own words alone', async () => {
      await harness().seed([BED, WARDROBE]);
      await harness().repository.save([]);
      expect(await harness().repository.get()).toEqual([]);
      expect(await found(harness(), 'palang')).toEqual([]);
      expect(await found(harness(), 'wardobe')).toEqual([WARDROBE.name]);
    });
  });
};
