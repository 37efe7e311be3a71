import { describe, expect, it } from 'vitest';
import { searchWordsOf } from '../../../src/domain/search/searchText';

describe('Hindi in Devanagari, as search reads it', () => {
  it.each([
    ['अलमारी', 'almari'],
    ['पलंग', 'palang'],
    ['दीवान', 'divan'],
    ['कुर्सी', 'kursi'],
    ['मेज़', 'mej'],
    ['मेज', 'mej'],
    ['सोफ़ा', 'sofa'],
    ['सोफा', 'sofa'],
    ['तख़्त', 'takht'],
    ['चारपाई', 'charpai'],
    ['मंदिर', 'mandir'],
    ['शीशम', 'shisham'],
  ])('%s is spelt "%s", with or without a nukta', (hindi, latin) => {
    expect(searchWordsOf(hindi)).toEqual([latin]);
  });

  it('folds case, accents and punctuation out of Latin words, and keeps digits as words', () => {
    expect(searchWordsOf('Sheesham-Bed, 6 Seater CAFÉ')).toEqual(['sheesham', 'bed', '6', 'seater', 'cafe']);
    expect(searchWordsOf('  !!! ... ')).toEqual([]);
  });
});
