import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchesSearch,
  normalizeQuery,
  querySearchKeys,
  SEARCH_KEY_MAX,
  SEARCH_MAX_READS,
  searchableText,
  searchBatchSizes,
  searchKeysOf,
  shouldSuggest,
} from '../../src/domain/storefront/ProductSearch';
import { PUBLIC_QUERY_LIMIT } from '../../src/domain/storefront/PublicQueryLimit';
import { productArbitrary } from '../support/productArbitraries';

const anyText = fc.string({ unit: 'binary', maxLength: 30 });

describe('search keys (docs/architecture.md#bounded-reads: what a product stores, what a suggestion round asks for)', () => {
  it('a product matching the query stores every search key of the query', () => {
    fc.assert(
      fc.property(productArbitrary, anyText, fc.nat(), fc.nat(), (product, extra, at, length) => {
        const fields = [
          product.name + extra,
          product.description,
          product.category,
          product.material + extra,
        ];
        const field = fields[at % fields.length]!;
        const start = at % (field.length + 1);
        const query = ` ${field.slice(start, start + 3 + (length % 10)).toUpperCase()} `;
        const candidate = { ...product, name: fields[0]!, material: fields[3]!, isActive: true };
        if (!shouldSuggest(query) || !matchesSearch(candidate, query)) return;
        const stored = new Set(searchKeysOf(searchableText(candidate)));
        const keys = querySearchKeys(query);
        expect(keys.length).toBeGreaterThan(0);
        for (const key of keys) expect(stored.has(key)).toBe(true);
      }),
    );
  });

  it('a query of up to five characters is its own key; longer ones use their five-character substrings', () => {
    expect(querySearchKeys('  Chair ')).toEqual(['chair']);
    expect(querySearchKeys('TEAK')).toEqual(['teak']);
    expect(querySearchKeys('ab')).toEqual([]);
    expect(querySearchKeys('walnut')).toHaveLength(2);
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 20 }), (query) => {
        const needle = normalizeQuery(query);
        for (const key of querySearchKeys(query)) {
          expect(key).toHaveLength(Math.min(needle.length, SEARCH_KEY_MAX));
          expect(needle.includes(key)).toBe(true);
        }
      }),
    );
  });

  it('stores exactly the distinct lower-cased 3- to 5-character substrings', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const keys = searchKeysOf(text);
        const lower = text.toLowerCase();
        const expected = new Set<string>();
        for (let length = 3; length <= 5; length++)
          for (let index = 0; index + length <= lower.length; index++)
            expected.add(lower.slice(index, index + length));
        expect(keys).toHaveLength(expected.size);
        expect(new Set(keys)).toEqual(expected);
      }),
    );
  });

  it('reads `limit` candidates first, then twice as many each batch up to the public query limit, the cap in all', () => {
    expect(searchBatchSizes(8)).toEqual([8, 16, 32, 50, 50, 44]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 250 }), (limit) => {
        const sizes = searchBatchSizes(limit);
        expect(sizes[0]).toBe(Math.min(limit, PUBLIC_QUERY_LIMIT));
        expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(SEARCH_MAX_READS);
        sizes.forEach((size) => expect(size).toBeLessThanOrEqual(PUBLIC_QUERY_LIMIT));
        sizes
          .slice(1, -1)
          .forEach((size, index) => expect(size).toBe(Math.min(2 * sizes[index]!, PUBLIC_QUERY_LIMIT)));
      }),
    );
  });
});
