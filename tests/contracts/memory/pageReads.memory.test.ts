import { describe, expect, it, vi } from 'vitest';
import { benchShopSnapshot } from '../../../scripts/bench/benchCatalogue';
import { measurePageCosts, type PageCost } from '../../../scripts/bench/pageCosts';

const readsByPage = (costs: PageCost[], pick: (cost: PageCost) => number) =>
  Object.fromEntries(costs.map((cost) => [cost.page, pick(cost)]));

/**
 * The page journeys of `npm run bench` (the real root and page stores on the memory backend), without timing: what
 * a page reads must not depend on the size of the catalogue (docs/architecture.md#bounded-reads, issue 6).
 */
describe('reads per page, whatever the catalogue size', () => {
  it('reads the same documents for every page at 100 and at 2,000 products, within each budget', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const small = await measurePageCosts(benchShopSnapshot(100));
    const large = await measurePageCosts(benchShopSnapshot(2_000));

    expect(readsByPage(large, (cost) => cost.ours.reads)).toEqual(
      readsByPage(small, (cost) => cost.ours.reads),
    );
    for (const cost of [...small, ...large]) {
      expect(cost.ours.reads, cost.page).toBeLessThanOrEqual(cost.budget.reads);
      expect(Math.max(cost.ours.bytes, cost.ours.storedBytes), cost.page).toBeLessThanOrEqual(
        cost.budget.bytes ?? Infinity,
      );
    }
    // The same journeys priced in SPEC's design do grow with the catalogue: the comparison can tell them apart.
    const specSmall = readsByPage(small, (cost) => cost.spec.reads);
    const specLarge = readsByPage(large, (cost) => cost.spec.reads);
    expect(specLarge['/ first visit']).toBeGreaterThan(10 * (specSmall['/ first visit'] ?? 0));
  }, 120_000);
});
