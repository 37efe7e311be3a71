// The work a phone does for a page, as Lighthouse measured it: main-thread time by kind, JavaScript boot-up by
// script, DOM elements and the JavaScript transferred, beside their budgets (docs/decisions.md#the-phones-work).
// Pure helpers over a Lighthouse result (LHR), kept apart from the runner so a unit test can check them.
import { median } from './budgets.mjs';

/**
 * @typedef {{
 *   id: string; label: string; unit: 'ms' | 'KiB' | ''; max: number; needsFastHost: boolean; fails: boolean;
 * }} PhoneWorkBudget
 * @typedef {{
 *   environment?: { benchmarkIndex?: number };
 *   audits?: Record<string, {
 *     numericValue?: number;
 *     details?: { items?: Array<Record<string, unknown>>; debugData?: { networkStartTimeTs?: number } };
 *   }>;
 * }} LhrLike
 * @typedef {{
 *   benchmarkIndex: number | null;
 *   figures: Record<string, number | null>;
 *   mainThreadByKind: Array<{ kind: string; ms: number }>;
 *   bootupByScript: Array<{ script: string; ms: number; scriptingMs: number; parseMs: number }>;
 *   scripts: Array<{ script: string; kib: number; beforeIdle: boolean }>;
 * }} PhoneWork
 */

/**
 * The user timing the app marks when a prerendered page is its own and the browser idle (src/main.tsx), the moment it
 * loads the backend: the JavaScript budget counts the scripts asked for before it.
 */
export const IDLE_MARK = 'sheesham:idle';

/**
 * Main-thread time and boot-up are CPU time scaled by the slowdown, so they mean a phone's only on a host fast enough
 * for Lighthouse's calibration: below this benchmark index they are printed but not judged.
 */
export const MIN_BENCHMARK_INDEX = 2000;

/**
 * The budgets, each with whether a miss fails `npm run lighthouse` (`fails`): a budget is printed with its verdicts
 * until every landing page meets it, then fails like the others, so it stays met as features arrive.
 *
 * @type {PhoneWorkBudget[]}
 */
export const PHONE_WORK_BUDGETS = [
  { id: 'mainThread', label: 'Main thread', unit: 'ms', max: 1500, needsFastHost: true, fails: false },
  { id: 'bootup', label: 'JS boot-up', unit: 'ms', max: 600, needsFastHost: true, fails: true },
  { id: 'domElements', label: 'DOM elements', unit: '', max: 400, needsFastHost: false, fails: true },
  { id: 'scriptKiB', label: 'JS before idle', unit: 'KiB', max: 150, needsFastHost: false, fails: true },
];

/** @param {string} url */
const fileOf = (url) => url.split('/').pop()?.split('?')[0] || url;

/**
 * @param {LhrLike} lhr
 * @param {string} id
 */
const itemsOf = (lhr, id) => lhr.audits?.[id]?.details?.items ?? [];

/**
 * The phone's work for one page.
 *
 * @param {LhrLike} lhr
 * @returns {PhoneWork}
 */
export const phoneWorkOf = (lhr) => {
  const value = (/** @type {string} */ id) => lhr.audits?.[id]?.numericValue ?? null;
  const idleMark = itemsOf(lhr, 'user-timings').find((item) => item.name === IDLE_MARK)?.startTime;
  // User timings count from the page's time origin, network requests from the first request: move the mark onto theirs.
  const networkStart = lhr.audits?.['network-requests']?.details?.debugData?.networkStartTimeTs;
  const timeOrigin = itemsOf(lhr, 'metrics')[0]?.observedTimeOriginTs;
  const idleAt =
    typeof idleMark === 'number' && typeof networkStart === 'number' && typeof timeOrigin === 'number'
      ? idleMark - (networkStart - timeOrigin) / 1000
      : idleMark;
  const scripts = itemsOf(lhr, 'network-requests')
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({
      script: fileOf(String(item.url)),
      kib: Number(item.transferSize ?? 0) / 1024,
      beforeIdle: typeof idleAt !== 'number' || Number(item.rendererStartTime ?? 0) < idleAt,
    }));
  const beforeIdle = scripts.filter((script) => script.beforeIdle);
  return {
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    figures: {
      mainThread: value('mainthread-work-breakdown'),
      bootup: value('bootup-time'),
      domElements: value('dom-size'),
      scriptKiB: beforeIdle.length ? beforeIdle.reduce((sum, { kib }) => sum + kib, 0) : null,
    },
    mainThreadByKind: itemsOf(lhr, 'mainthread-work-breakdown').map((item) => ({
      kind: String(item.groupLabel ?? item.group),
      ms: Number(item.duration ?? 0),
    })),
    bootupByScript: itemsOf(lhr, 'bootup-time').map((item) => ({
      script: fileOf(String(item.url)),
      ms: Number(item.total ?? 0),
      scriptingMs: Number(item.scripting ?? 0),
      parseMs: Number(item.scriptParseCompile ?? 0),
    })),
    scripts,
  };
};

/** @param {Array<number | null>} values */
const medianOf = (values) => {
  const known = /** @type {number[]} */ (values.filter((value) => value !== null));
  return known.length > 0 ? median(known) : null;
};

/**
 * The phone's work over a page's runs: each budgeted figure and the host's index is its median across the runs (as
 * Lighthouse CI aggregates an audit), so one run the host slowed moves no verdict; the breakdowns are those of the run
 * whose main thread is that median.
 *
 * @param {PhoneWork[]} works
 * @returns {PhoneWork}
 */
export const medianPhoneWork = (works) => {
  const figures = Object.fromEntries(
    PHONE_WORK_BUDGETS.map(({ id }) => [id, medianOf(works.map((work) => work.figures[id] ?? null))]),
  );
  const middle = works.find((work) => work.figures.mainThread === figures.mainThread) ?? works[0];
  if (!middle) throw new Error('medianPhoneWork needs at least one run');
  return { ...middle, benchmarkIndex: medianOf(works.map((work) => work.benchmarkIndex)), figures };
};

/**
 * Each budget with the page's figure and its verdict: true met, false missed, null not judged (a time measured on a
 * host too slow to stand for the phone).
 *
 * @param {PhoneWork} work
 */
export const judgePhoneWork = (work) =>
  PHONE_WORK_BUDGETS.map((budget) => {
    const value = work.figures[budget.id] ?? null;
    const judged = !budget.needsFastHost || (work.benchmarkIndex ?? 0) >= MIN_BENCHMARK_INDEX;
    return { ...budget, value, ok: value === null ? false : judged ? value <= budget.max : null };
  });

/**
 * Every budget a page missed, with the line `npm run lighthouse` prints for it; the run fails on any miss of a budget
 * that `fails`.
 *
 * @param {Array<{ path: string; work: PhoneWork }>} pages
 */
export const phoneWorkMisses = (pages) =>
  pages.flatMap(({ path, work }) =>
    judgePhoneWork(work)
      .filter(({ ok }) => ok === false)
      .map(({ label, value, unit, max, fails }) => ({
        fails,
        line: `${path} ${label} ${formatFigure(value, unit)} over its budget of ${formatFigure(max, unit)}${fails ? '' : ' (printed, not yet a failure)'}`,
      })),
  );

/**
 * @param {number | null} value
 * @param {PhoneWorkBudget['unit']} unit
 */
const formatFigure = (value, unit) => {
  if (value === null) return 'n/a';
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 'KiB') return `${value.toFixed(1)} KiB`;
  return String(Math.round(value));
};

/**
 * The table `npm run lighthouse` prints: each page's figures under their budgets (✗ a miss, ~ not judged on this
 * host), with the host's benchmark index; then where each page's time went.
 *
 * @param {Array<{ path: string; work: PhoneWork }>} pages
 * @returns {string}
 */
export const formatPhoneWork = (pages) => {
  const header = [
    'Page',
    'Host index',
    ...PHONE_WORK_BUDGETS.map(({ label, unit, max }) => `${label} (≤ ${formatFigure(max, unit)})`),
  ];
  const rows = pages.map(({ path, work }) => [
    path,
    work.benchmarkIndex === null ? 'n/a' : String(Math.round(work.benchmarkIndex)),
    ...judgePhoneWork(work).map(
      ({ value, unit, ok }) => `${formatFigure(value, unit)}${ok === false ? ' ✗' : ok === null ? ' ~' : ''}`,
    ),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const details = pages.map(({ path, work }) =>
    [
      `${path}:`,
      `  main thread by kind: ${work.mainThreadByKind.map(({ kind, ms }) => `${kind} ${Math.round(ms)}`).join(', ')}`,
      `  boot-up by script (total/evaluation/parse, ms): ${work.bootupByScript
        .map(
          ({ script, ms, scriptingMs, parseMs }) =>
            `${script} ${Math.round(ms)}/${Math.round(scriptingMs)}/${Math.round(parseMs)}`,
        )
        .join(', ')}`,
      `  scripts (KiB transferred): ${work.scripts
        .map(
          ({ script, kib, beforeIdle }) => `${script} ${kib.toFixed(1)}${beforeIdle ? '' : ' (after idle)'}`,
        )
        .join(', ')}`,
    ].join('\n'),
  );
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    `(~: not judged, the host's benchmark index is under ${MIN_BENCHMARK_INDEX})`,
    '',
    ...details,
  ].join('\n');
};
