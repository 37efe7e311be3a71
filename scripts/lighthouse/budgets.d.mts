// Types for budgets.mjs, so the TypeScript tests can import it.
export interface CategoryBudget {
  id: string;
  label: string;
  min: number;
}
export interface MetricSpec {
  id: string;
  label: string;
  unit: string;
  good: number;
}
export interface LighthousePage {
  name: string;
  path: string;
}
/** The slice of a Lighthouse result (LHR) the helpers read. */
export interface LhrLike {
  categories?: Record<string, { score: number | null; auditRefs?: Array<{ id: string; weight: number }> }>;
  audits?: Record<
    string,
    { id: string; title: string; score: number | null; numericValue?: number; displayValue?: string }
  >;
}
export interface PageEvaluation {
  categories: Array<CategoryBudget & { score: number | null; ok: boolean }>;
  metrics: Array<MetricSpec & { value: number | null }>;
  ok: boolean;
}
export const CATEGORY_BUDGETS: CategoryBudget[];
export const METRICS: MetricSpec[];
export const PRODUCT_PATH: string;
export const PAGES: LighthousePage[];
export const DEFAULT_CPU_SLOWDOWN: number;
export function cpuSlowdownFor(benchmarkIndex: number): number | null;
export function median(values: number[]): number;
export function categoryScore(lhr: LhrLike, id: string): number | null;
export function evaluatePage(lhr: LhrLike): PageEvaluation;
export function failingAudits(
  lhr: LhrLike,
  categoryId: string,
): Array<{ id: string; title: string; score: number; display: string }>;
export function formatTable(results: Array<{ page: LighthousePage; evaluation: PageEvaluation }>): string;
