import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SUGGESTIONS,
  matchesSearch,
  rarestTrigramCandidates,
  searchableText,
  searchPath,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  shouldSuggest,
  suggest,
  trigramsOf,
} from '../../src/domain/ProductSearch';
import { makeProduct, productArbitrary, catalogueArbitrary } from '../support/productArbitraries';

const anyText = fc.string({ unit: 'binary', maxLength: 30 });

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

  it('a product whose field contains the query has every trigram of the query in its searchable text', () => {
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
        const query = field.slice(start, start + 3 + (length % 10)).toUpperCase();
        const candidate = { ...product, name: fields[0]!, material: fields[3]!, isActive: true };
        if (!shouldSuggest(query) || !matchesSearch(candidate, query)) return;
        const stored = new Set(trigramsOf(searchableText(candidate)));
        for (const trigram of rarestTrigramCandidates(query)) expect(stored.has(trigram)).toBe(true);
      }),
    );
  });

  it('trigrams are the distinct lower-cased 3-character substrings', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const trigrams = trigramsOf(text);
        const lower = text.toLowerCase();
        expect(new Set(trigrams).size).toBe(trigrams.length);
        for (const trigram of trigrams) {
          expect(trigram).toHaveLength(3);
          expect(lower.includes(trigram)).toBe(true);
        }
        for (let index = 0; index + 3 <= lower.length; index++)
          expect(trigrams).toContain(lower.slice(index, index + 3));
      }),
    );
  });

  it('the query trigrams are a permutation of trigramsOf the normalized query', () => {
    fc.assert(
      fc.property(anyText, (query) => {
        const candidates = rarestTrigramCandidates(query);
        if (!shouldSuggest(query)) expect(candidates).toEqual([]);
        else expect([...candidates].sort()).toEqual(trigramsOf(query.trim()).sort());
      }),
    );
  });

  it('suggestions are active matches sorted by name, at most the limit, and all of them when fewer', () => {
    fc.assert(
      fc.property(
        catalogueArbitrary(),
        fc.constantFrom('sofa', 'TEAK', ' wood ', 'bed', 'xyz', 'ch', 'café'),
        fc.integer({ min: 0, max: 10 }),
        (products, query, limit) => {
          const result = suggest(products, query, limit);
          const all = products.filter((product) => matchesSearch(product, query));
          expect(result.length).toBe(shouldSuggest(query) ? Math.min(limit, all.length) : 0);
          for (const product of result) expect(product.isActive).toBe(true);
          for (let index = 1; index < result.length; index++) {
            expect(result[index - 1]!.name.toLowerCase() <= result[index]!.name.toLowerCase()).toBe(true);
          }
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
  const sofa = makeProduct({
    id: 'a',
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

  it('caps suggestions at 8 by default', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      ...sofa,
      id: `id${index}`,
      name: `Sofa ${index}`,
    }));
    expect(suggest(many, 'sofa')).toHaveLength(MAX_SUGGESTIONS);
    expect(suggest(many, 'so')).toEqual([]);
  });

  it('keeps SPEC constants', () => {
    expect([SEARCH_MIN_LENGTH, SEARCH_DEBOUNCE_MS, MAX_SUGGESTIONS]).toEqual([3, 300, 8]);
    expect(searchPath('  teak bed ')).toBe('/search?q=teak%20bed');
    expect(searchPath('   ')).toBeNull();
  });

  it('puts the rarest trigram first', () => {
    expect(rarestTrigramCandidates('the jhula')[0]).toBe('jhu');
    expect(rarestTrigramCandidates('ab')).toEqual([]);
  });
});
