// Two builds' blocking time side by side: loads each landing page of each build in turn, alternating so a host that
// slows down or speeds up weighs on both alike, in Debian Chromium at 4× CPU throttling (DevTools), and sums the
// blocking time (each long animation frame's time past 50 ms) from the first contentful paint until the app marks
// the page idle and three seconds more. Lighthouse's TBT on this host swings with its benchmark index; this tells
// whether a change moved it.
//
//   npx vite build --outDir /tmp/a && (checkout B) npx vite build --outDir /tmp/b
//   node scripts/lighthouse/blockingSideBySide.mjs --dir /tmp/a --dir /tmp/b [--path / --path /products] [--runs 5]
//
// Used for the figures in docs/decisions.md#the-phones-work; not part of a test.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../chromiumFlags.mjs';
import { startHostingServer } from './hostingServer.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { hosting } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', multiple: true },
    path: { type: 'string', multiple: true },
    cpu: { type: 'string', default: '4' },
    runs: { type: 'string', default: '5' },
  },
});
const dirs = (options.dir ?? []).map((dir) => resolve(dir));
if (dirs.length < 2) throw new Error('--dir A --dir B: two builds to set side by side');
const paths = options.path ?? ['/', '/products'];

/** Collects long animation frames from the start, and the first contentful paint. */
const observe = () => {
  /** @type {Array<{ start: number; duration: number }>} */
  const frames = [];
  Object.assign(window, { __frames: frames });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) frames.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'long-animation-frame', buffered: true });
};

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
const blockingOnce = async (browser, url) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(options.cpu) });
  await cdp.send('Performance.enable');
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('sheesham:idle').length > 0, undefined, {
    timeout: 60_000,
  });
  await page.waitForTimeout(3000);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seconds = (/** @type {string} */ name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  const blocking = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const frames = /** @type {Array<{ start: number; duration: number }>} */ (
      /** @type {any} */ (window).__frames
    );
    return frames
      .filter(({ start, duration }) => start + duration > fcp)
      .reduce((sum, { duration }) => sum + Math.max(0, duration - 50), 0);
  });
  await context.close();
  return { blocking, tasks: seconds('TaskDuration') * 1000, script: seconds('ScriptDuration') * 1000 };
};

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const main = async () => {
  const servers = await Promise.all(dirs.map((dir) => startHostingServer(dir, hosting, 0)));
  const ports = servers.map(
    (server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port,
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    for (const path of paths) {
      /** @type {Array<Array<{ blocking: number; tasks: number; script: number }>>} */
      const figures = dirs.map(() => []);
      for (let run = 0; run < Number(options.runs); run += 1)
        for (const [at, port] of ports.entries())
          figures[at]?.push(await blockingOnce(browser, `http://127.0.0.1:${port}${path}`));
      console.log(
        `\n${path}: blocking time after FCP, main-thread tasks and script at ${options.cpu}× (ms), ${options.runs} runs alternated`,
      );
      for (const [at, dir] of dirs.entries()) {
        const runs = figures[at] ?? [];
        /** @param {'blocking' | 'tasks' | 'script'} figure */
        const summary = (figure) => {
          const values = runs.map((run) => run[figure]);
          return `${figure} ${Math.round(median(values))} (${values.map((ms) => Math.round(ms)).join(', ')})`;
        };
        console.log(`  ${dir}: ${summary('blocking')}; ${summary('tasks')}; ${summary('script')}`);
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
};

await main();
