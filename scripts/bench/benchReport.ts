import type { Speed } from './domainSpeed';
import type { PageCost } from './pageCosts';

export interface SizedPageCost extends PageCost {
  products: number;
}

export interface Verdict {
  text: string;
  failures: string[];
}

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
export const count = (value: number): string => value.toLocaleString('en-US');

/** Left-aligned first column(s), right-aligned numbers; columns as wide as their widest cell. */
export const table = (header: string[], rows: string[][], leftColumns: number): string => {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]): string =>
    cells
      .map((cell, column) =>
        column < leftColumns || column === cells.length - 1
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
};

export const pageCostReport = (costs: readonly SizedPageCost[]): Verdict => {
  const failures: string[] = [];
  const rows = costs.map((cost) => {
    const readsOk = cost.ours.reads <= cost.budget.reads;
    const heaviest = Math.max(cost.ours.bytes, cost.ours.storedBytes);
    const bytesOk = cost.budget.bytes === undefined || heaviest <= cost.budget.bytes;
    if (!readsOk || !bytesOk) failures.push(`${cost.page} at ${count(cost.products)} products`);
    return [
      cost.page,
      count(cost.products),
      count(cost.ours.reads),
      `≤${cost.budget.reads}`,
      kb(cost.ours.bytes),
      kb(cost.ours.storedBytes),
      cost.budget.bytes === undefined ? '' : `≤${kb(cost.budget.bytes)}`,
      count(cost.spec.reads),
      kb(cost.spec.bytes),
      readsOk && bytesOk ? 'PASS' : 'FAIL',
      cost.note ?? '',
    ];
  });
  const header = [
    'page',
    'products',
    'reads',
    'budget',
    'KB',
    'KB (FS)',
    'budget',
    'SPEC reads',
    'SPEC KB',
    'result',
    'how',
  ];
  const text = [
    'Reads and bytes per page: the memory backend ReadMeter (one read per document returned, at least one per query,',
    'one per 1,000 entries counted). KB = 1,000 bytes of JSON of the documents returned; KB (FS) = those documents as',
    'the Firestore adapter stores them, with their listing, sort and search keys (the bytes budget applies to the',
    "larger). Pages are first visits of a fresh browser; product detail is opened from the listing. SPEC = SPEC's",
    'own design on the same data in the same run: every active product for the header counts on every visit, every',
    "product for a listing, the category's products for related ones, every order every 30 s in the admin.",
    '',
    table(header, rows, 1),
  ].join('\n');
  return { text, failures };
};

export const speedReport = (speeds: readonly Speed[]): Verdict => {
  const failures: string[] = [];
  const rows = speeds.map((speed) => {
    const ok = speed.budgetMs === null || speed.medianMs <= speed.budgetMs;
    if (!ok) failures.push(`${speed.operation} at ${count(speed.products)} products`);
    return [
      speed.operation,
      count(speed.products),
      speed.medianMs.toFixed(3),
      speed.budgetMs === null ? '' : `≤${speed.budgetMs}`,
      count(speed.samples),
      speed.budgetMs === null ? 'info' : ok ? 'PASS' : 'FAIL',
    ];
  });
  const text = [
    'Domain speed: the memory adapter on this machine, median ms (tinybench; 100,000 is printed, not budgeted).',
    '',
    table(['operation', 'products', 'median ms', 'budget', 'samples', 'result'], rows, 1),
  ].join('\n');
  return { text, failures };
};
