import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyToIndex,
  indexOf,
  summaryOf,
  vocabularyFromIndex,
} from '../../../src/adapters/firestore/catalogueIndex';
import { vocabularyOf } from '../../../src/domain/search/SearchVocabulary';
import { fromProductDocument, toProductDocument } from '../../../src/adapters/firestore/productDocument';
import { nameKey, numberKey } from '../../../src/adapters/firestore/sortKeys';
import { summarizeCatalogue } from '../../../src/domain/storefront/CatalogueSummaryBuilder';
import { compareText } from '../../../src/domain/text/compareText';
import { DEFAULT_NAVIGATION } from '../../../src/domain/catalogue/DefaultNavigation';
import { catalogueArbitrary, productArbitrary } from '../../support/productArbitraries';

const sign = (value: number): number => Math.sign(value);
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const id = fc.stringMatching(/^[A-Za-z0-9]{1,20}$/);

describe('stored sort keys (sortKeys.ts)', () => {
  it('order numbers ascending, or descending, then ids ascending, exactly as the values do', () => {
    fc.assert(
      fc.property(finite, finite, id, id, (a, b, idA, idB) => {
        const byValue = a === b ? 0 : a < b ? -1 : 1;
        const expected = byValue || sign(compareText(idA, idB));
        expect(sign(compareText(numberKey(a, 'asc', idA), numberKey(b, 'asc', idB)))).toBe(expected);
        const descending = -byValue || sign(compareText(idA, idB));
        expect(sign(compareText(numberKey(a, 'desc', idA), numberKey(b, 'desc', idB)))).toBe(descending);
      }),
    );
  });

  it('order names like compareText, shorter prefixes first, then ids', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), id, id, (a, b, idA, idB) => {
        fc.pre(!a.includes('\u0000') && !b.includes('\u0000'));
        const expected = sign(compareText(a, b)) || sign(compareText(idA, idB));
        expect(sign(compareText(nameKey(a, idA), nameKey(b, idB)))).toBe(expected);
      }),
    );
  });
});

describe('product documents and catalogue counters', () => {
  it('round-trip every product exactly', () => {
    fc.assert(
      fc.property(productArbitrary, id, (product, productId) => {
        const withId = { ...product, id: productId };
        expect(fromProductDocument(productId, toProductDocument(withId))).toEqual(withId);
      }),
    );
  });

  it('give the domain summary of the products, also after adding and removing one', () => {
    fc.assert(
      fc.property(catalogueArbitrary(), productArbitrary, (products, extra) => {
        const index = indexOf(products, DEFAULT_NAVIGATION);
        expect(summaryOf(index, 'now')).toEqual(summarizeCatalogue(products, DEFAULT_NAVIGATION, 'now'));
        expect(vocabularyFromIndex(index.wordCounts)).toEqual(vocabularyOf(products));
        applyToIndex(applyToIndex(index, extra, 1), extra, -1);
        expect(summaryOf(index, 'now')).toEqual(summarizeCatalogue(products, DEFAULT_NAVIGATION, 'now'));
        expect(vocabularyFromIndex(index.wordCounts)).toEqual(vocabularyOf(products));
      }),
    );
  });
});
