import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SUGGESTIONS,
  matchesSearch,
  querySearchKeys,
  searchPath,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  shouldSuggest,
} from '../../src/domain/storefront/ProductSearch';
import { testProduct } from '../contracts/support/testProduct';

describe('ProductSearch properties', () => {
  it('suggests only when the trimmed query has at least 3 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 }),
        (query, padding) => {
          expect(shouldSuggest(padding + query + padding)).toBe(query.trim().length > 2);
        },
      ),
    );
  });

  it('the submit path round-trips the trimmed query', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (query) => {
        const path = searchPath(query);
        if (query.trim() === '') expect(path).toBeNull();
        else expect(new URLSearchParams(path!.split('?')[1]).get('q')).toBe(query.trim());
      }),
    );
  });
});

describe('ProductSearch examples', () => {
  const sofa = testProduct('a', {
    name: 'Royal Teak Sofa',
    description: 'Three seater',
    category: 'sofas',
    material: 'Teak wood',
  });

  it('matches case-insensitive substrings of name, description, category and material only', () => {
    expect(matchesSearch(sofa, 'TEAK')).toBe(true);
    expect(matchesSearch(sofa, 'seater')).toBe(true);
    expect(matchesSearch(sofa, 'sofas')).toBe(true);
    expect(matchesSearch(sofa, 'k wood')).toBe(true);
    const tagged: Parameters<typeof matchesSearch>[0] & { tags: string[] } = { ...sofa, tags: ['recliner'] };
    expect(matchesSearch(tagged, 'recliner')).toBe(false);
    expect(matchesSearch({ ...sofa, isActive: false }, 'teak')).toBe(false);
    expect(matchesSearch(sofa, 'sofa three')).toBe(false);
  });

  it('keeps the documented constants', () => {
    expect([SEARCH_MIN_LENGTH, SEARCH_DEBOUNCE_MS, MAX_SUGGESTIONS]).toEqual([3, 300, 8]);
    expect(searchPath('  teak bed ')).toBe('/search?q=teak%20bed');
    expect(searchPath('   ')).toBeNull();
  });

  it('puts the search key of the rarest letters first', () => {
    expect(querySearchKeys('the jhula')[0]).toBe('jhula');
    expect(querySearchKeys('ab')).toEqual([]);
  });
});
