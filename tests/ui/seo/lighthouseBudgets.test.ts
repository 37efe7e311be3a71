import { describe, expect, it } from 'vitest';
import { demoProducts } from '../../../src/adapters/memory/seed/demoCatalogue';
import {
  BEFORE_DRAWN_PAGES,
  CATEGORY_BUDGETS,
  DEFAULT_CPU_SLOWDOWN,
  PAGES,
  PRODUCT_PATH,
  cpuSlowdownFor,
  evaluatePage,
  failingAudits,
  formatTable,
  METRICS,
  median,
  pageLabel,
  type LhrLike,
} from '../../../scripts/lighthouse/budgets.mjs';

/** A Lighthouse result with the given category scores (0–100) and metric values. */
const lhr = (scores: Record<string, number | null>, audits: LhrLike['audits'] = {}): LhrLike => ({
  categories: Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [
      id,
      { score: score === null ? null : score / 100, auditRefs: [] },
    ]),
  ),
  audits,
});
const AT_BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

/** The four metrics' audits with the given values. */
const metricAudits = (values: { fcp: number; lcp: number; tbt: number; cls: number }): LhrLike['audits'] => {
  const audit = (id: string, numericValue: number) => ({ id, title: id, score: 1, numericValue });
  return {
    'first-contentful-paint': audit('first-contentful-paint', values.fcp),
    'largest-contentful-paint': audit('largest-contentful-paint', values.lcp),
    'total-blocking-time': audit('total-blocking-time', values.tbt),
    'cumulative-layout-shift': audit('cumulative-layout-shift', values.cls),
  };
};
const METRICS_AT_BUDGET = { fcp: 1000, lcp: 1800, tbt: 100, cls: 0 };

describe('Lighthouse budgets (npm run lighthouse)', () => {
  it("are the prerendered pages' budgets on /, /products, a category page and a product page, drawn by the build and on demand", () => {
    expect(CATEGORY_BUDGETS.map((budget) => [budget.id, budget.min])).toEqual([
      ['performance', 98],
      ['accessibility', 100],
      ['best-practices', 100],
      ['seo', 100],
    ]);
    expect(METRICS.map((metric) => [metric.label, metric.max])).toEqual([
      ['FCP', 1000],
      ['LCP', 1800],
      ['TBT', 100],
      ['CLS', 0],
    ]);
    expect(PAGES.map(pageLabel)).toEqual([
      '/',
      '/products',
      '/categories/sofas',
      PRODUCT_PATH,
      `${PRODUCT_PATH} (drawn on demand)`,
    ]);
    expect(Object.keys(BEFORE_DRAWN_PAGES)).toEqual([...new Set(PAGES.map((page) => page.path))]);
  });

  it('measures a product the demo seed really has, and shows to shoppers', () => {
    const id = PRODUCT_PATH.replace('/products/', '');
    const product = demoProducts.find((candidate) => candidate.id === id);
    expect(product?.isActive).toBe(true);
  });

  it('passes a page that meets every budget exactly, and fails one point below any of them', () => {
    expect(evaluatePage(lhr(AT_BUDGET, metricAudits(METRICS_AT_BUDGET))).ok).toBe(true);
    for (const budget of CATEGORY_BUDGETS) {
      const evaluation = evaluatePage(
        lhr({ ...AT_BUDGET, [budget.id]: budget.min - 1 }, metricAudits(METRICS_AT_BUDGET)),
      );
      expect(evaluation.ok).toBe(false);
      expect(evaluation.categories.filter((category) => !category.ok).map((category) => category.id)).toEqual(
        [budget.id],
      );
    }
  });

  it('fails a page a hair over any metric budget, and one whose metric Lighthouse could not measure', () => {
    for (const [key, over] of [
      ['fcp', 1001],
      ['lcp', 1801],
      ['tbt', 100.5],
      ['cls', 0.001],
    ] as const) {
      const evaluation = evaluatePage(lhr(AT_BUDGET, metricAudits({ ...METRICS_AT_BUDGET, [key]: over })));
      expect(evaluation.ok).toBe(false);
      expect(evaluation.metrics.filter((metric) => !metric.ok)).toHaveLength(1);
    }
    expect(evaluatePage(lhr(AT_BUDGET)).ok).toBe(false);
  });

  it('fails a category Lighthouse could not score', () => {
    expect(evaluatePage(lhr({ ...AT_BUDGET, seo: null }, metricAudits(METRICS_AT_BUDGET))).ok).toBe(false);
  });

  it('prints each score and metric under its budget, marks a miss, and shows the figures from before', () => {
    const audits = metricAudits({ fcp: 987.6, lcp: 1834.4, tbt: 99.6, cls: 0.0123 });
    const table = formatTable([
      { page: { name: 'home', path: '/' }, evaluation: evaluatePage(lhr(AT_BUDGET, audits)) },
      {
        page: { name: 'products', path: '/products' },
        evaluation: evaluatePage(lhr({ ...AT_BUDGET, seo: 80 })),
      },
    ]);
    const [header, , home, products] = table.split('\n');
    expect(header).toMatch(
      /Performance \(≥ 98\).*Accessibility \(≥ 100\).*Best practices \(≥ 100\).*SEO \(≥ 100\).*FCP \(≤ 1000 ms\).*LCP \(≤ 1800 ms\).*TBT \(≤ 100 ms\).*CLS \(≤ 0\).*Before prerendered pages/,
    );
    expect(home).toMatch(
      /^\/\s+98\s+100\s+100\s+100\s+988 ms\s+1834 ms ✗\s+100 ms\s+0\.012 ✗\s+96, FCP 2030 ms, LCP 2370 ms, TBT 85 ms$/,
    );
    expect(products).toContain('80 ✗');
    expect(products).toContain('n/a ✗');
    expect(products).toContain('96, FCP 2090 ms');
  });

  it('lists the failing audits of a missed category, worst first, leaving out unweighted performance audits', () => {
    const result: LhrLike = {
      categories: {
        performance: {
          score: 0.5,
          auditRefs: [
            { id: 'largest-contentful-paint', weight: 25 },
            { id: 'total-blocking-time', weight: 30 },
            { id: 'bootup-time', weight: 0 },
            { id: 'cumulative-layout-shift', weight: 25 },
          ],
        },
      },
      audits: {
        'largest-contentful-paint': { id: 'largest-contentful-paint', title: 'LCP', score: 0.4 },
        'total-blocking-time': {
          id: 'total-blocking-time',
          title: 'TBT',
          score: 0.1,
          displayValue: '900 ms',
        },
        'bootup-time': { id: 'bootup-time', title: 'Boot-up', score: 0 },
        'cumulative-layout-shift': { id: 'cumulative-layout-shift', title: 'CLS', score: 1 },
      },
    };
    expect(failingAudits(result, 'performance').map((audit) => audit.id)).toEqual([
      'total-blocking-time',
      'largest-contentful-paint',
    ]);
  });

  it('calibrates the CPU slowdown to the host as Lighthouse does: its default 4× on a fast host, less on a slow one', () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(DEFAULT_CPU_SLOWDOWN, 1);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5, 5);
    expect(cpuSlowdownFor(149)).toBeNull();
    expect(cpuSlowdownFor(Number.NaN)).toBeNull();
    const indexes = [150, 300, 799, 800, 1000, 1299, 1300, 1700, 2500];
    const slowdowns = indexes.map((index) => cpuSlowdownFor(index)!);
    expect(slowdowns).toEqual([...slowdowns].sort((a, b) => a - b));
  });

  it('takes the middle reading of the host benchmark', () => {
    expect(median([700, 300, 500])).toBe(500);
    expect(median([400, 600])).toBe(500);
  });
});
