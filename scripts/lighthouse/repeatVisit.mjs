// A repeat visit for `npm run lighthouse`: the shop's service worker installed and its caches (and the HTTP cache)
// kept, as a shopper's second visit finds them. Lighthouse resets the origin's storage before each run unless told
// not to (disableStorageReset), so a first visit never sees the worker, which registers once the page is idle.
import { chromium } from '@playwright/test';

/**
 * Opens `url` in the browser Lighthouse drives (same profile) and waits until the shop's service worker controls
 * it, its precache complete; then closes the tab, leaving the worker and its caches for the next runs.
 *
 * @param {number} chromePort the browser's remote-debugging port
 * @param {string} url
 */
export const installServiceWorker = async (chromePort, url) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('The browser has no default context');
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await page.close();
  } finally {
    // Over CDP, this only disconnects: the browser and its profile stay for Lighthouse.
    await browser.close();
  }
};

/** @typedef {{ audits?: Record<string, { numericValue?: number }> }} LhrLike */

const FIGURES = [
  {
    id: 'first-contentful-paint',
    label: 'FCP',
    format: (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`,
  },
  {
    id: 'largest-contentful-paint',
    label: 'LCP',
    format: (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`,
  },
  { id: 'total-blocking-time', label: 'TBT', format: (/** @type {number} */ ms) => `${Math.round(ms)} ms` },
  {
    id: 'total-byte-weight',
    label: 'transferred',
    format: (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`,
  },
];

/**
 * One line per page and visit: FCP, LCP, TBT and the bytes transferred over the network, first visit then repeat.
 *
 * @param {Array<{ path: string; first: LhrLike; repeat: LhrLike }>} rows
 * @returns {string}
 */
export const formatRepeatVisitTable = (rows) => {
  const header = ['Page', 'visit', ...FIGURES.map((figure) => figure.label)];
  /** @param {LhrLike} lhr */
  const figuresOf = (lhr) =>
    FIGURES.map(({ id, format }) => {
      const value = lhr.audits?.[id]?.numericValue;
      return typeof value === 'number' ? format(value) : 'n/a';
    });
  const lines = rows.flatMap(({ path, first, repeat }) => [
    [path, 'first', ...figuresOf(first)],
    ['', 'repeat', ...figuresOf(repeat)],
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => String(line[column]).length)),
  );
  const format = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
};
