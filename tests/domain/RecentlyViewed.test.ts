import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECENTLY_VIEWED_MOST,
  storedRecentlyViewed,
  viewedFirst,
} from '../../src/domain/storefront/RecentlyViewed';

describe('RecentlyViewed', () => {
  it('property: the latest first, each once, at most the most, and nothing opened since is lost', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123'.split('')), { maxLength: 80 }),
        (opened) => {
          const viewed = opened.reduce<string[]>((list, id) => viewedFirst(list, id), []);
          expect(new Set(viewed).size).toBe(viewed.length);
          expect(viewed.length).toBe(Math.min(new Set(opened).size, RECENTLY_VIEWED_MOST));
          const latestFirst = [...new Set([...opened].reverse())];
          expect(viewed).toEqual(latestFirst.slice(0, RECENTLY_VIEWED_MOST));
        },
      ),
    );
  });

  it('reads what a device stored, and nothing from a value it cannot read', () => {
    expect(storedRecentlyViewed(JSON.stringify(['b', 'a', 'b', 7, '', 'c']))).toEqual(['b', 'a', 'c']);
    const many = Array.from({ length: 30 }, (_, index) => `p${index}`);
    expect(storedRecentlyViewed(JSON.stringify(many))).toEqual(many.slice(0, RECENTLY_VIEWED_MOST));
    for (const raw of [null, '', '{', '{"ids":["a"]}', '"a"', 'null'])
      expect(storedRecentlyViewed(raw)).toEqual([]);
  });
});
