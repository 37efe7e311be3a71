import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  correctableWords,
  editDistance,
  editsForgiven,
  typoCorrections,
} from '../../../src/domain/search/typoCorrection';
import { singleEditArbitrary } from './typoArbitraries';

const word = fc.string({ unit: fc.constantFrom(...'abcdefghij'), minLength: 1, maxLength: 12 });

describe('edit distance', () => {
  it('is 1 for one wrong, missing, extra or swapped letter', () => {
    fc.assert(
      fc.property(
        word.chain((original) => fc.tuple(fc.constant(original), singleEditArbitrary(original))),
        ([original, typo]) => {
          fc.pre(typo !== original);
          expect(editDistance(typo, original, 2)).toBe(1);
        },
      ),
    );
  });

  it('is symmetric, 0 only for equal words, and says max + 1 for anything further', () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const distance = editDistance(a, b, max);
        expect(distance).toBe(editDistance(b, a, max));
        expect(distance === 0).toBe(a === b);
        expect(distance).toBeLessThanOrEqual(max + 1);
        expect(editDistance(a, b, max + 1) > max).toBe(distance === max + 1);
      }),
    );
  });
});

describe('typo corrections', () => {
  it('forgive one edit from 5 letters and two from 9, counted on the known word', () => {
    expect([4, 5, 8, 9].map((length) => editsForgiven('x'.repeat(length)))).toEqual([0, 1, 1, 2]);
    const known = new Map([
      ['wardrobe', 3],
      ['sofa', 9],
      ['bedside', 1],
      ['upholstered', 2],
    ]);
    expect(typoCorrections('wardobe', correctableWords(known))).toEqual(['wardrobe']);
    expect(typoCorrections('sofx', correctableWords(known))).toEqual([]);
    expect(typoCorrections('uphlostred', correctableWords(known))).toEqual(['upholstered']);
    expect(typoCorrections('wrdobe', correctableWords(known))).toEqual([]);
  });

  it('give every word at the fewest edits, the most products first', () => {
    const known = new Map([
      ['table', 2],
      ['cable', 5],
      ['stable', 1],
    ]);
    expect(typoCorrections('tabse', correctableWords(known))).toEqual(['table']);
    expect(typoCorrections('xable', correctableWords(known))).toEqual(['cable', 'table']);
  });
});
