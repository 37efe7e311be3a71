import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '../../../src/adapters/memory/seed/demoCatalogue';
import type { Product } from '../../../src/domain/catalogue/Product';
import { rankSearch, type SearchResults } from '../../../src/domain/search/rankSearch';
import { SEARCH_FIELDS, vocabularyOf } from '../../../src/domain/search/SearchVocabulary';
import { DEFAULT_SEARCH_WORDS, type SearchWordRow } from '../../../src/domain/search/SearchWords';
import { searchWordsOf } from '../../../src/domain/search/searchText';
import {
  searchKnowledge,
  understandQuery,
  type SearchKnowledge,
} from '../../../src/domain/search/understandQuery';
import { matchesSearch } from '../../../src/domain/storefront/ProductSearch';
import { catalogueArbitrary } from '../../support/productArbitraries';
import { testProduct } from '../../contracts/support/testProduct';
import { singleEditArbitrary } from './typoArbitraries';

/** The query read and ranked over all the products at hand, with no retrieval between. */
const searchProducts = (
  products: readonly Product[],
  query: string,
  knowledge: SearchKnowledge,
): SearchResults<Product> & { corrected: string | null } => {
  const understood = understandQuery(query, knowledge);
  return { ...rankSearch(products, understood), corrected: understood.corrected };
};

const demoKnowledge = searchKnowledge(DEFAULT_SEARCH_WORDS, vocabularyOf(demoProducts));
const search = (query: string, products: readonly Product[] = demoProducts, knowledge = demoKnowledge) =>
  searchProducts(products, query, knowledge);
const names = (query: string) => search(query).products.map((product) => product.name);
const holding = (word: string) =>
  demoProducts.filter(
    (product) =>
      product.isActive && SEARCH_FIELDS.some((field) => searchWordsOf(product[field]).includes(word)),
  );

describe('search over the demo catalogue, as Indian shoppers type', () => {
  it.each([
    ['almirah', 'Wardrobe'],
    ['almira', 'Wardrobe'],
    ['अलमारी', 'Wardrobe'],
    ['palang', ' Bed'],
    ['पलंग', ' Bed'],
    ['diwan', 'Day Bed'],
    ['dinning', 'Dining'],
    ['wardobe', 'Wardrobe'],
    ['sheesam', 'Sheesham'],
    ['कुर्सी', 'Chair'],
    ['मेज़', 'Table'],
    ['मेज', 'Table'],
    ['सोफ़ा', 'Sofa'],
    ['सोफा', 'Sofa'],
    ['settee', 'Sofa'],
    ['tv cabinet', 'TV'],
    ['dresser', 'Chest of Drawers'],
    ['beds', ' Bed'],
    ['chiar', 'Chair'],
  ])('"%s" finds products named with "%s" first', (query, expected) => {
    const found = names(query);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toContain(expected);
  });

  it('finds products holding every word, in any field and order', () => {
    expect(names('sheesham bed')).toEqual(
      expect.arrayContaining(['Udaipur King Bed', 'Bikaner Storage Bed']),
    );
    for (const product of search('sheesham bed').products)
      expect(`${product.name} ${product.material} ${product.description}`.toLowerCase()).toMatch(/sheesham/);
    expect(names('wooden dining table 6 seater')).toEqual(['Jaisalmer 6 Seater Dining Set']);
    expect(search('bed wooden').products).toEqual(search('wooden bed').products);
  });

  it('says when no product holds every word, and answers with those holding most', () => {
    const result = search('grey l shaped sofa');
    expect(result.allParts).toBe(false);
    expect(result.products[0]?.name).toBe('Chittor L Shaped Sofa');
  });

  it('says which words it corrected, and only then', () => {
    expect(search('wardobe').corrected).toBe('wardrobe');
    expect(search('cofee table').corrected).toBe('coffee table');
    expect(names('coffe table')).toEqual(names('coffee table'));
    expect(search('wardrobe').corrected).toBeNull();
    expect(search('almirah').corrected).toBeNull();
    expect(search('wardr').corrected).toBeNull();
  });

  it('ranks a match in the name above one in the description, and in stock above sold out', () => {
    const wardrobes = search('wardrobe').products;
    const inName = wardrobes.filter((product) => /wardrobe/i.test(product.name) && product.stock > 0);
    expect(wardrobes.slice(0, inName.length)).toEqual(inName);
    const stocks = search('sofa').products.map((product) => product.stock > 0);
    expect(stocks).toEqual([...stocks].sort((a, b) => Number(b) - Number(a)));
  });

  it('does nothing for spaces or punctuation, and reads only the first 200 characters', () => {
    expect(search('   ').products).toEqual([]);
    expect(search(' -- !! ').products).toEqual([]);
    expect(names(`${'sofa '.repeat(40)}${'zzz'.repeat(100)}`)).toEqual(names('sofa'));
  });

  it('forgives any one-letter typo of a catalogue word of 5 or more letters, finding its products', () => {
    const words = [...vocabularyOf(demoProducts).keys()].filter((word) => /^[a-z]{5,}$/.test(word));
    fc.assert(
      fc.property(
        fc.constantFrom(...words).chain((word) => fc.tuple(fc.constant(word), singleEditArbitrary(word))),
        ([word, typo]) => {
          fc.pre(!demoKnowledge.vocabulary.has(typo) && !demoKnowledge.meanings.has(typo));
          const found = new Set(search(typo).products);
          for (const product of holding(word)) expect(found.has(product)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('search properties', () => {
  it("finds every active product SPEC's rule finds: a field that contains the query", () => {
    fc.assert(
      fc.property(
        catalogueArbitrary(),
        fc.nat(),
        fc.constantFrom(...SEARCH_FIELDS),
        fc.nat(),
        fc.nat({ max: 12 }),
        (products, pick, field, start, length) => {
          const product = products[pick % Math.max(1, products.length)];
          fc.pre(product !== undefined && product.isActive);
          const text = product[field];
          const query = text.slice(
            start % Math.max(1, text.length),
            (start % Math.max(1, text.length)) + length,
          );
          fc.pre(/[\p{L}\p{N}]/u.test(query) && matchesSearch(product, query));
          const knowledge = searchKnowledge(DEFAULT_SEARCH_WORDS, vocabularyOf(products));
          expect(searchProducts(products, query, knowledge).products).toContain(product);
        },
      ),
    );
  });

  it('answers the same in the same order, whatever order the products come in', () => {
    fc.assert(
      fc.property(
        catalogueArbitrary(),
        fc.constantFrom('sofa', 'teak bed', 'sheesham', 'wardobe', 'almirah', 'zen table', 'wood'),
        fc.nat(),
        (products, query, seed) => {
          const shuffled = [...products].sort(
            (a, b) => ((a.id.charCodeAt(19) * (seed + 7)) % 13) - ((b.id.charCodeAt(19) * (seed + 7)) % 13),
          );
          const knowledge = searchKnowledge(DEFAULT_SEARCH_WORDS, vocabularyOf(products));
          expect(searchProducts(shuffled, query, knowledge).products).toEqual(
            searchProducts(products, query, knowledge).products,
          );
        },
      ),
    );
  });

  it('follows each row of search words in the directions it says', () => {
    const chair = testProduct('chair', { name: 'Teak Chair', description: 'A chair' });
    const kursi = testProduct('kursi', { name: 'Kursi Special', description: 'A seat' });
    const divan = testProduct('divan', { name: 'Carved Divan', description: 'A seat' });
    const daybed = testProduct('daybed', { name: 'Cane Daybed', description: 'A seat' });
    const products = [chair, kursi, divan, daybed];
    const rows: SearchWordRow[] = [
      { words: ['kursi'], means: ['chair'] },
      { words: ['divan', 'daybed'], means: [] },
    ];
    const knowledge = searchKnowledge(rows, vocabularyOf(products));
    const found = (query: string) => searchProducts(products, query, knowledge).products;
    expect(found('kursi')).toEqual(expect.arrayContaining([chair, kursi]));
    expect(found('chair')).toEqual([chair]);
    expect(found('divan')).toEqual(expect.arrayContaining([divan, daybed]));
    expect(found('daybed')).toEqual(expect.arrayContaining([divan, daybed]));
  });

  it('follows a meaning on through the row that lists it, still only in the directions the rows say', () => {
    const wardrobe = testProduct('wardrobe', { name: 'Teak Wardrobe', description: 'Holds clothes' });
    const almirah = testProduct('almirah', { name: 'Steel Almirah', description: 'Holds clothes' });
    const products = [wardrobe, almirah];
    const rows: SearchWordRow[] = [
      { words: ['almari'], means: ['almirah'] },
      { words: ['almirah'], means: ['wardrobe'] },
    ];
    const knowledge = searchKnowledge(rows, vocabularyOf(products));
    const found = (query: string) => searchProducts(products, query, knowledge).products;
    expect(found('almari')).toEqual(expect.arrayContaining([wardrobe, almirah]));
    expect(found('almirah')).toEqual(expect.arrayContaining([wardrobe, almirah]));
    expect(found('wardrobe')).toEqual([wardrobe]);
  });

  it('ends on a table that goes round in a circle, finding every word of the circle', () => {
    const bed = testProduct('bed', { name: 'Teak Bed', description: 'Sleeps two' });
    const cot = testProduct('cot', { name: 'Iron Cot', description: 'Sleeps one' });
    const rows: SearchWordRow[] = [
      { words: ['bed'], means: ['cot'] },
      { words: ['cot'], means: ['bed'] },
    ];
    const knowledge = searchKnowledge(rows, vocabularyOf([bed, cot]));
    expect(searchProducts([bed, cot], 'cot', knowledge).products).toEqual(expect.arrayContaining([bed, cot]));
  });
});
