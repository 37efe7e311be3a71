// Where a landing page's start-up time goes, by module: loads the page in Debian Chromium with the CPU slowed as on a
// phone (DevTools' CPU throttling, 4× by default), records a CPU profile from the navigation until the app has taken
// the prerendered page over and the main thread is quiet, and sums the self time of every sample by the source module
// it maps to through the build's source maps (a library by its package, the app by its folder), beside the browser's
// own work (garbage collection, style, layout and paint show as "(program)").
//
//   npx vite build --sourcemap --outDir /tmp/dist-map
//   node scripts/lighthouse/profileStartup.mjs --dir /tmp/dist-map [--path /] [--cpu 4] [--runs 3] [--depth 2]
//
// Used for the table in docs/decisions.md#the-phones-work; not part of a test.
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_FLAGS } from '../chromiumFlags.mjs';
import { startHostingServer } from './hostingServer.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { hosting } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
const { values: options } = parseArgs({
  options: {
    dir: { type: 'string' },
    path: { type: 'string', multiple: true },
    cpu: { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
    depth: { type: 'string', default: '2' },
  },
});
if (!options.dir) throw new Error('--dir <a build made with --sourcemap> is needed');
const dir = resolve(options.dir);
const paths = options.path ?? ['/'];
const depth = Number(options.depth);

/** @type {Map<string, SourceMapConsumer | null>} */
const maps = new Map();
/** @param {string} url */
const mapOf = (url) => {
  const file = new URL(url).pathname;
  if (!maps.has(file)) {
    const mapFile = join(dir, `${file}.map`);
    maps.set(
      file,
      existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null,
    );
  }
  return maps.get(file) ?? null;
};

/**
 * The module a sample ran in: a package under node_modules by its name, the app's source by its first folders.
 *
 * @param {{ url: string; lineNumber: number; columnNumber: number; functionName: string }} frame
 */
const moduleOf = (frame) => {
  // Chromium's own scripts (an extension binding, `v8/LoadTimes`) name no address of the page.
  if (!URL.canParse(frame.url)) return frame.functionName.startsWith('(') ? frame.functionName : '(browser)';
  if (!frame.url.includes('/assets/')) return `(page: ${new URL(frame.url).pathname})`;
  const map = mapOf(frame.url);
  const source = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
  if (!source) return `(unmapped ${new URL(frame.url).pathname.split('/').pop()})`;
  const inPackage = source.split('node_modules/').slice(1).pop();
  if (inPackage) {
    const [scope = '', name = ''] = inPackage.split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const at = source.indexOf('src/');
  return source
    .slice(at)
    .split('/')
    .slice(0, depth + 1)
    .join('/');
};

/**
 * One profile of `url`: self time in ms by module.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {number} rate
 */
const profileOnce = async (browser, url, rate) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerendered'), undefined, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  const moduleById = new Map(profile.nodes.map((node) => [node.id, moduleOf(node.callFrame)]));
  /** @type {Record<string, number>} */
  const ms = {};
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, at) => {
    const name = moduleById.get(id) ?? '(browser)';
    ms[name] = (ms[name] ?? 0) + (deltas[at + 1] ?? 0) / 1000;
  });
  return ms;
};

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const main = async () => {
  const server = await startHostingServer(dir, hosting, 0);
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    for (const path of paths) {
      /** @type {Array<Record<string, number>>} */
      const runs = [];
      for (let run = 0; run < Number(options.runs); run += 1)
        runs.push(await profileOnce(browser, `http://127.0.0.1:${port}${path}`, Number(options.cpu)));
      const names = new Set(runs.flatMap((run) => Object.keys(run)));
      const rows = [...names]
        .map((name) => ({ name, ms: median(runs.map((run) => run[name] ?? 0)) }))
        .filter(({ name, ms }) => ms >= 5 && name !== '(idle)')
        .sort((a, b) => b.ms - a.ms);
      const busy = rows.reduce((sum, { ms }) => sum + ms, 0);
      console.log(
        `\n${path}: ${Math.round(busy)} ms busy at ${options.cpu}× (median of ${runs.length}), by module:`,
      );
      for (const { name, ms } of rows) console.log(`${String(Math.round(ms)).padStart(7)} ms  ${name}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
};

await main();
