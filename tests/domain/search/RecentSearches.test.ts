import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
  withRecentSearch,
} from '../../../src/domain/search/RecentSearches';

describe("a shopper's recent searches", () => {
  it('keep the newest first, each search once in any case, at most five, and nothing too short', () => {
    let recent: string[] = [];
    for (const query of ['sofa', ' almirah ', 'SOFA', 'be', 'teak bed', 'palang', 'diwan', 'kursi'])
      recent = withRecentSearch(recent, query);
    expect(recent).toEqual(['kursi', 'diwan', 'palang', 'teak bed', 'SOFA']);
  });

  it('read back what was stored, and read a corrupt or foreign value as none', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 12 }), (queries) => {
        const recent = queries.reduce<string[]>(withRecentSearch, []);
        expect(recent.length).toBeLessThanOrEqual(MAX_RECENT_SEARCHES);
        expect(parseRecentSearches(JSON.stringify(recent))).toEqual(recent);
      }),
    );
    for (const stored of [null, '', 'not json', '{"a":1}', '42', '[1,null,{}]'])
      expect(parseRecentSearches(stored)).toEqual([]);
    expect(parseRecentSearches('["sofa", 7, "  bed frame ", "Sofa"]')).toEqual(['sofa', 'bed frame']);
  });
});
