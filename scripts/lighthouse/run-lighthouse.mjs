// `npm run lighthouse`: builds the production app (memory backend) into a directory of its own, serves it on a free
// port as Firebase Hosting would (hostingServer.mjs: brotli, the rewrite and headers of firebase.json), runs
// Lighthouse (default mobile config, simulated throttling) in Debian Chromium on each page of budgets.mjs, prints
// every category score and FCP/LCP/TBT/CLS under its budget, beside the page's figures from before it was drawn at
// build time, then the phone's work (phoneWork.mjs: main thread, boot-up, DOM, JS transferred), and exits 1 on a miss. Then, for each page, a repeat visit (repeatVisit.mjs: the service worker
// installed, caches kept), printed beside the first visit. The product page is measured twice: as the build drew it,
// and drawn on demand as the server module's drawPage draws it (the page drawer bundled from this build, run in
// this process behind a second server with the rewrites of a shop whose server module is on, which serves no page
// the build drew).
//
// CPU: the budget is judged at Lighthouse's default mobile slowdown (4×), as PageSpeed Insights and the Lighthouse
// CLI run it. That 4× stands for Lighthouse's reference phone only on a host of benchmark index ~1,500, so
// --calibrate reads this host's index (median of 3 short runs) and applies Lighthouse's own calibration
// (budgets.mjs cpuSlowdownFor); --cpu-slowdown N sets the slowdown by hand. Either is printed with the figures.
//
// Options: --runs N (runs per page: the median run counts, and each figure of the phone's work its median; default
// 3), --out-dir DIR (build directory; default a fresh temp dir), --skip-build (serve --out-dir as it is), --report-dir
// DIR (JSON + HTML reports; default <tmp>/sheesham-lighthouse). CHROMIUM_PATH picks the browser (default
// /usr/bin/chromium); no browser is downloaded.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS } from '../chromiumFlags.mjs';
import { startHostingServer } from './hostingServer.mjs';
import { startOnDemandHosting } from './onDemandHosting.mjs';
import { formatRepeatVisitTable, installServiceWorker } from './repeatVisit.mjs';
import { formatPhoneWork, medianPhoneWork, phoneWorkMisses, phoneWorkOf } from './phoneWork.mjs';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import {
  CATEGORY_BUDGETS,
  DEFAULT_CPU_SLOWDOWN,
  PAGES,
  cpuSlowdownFor,
  evaluatePage,
  failingAudits,
  formatTable,
  median,
  pageLabel,
} from './budgets.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const { hosting } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'cpu-slowdown': { type: 'string' },
    calibrate: { type: 'boolean', default: false },
    'out-dir': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'report-dir': { type: 'string', default: join(tmpdir(), 'sheesham-lighthouse') },
  },
});
const runs = Math.max(1, Number.parseInt(options.runs, 10) || 1);
if (options['skip-build'] && !options['out-dir']) throw new Error('--skip-build needs --out-dir');
const outDir = options['out-dir']
  ? resolve(options['out-dir'])
  : mkdtempSync(join(tmpdir(), 'sheesham-lh-build-'));
const reportDir = resolve(options['report-dir']);

/**
 * Runs Vite's CLI with `args` to its end.
 *
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<void>}
 */
const run = (args, env) =>
  new Promise((done, fail) => {
    const child = spawn(process.execPath, args[0]?.endsWith('.mjs') ? args : [viteBin, ...args], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${args[0]} exited with ${code}`))));
  });

/**
 * A second server for the build, as Hosting serves a shop whose server module draws the pages, with the page drawer
 * bundled from this build as the function.
 */
const startOnDemandServer = async () => {
  const drawerDir = `${outDir}-drawer`;
  await run([join(root, 'scripts', 'functions', 'build-page-drawer.mjs'), outDir, drawerDir], {
    ...process.env,
    VITE_BACKEND: 'memory',
  });
  /** @type {typeof import('../../src/prerender/shopPageDrawer')} */
  const { createShopPageDrawer } = await import(pathToFileURL(join(drawerDir, 'shopPageDrawer.mjs')).href);
  const drawer = createShopPageDrawer(readFileSync(join(drawerDir, 'app-shell.html'), 'utf8'));
  const hosting = await startOnDemandHosting(outDir, 0, drawer.draw);
  return {
    server: hosting.server,
    close: () => {
      hosting.close();
      rmSync(drawerDir, { recursive: true, force: true });
    },
  };
};

/**
 * The host's CPU benchmark index as Lighthouse measures it before each run: the median of three short runs.
 *
 * @param {number} chromePort
 * @param {string} url
 */
const hostBenchmarkIndex = async (chromePort, url) => {
  const readings = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await lighthouse(url, { port: chromePort, logLevel: 'error', onlyAudits: ['viewport'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    readings.push(result.lhr.environment.benchmarkIndex);
  }
  return median(readings);
};

/**
 * @param {number} chromePort
 * @param {string} url
 * @returns {Promise<{ multiplier: number; reason: string }>}
 */
const chooseCpuSlowdown = async (chromePort, url) => {
  if (options['cpu-slowdown']) {
    const chosen = Number(options['cpu-slowdown']);
    if (!(chosen >= 1)) throw new Error('--cpu-slowdown needs a number ≥ 1');
    return { multiplier: chosen, reason: 'set with --cpu-slowdown' };
  }
  if (!options.calibrate) {
    return {
      multiplier: DEFAULT_CPU_SLOWDOWN,
      reason: "Lighthouse's default; --calibrate fits it to this host",
    };
  }
  const index = await hostBenchmarkIndex(chromePort, url);
  const calibrated = cpuSlowdownFor(index);
  if (calibrated === null) {
    return { multiplier: 1, reason: `host benchmark index ${Math.round(index)}, too slow to calibrate` };
  }
  return {
    multiplier: Math.round(calibrated * 10) / 10,
    reason: `calibrated for host benchmark index ${Math.round(index)} (Lighthouse's ${DEFAULT_CPU_SLOWDOWN}× assumes ~1,500)`,
  };
};

/**
 * @param {number} chromePort
 * @param {string} url
 * @param {number} cpuSlowdownMultiplier
 * @param {boolean} [repeatVisit] keep the origin's storage (the service worker, its caches) and the HTTP cache
 */
const measure = async (chromePort, url, cpuSlowdownMultiplier, repeatVisit = false) => {
  const lhrs = [];
  for (let attempt = 0; attempt < runs; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORY_BUDGETS.map((budget) => budget.id),
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
      disableStorageReset: repeatVisit,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    lhrs.push(result.lhr);
  }
  return {
    lhr: runs > 1 ? computeMedianRun(lhrs) : lhrs[0],
    work: medianPhoneWork(
      lhrs.map((lhr) =>
        phoneWorkOf(/** @type {import('./phoneWork.mjs').LhrLike} */ (/** @type {unknown} */ (lhr))),
      ),
    ),
  };
};

/**
 * @param {string} name
 * @param {import('lighthouse').Result} lhr
 */
const saveReports = (name, lhr) => {
  writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 2));
  writeFileSync(join(reportDir, `${name}.html`), generateReport(lhr, 'html'));
};

const main = async () => {
  if (!options['skip-build']) {
    console.log(`Building the production app (memory backend) into ${outDir} …`);
    await run(['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      ...process.env,
      VITE_BACKEND: 'memory',
    });
  }
  mkdirSync(reportDir, { recursive: true });
  const server = await startHostingServer(outDir, hosting, 0);
  const onDemand = await startOnDemandServer();
  /** @param {import('node:http').Server} served */
  const portOf = (served) => /** @type {import('node:net').AddressInfo} */ (served.address()).port;
  const port = portOf(server);
  let chrome;
  let cpu;
  const results = [];
  const repeatVisits = [];
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROMIUM_FLAGS,
    });
    cpu = await chooseCpuSlowdown(chrome.port, `http://127.0.0.1:${port}/`);
    console.log(`CPU slowdown ${cpu.multiplier}×: ${cpu.reason}`);
    for (const page of PAGES) {
      const url = `http://127.0.0.1:${page.onDemand ? portOf(onDemand.server) : port}${page.path}`;
      console.log(`Lighthouse: ${url} (${runs} run${runs > 1 ? 's' : ''}, mobile, simulated throttling) …`);
      const { lhr, work } = await measure(chrome.port, url, cpu.multiplier);
      saveReports(page.name, lhr);
      results.push({ page, lhr, work, evaluation: evaluatePage(lhr) });
      console.log(`Lighthouse: ${url} again, as a repeat visit …`);
      await installServiceWorker(chrome.port, url);
      const { lhr: repeat } = await measure(chrome.port, url, cpu.multiplier, true);
      saveReports(`${page.name}-repeat`, repeat);
      repeatVisits.push({ path: pageLabel(page), first: lhr, repeat });
    }
  } finally {
    chrome?.kill();
    server.close();
    onDemand.close();
  }

  console.log(
    `\nLighthouse ${results[0]?.lhr.lighthouseVersion}, ${results[0]?.lhr.environment.hostUserAgent}`,
  );
  console.log(
    `Mobile emulation, slow 4G, CPU slowdown ${cpu.multiplier}× (${cpu.reason}); median of ${runs} run(s) per page; reports in ${reportDir}\n`,
  );
  console.log(formatTable(results));
  const phoneWork = results.map(({ page, work }) => ({ path: pageLabel(page), work }));
  console.log("\nThe phone's work (docs/decisions.md#the-phones-work):\n");
  console.log(formatPhoneWork(phoneWork));
  console.log('\nRepeat visit (service worker installed, caches kept) beside the first visit:\n');
  console.log(formatRepeatVisitTable(repeatVisits));
  // Simulated throttling scales the CPU time this host measured: a host busier than at calibration scores lower.
  console.log(
    `\nHost CPU benchmark index during each page's runs: ${results
      .map(({ page, lhr }) => `${pageLabel(page)} ${Math.round(lhr.environment.benchmarkIndex)}`)
      .join(', ')}`,
  );
  for (const warning of new Set(results.flatMap(({ lhr }) => lhr.runWarnings)))
    console.log(`Warning: ${warning}`);
  const misses = results.filter((result) => !result.evaluation.ok);
  for (const { page, lhr, evaluation } of misses) {
    for (const metric of evaluation.metrics.filter((m) => !m.ok))
      console.log(
        `\n${pageLabel(page)} ${metric.label} ${metric.value ?? 'n/a'} over its budget of ${metric.max}`,
      );
    for (const category of evaluation.categories.filter((c) => !c.ok)) {
      console.log(
        `\n${pageLabel(page)} ${category.label} ${category.score ?? 'n/a'} < ${category.min}; failing audits:`,
      );
      for (const audit of failingAudits(lhr, category.id).slice(0, 8)) {
        console.log(`  - ${audit.id} (${audit.score}) ${audit.title} ${audit.display}`.trimEnd());
      }
    }
  }
  const phoneMisses = phoneWorkMisses(phoneWork);
  for (const { line } of phoneMisses) console.log(`\n${line}`);
  const failed = misses.length > 0 || phoneMisses.some(({ fails }) => fails);
  console.log(
    misses.length === 0 ? '\nAll Lighthouse budgets met.' : `\nBudgets missed on ${misses.length} page(s).`,
  );
  process.exitCode = failed ? 1 : 0;
};

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    if (!options['out-dir']) rmSync(outDir, { recursive: true, force: true });
  });
