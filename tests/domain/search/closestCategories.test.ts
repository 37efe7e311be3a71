import { describe, expect, it } from 'vitest';
import { closestCategories } from '../../../src/domain/search/closestCategories';

const categories = [
  { name: 'Sofa', productCount: 9 },
  { name: 'Wardrobe', productCount: 5 },
  { name: 'Dining', productCount: 5 },
  { name: 'Modular Kitchen', productCount: 2 },
  { name: 'Safety Door', productCount: 0 },
  { name: 'Beds', productCount: 7 },
];

describe('the categories a search with no result offers', () => {
  it('are those with a word like one of the query, the likest first', () => {
    expect(closestCategories('wardrop with mirror', categories).map(({ name }) => name)).toEqual([
      'Wardrobe',
    ]);
    // kitchin is one letter off 7 (0.86 alike), sofaa one off 5 (0.8).
    expect(closestCategories('kitchin sofaa', categories).map(({ name }) => name)).toEqual([
      'Modular Kitchen',
      'Sofa',
    ]);
  });

  it('are the biggest, when none is like the query, and never one without products', () => {
    expect(closestCategories('hammock', categories).map(({ name }) => name)).toEqual([
      'Sofa',
      'Beds',
      'Wardrobe',
      'Dining',
    ]);
    expect(closestCategories('safety doors', categories).map(({ name }) => name)).not.toContain(
      'Safety Door',
    );
  });
});
