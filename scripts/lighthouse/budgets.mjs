// The Lighthouse budgets (scores and metrics) and the pages they apply to, with the figures from before the pages
// were prerendered at build time, with the pure helpers that read a Lighthouse result
// (LHR) against them. Kept apart from the runner so a unit test can check them without a browser.

/** @typedef {{ id: string; label: string; min: number }} CategoryBudget */
/** @typedef {{ id: string; label: string; unit: 'ms' | ''; max: number }} MetricSpec */
/** @typedef {{ performance: number; fcp: number; lcp: number; tbt: number }} EarlierFigures */
/** @typedef {{ name: string; path: string; onDemand?: boolean }} LighthousePage */
/**
 * The slice of a Lighthouse result (LHR) the helpers read.
 * @typedef {{
 *   categories?: Record<string, { score: number | null; auditRefs?: Array<{ id: string; weight: number }> }>;
 *   audits?: Record<
 *     string,
 *     { id: string; title: string; score: number | null; numericValue?: number; displayValue?: string }
 *   >;
 * }} LhrLike
 */
/**
 * @typedef {{
 *   categories: Array<CategoryBudget & { score: number | null; ok: boolean }>;
 *   metrics: Array<MetricSpec & { value: number | null; ok: boolean }>;
 *   ok: boolean;
 * }} PageEvaluation
 */

/**
 * Minimum category scores (0–100) every measured page must reach.
 *
 * @type {CategoryBudget[]}
 */
export const CATEGORY_BUDGETS = [
  { id: 'performance', label: 'Performance', min: 98 },
  { id: 'accessibility', label: 'Accessibility', min: 100 },
  { id: 'best-practices', label: 'Best practices', min: 100 },
  { id: 'seo', label: 'SEO', min: 100 },
];

/**
 * The most each metric may read on every measured page: pages that arrive drawn paint within a second.
 *
 * @type {MetricSpec[]}
 */
export const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 'ms', max: 1000 },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms', max: 1800 },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms', max: 100 },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '', max: 0 },
];

/**
 * The first active product of the demo seed (src/adapters/memory/seed/demoCatalogue.ts) on the app's
 * /products/{id} route; tests/ui/seo/lighthousePages.test.ts keeps it in step with the seed.
 */
export const PRODUCT_PATH = '/products/prod0001sheeshamdemo';

/**
 * The pages measured, each on a first visit (empty storage: the demo seeds itself as for a newcomer).
 *
 * @type {LighthousePage[]}
 */
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'products', path: '/products' },
  { name: 'category', path: '/categories/sofas' },
  { name: 'product', path: PRODUCT_PATH },
  // The same product drawn when asked, as the server module's drawPage answers it where no file was built for it.
  { name: 'product-on-demand', path: PRODUCT_PATH, onDemand: true },
];

/**
 * A page's name in the tables: its address, and how it was drawn when not at build time.
 *
 * @param {LighthousePage} page
 * @returns {string}
 */
export const pageLabel = (page) => (page.onDemand ? `${page.path} (drawn on demand)` : page.path);

/**
 * Each page's figures when the app drew every page itself from an empty HTML shell (4×, median of 3, 2026-11-27):
 * printed beside today's, so a run shows what drawing the pages at build time is worth.
 *
 * @type {Record<string, EarlierFigures>}
 */
export const BEFORE_DRAWN_PAGES = {
  '/': { performance: 96, fcp: 2030, lcp: 2370, tbt: 85 },
  '/products': { performance: 96, fcp: 2090, lcp: 2440, tbt: 39 },
  '/categories/sofas': { performance: 95, fcp: 2110, lcp: 2450, tbt: 67 },
  [PRODUCT_PATH]: { performance: 96, fcp: 2100, lcp: 2320, tbt: 49 },
};

/** Lighthouse's default mobile CPU slowdown, calibrated for a host whose benchmark index is about 1,500. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes this host emulate Lighthouse's reference mid-tier phone, from the host's benchmark
 * index: Lighthouse's own calibration (docs/throttling.md, "CPU throttling calculator"). A slower host needs less
 * slowdown; the default 4× on a host of index 500 would emulate a phone about three times slower than the
 * reference. Null below 150, where Lighthouse says the host is too slow to emulate the reference phone at all.
 *
 * @param {number} benchmarkIndex
 * @returns {number | null}
 */
export const cpuSlowdownFor = (benchmarkIndex) => {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
};

/**
 * The median of some numbers (the middle one, or the mean of the middle two); NaN for none.
 *
 * @param {number[]} values
 * @returns {number}
 */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/**
 * A category score of an LHR as 0–100, or null when Lighthouse could not score it.
 *
 * @param {LhrLike} lhr
 * @param {string} id
 * @returns {number | null}
 */
export const categoryScore = (lhr, id) => {
  const score = lhr.categories?.[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
};

/**
 * Compares one page's LHR with the budgets: every category with its score, budget and verdict, plus metrics.
 *
 * @param {LhrLike} lhr
 * @returns {PageEvaluation}
 */
export const evaluatePage = (lhr) => {
  const categories = CATEGORY_BUDGETS.map((budget) => {
    const score = categoryScore(lhr, budget.id);
    return { ...budget, score, ok: score !== null && score >= budget.min };
  });
  const metrics = METRICS.map((metric) => {
    const value = lhr.audits?.[metric.id]?.numericValue ?? null;
    return { ...metric, value, ok: value !== null && value <= metric.max };
  });
  return {
    categories,
    metrics,
    ok: categories.every((category) => category.ok) && metrics.every((metric) => metric.ok),
  };
};

/**
 * The audits of a category that did not pass (score < 0.9), worst first: what to read when a budget is missed.
 *
 * @param {LhrLike} lhr
 * @param {string} categoryId
 * @returns {Array<{ id: string; title: string; score: number; display: string }>}
 */
export const failingAudits = (lhr, categoryId) => {
  const refs = lhr.categories?.[categoryId]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 || categoryId !== 'performance')
    .flatMap((ref) => {
      const audit = lhr.audits?.[ref.id];
      return audit && typeof audit.score === 'number' && audit.score < 0.9
        ? [{ id: audit.id, title: audit.title, score: audit.score, display: audit.displayValue ?? '' }]
        : [];
    })
    .sort((a, b) => a.score - b.score);
};

/**
 * @param {number} value
 * @param {MetricSpec['unit']} unit
 */
const formatValue = (value, unit) => (unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3));

/** @param {MetricSpec & { value: number | null; ok: boolean }} metric */
const formatMetric = ({ value, unit, ok }) =>
  value === null ? 'n/a ✗' : `${formatValue(value, unit)}${ok ? '' : ' ✗'}`;

/** @param {string} path */
const formatEarlier = (path) => {
  const earlier = BEFORE_DRAWN_PAGES[path];
  if (!earlier) return '—';
  const { performance, fcp, lcp, tbt } = earlier;
  return `${performance}, FCP ${formatValue(fcp, 'ms')}, LCP ${formatValue(lcp, 'ms')}, TBT ${formatValue(tbt, 'ms')}`;
};

/**
 * @param {string} text
 * @param {number | undefined} width
 */
const pad = (text, width) => text.padEnd(width ?? 0);

/**
 * The table the script prints: one row per page, each category and metric under its budget with a ✗ on a miss,
 * and the page's figures from before it was prerendered at build time.
 *
 * @param {Array<{ page: LighthousePage; evaluation: PageEvaluation }>} results
 * @returns {string}
 */
export const formatTable = (results) => {
  const header = [
    'Page',
    ...CATEGORY_BUDGETS.map((b) => `${b.label} (≥ ${b.min})`),
    ...METRICS.map((m) => `${m.label} (≤ ${m.unit === 'ms' ? `${m.max} ms` : m.max})`),
    'Before prerendered pages',
  ];
  const rows = results.map(({ page, evaluation }) => [
    pageLabel(page),
    ...evaluation.categories.map((c) => `${c.score ?? 'n/a'}${c.ok ? '' : ' ✗'}`),
    ...evaluation.metrics.map(formatMetric),
    formatEarlier(page.path),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) => pad(cell, widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
};
