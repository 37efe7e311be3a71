#!/usr/bin/env node
/**
 * Bundle budget (issue 6): the initial JavaScript of `/` (the entry chunk and everything it imports statically),
 * gzip-compressed, against 200 KB; and proof from the Vite manifest that the firebase SDK and the admin panel are
 * chunks of their own that the JavaScript of `/` in memory mode never reaches.
 *
 *   node scripts/bench/bundle-budget.mjs [--dir dist] [--build] [--json]
 *
 * --build runs `npx vite build --outDir <dir> --emptyOutDir` first; --json prints one JSON object instead of the table
 * (tests/e2e/bundle.spec.ts reads it). Exits 1 when a check fails, 2 when the build or its manifest is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { manifestKeyOf } from '../build/chunkGroups.mjs';

/** @typedef {import('vite').Manifest} Manifest */
/** @typedef {{ file: string; raw: number; gzip: number }} FileFigures */
/** @typedef {{ files: FileFigures[]; count: number; raw: number; gzip: number }} Figures */

export const BUDGET_BYTES = 200 * 1024;
const ENTRY = 'index.html';
// The dynamic imports a memory-mode visit to `/` makes while starting: the composition root, the backend, the home
// page, the offline banner (there before the network goes), and once the first screen is up, the service worker's
// registration.
const START_UP = [
  'src/composition/createPorts.ts',
  'src/composition/createMemoryBackend.ts',
  'src/ui/shop/home/HomePage.tsx',
  'src/ui/shared/components/OfflineBanner.tsx',
  'src/ui/app/serviceWorker/registerAppWorker.ts',
];
const isFirebaseSrc = (/** @type {string} */ src) =>
  /(^|\/)node_modules\/(@firebase|firebase)\/|^src\/adapters\/firestore\//.test(src);
// The demo backend: its adapters and the composition root that seeds them.
const isMemorySrc = (/** @type {string} */ src) =>
  src.startsWith('src/adapters/memory/') || src === 'src/composition/createMemoryBackend.ts';
// Every module under src/ui/admin is the admin panel's: the route table names admin pages as data only.
const isAdminSrc = (/** @type {string} */ src) => src.startsWith('src/ui/admin/');
// Strings only the firebase SDK ships: its package names (registerVersion) and its service host.
const FIREBASE_MARKERS = [
  '@firebase/firestore',
  '@firebase/auth',
  '@firebase/app',
  'firestore.googleapis.com',
];
// Lazy modules that must keep chunks of their own: the admin panel's layout (the gate to every admin page) and the
// firebase backend. A module also imported statically loses its manifest entry, which is how a leak shows.
const OWN_CHUNKS = ['src/ui/admin/layout/AdminLayout.tsx', 'src/adapters/firestore/createFirebaseBackend.ts'];
// One string literal from each library that must be bundled once, found in one of its modules only: the selector
// emotion's cache finds the page's style tags with, Chakra's context name.
const SINGLETON_MARKERS = { emotion: '[data-emotion', 'chakra-ui': 'ChakraContext' };

/**
 * @param {string} dir
 * @returns {Manifest}
 */
export const readManifest = (dir) => {
  const path = join(dir, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`No Vite manifest at ${path}: build first (build.manifest is on)`);
  return JSON.parse(readFileSync(path, 'utf8'));
};

/**
 * Manifest keys of `keys` and every chunk they import statically, transitively: what the browser must fetch.
 *
 * @param {Manifest} manifest
 * @param {Iterable<string>} keys
 * @returns {Set<string>}
 */
export const staticClosure = (manifest, keys) => {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
};

/**
 * The chunk of a manifest key the manifest is known to have.
 *
 * @param {Manifest} manifest
 * @param {string} key
 */
const chunkOf = (manifest, key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no ${key}`);
  return chunk;
};

/**
 * @param {FileFigures[]} rows
 * @param {'raw' | 'gzip'} field
 */
const sum = (rows, field) => rows.reduce((total, row) => total + row[field], 0);

/**
 * @param {string} dir
 * @param {Manifest} manifest
 * @param {Iterable<string>} keys
 * @returns {Figures}
 */
const measure = (dir, manifest, keys) => {
  const files = [...new Set([...keys].map((key) => chunkOf(manifest, key).file))]
    .map((file) => {
      const bytes = readFileSync(join(dir, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { files, count: files.length, raw: sum(files, 'raw'), gzip: sum(files, 'gzip') };
};

/**
 * The entries `isArea` picks, and the chunks only they reach (what nobody outside the area downloads).
 *
 * @param {Manifest} manifest
 * @param {(src: string) => boolean} isArea
 */
const areaChunks = (manifest, isArea) => {
  const keys = Object.keys(manifest);
  const entries = keys.filter((key) => {
    const src = manifest[key]?.src;
    return src !== undefined && src !== '' && isArea(src);
  });
  const outside = staticClosure(
    manifest,
    keys.filter((key) => (manifest[key]?.isEntry || manifest[key]?.isDynamicEntry) && !entries.includes(key)),
  );
  return { entries, only: [...staticClosure(manifest, entries)].filter((key) => !outside.has(key)) };
};

/**
 * Every figure and check of the budget for the build in `dir`.
 *
 * @param {string} dir
 */
export const analyseBundle = (dir) => {
  const manifest = readManifest(dir);
  if (!manifest[ENTRY]) throw new Error(`The manifest in ${dir} has no ${ENTRY} entry`);
  const initial = measure(dir, manifest, staticClosure(manifest, [ENTRY]));
  const startUpKeys = START_UP.flatMap((src) => manifestKeyOf(manifest, src) ?? []);
  const startUp = measure(dir, manifest, staticClosure(manifest, [ENTRY, ...startUpKeys]));
  const firebase = areaChunks(manifest, isFirebaseSrc);
  const admin = areaChunks(manifest, isAdminSrc);
  const memory = areaChunks(manifest, isMemorySrc);
  const startUpFiles = new Set(startUp.files.map((row) => row.file));
  const leaks = (/** @type {string[]} */ entries) =>
    entries
      .map((key) => chunkOf(manifest, key))
      .filter((chunk) => startUpFiles.has(chunk.file))
      .map((chunk) => `${chunk.src} is in ${chunk.file}`);
  const codeOf = (/** @type {string} */ file) => readFileSync(join(dir, file), 'utf8');
  const firebaseLeaks = [
    ...leaks(firebase.entries),
    ...startUp.files.flatMap(({ file }) =>
      FIREBASE_MARKERS.filter((marker) => codeOf(file).includes(marker)).map(
        (m) => `${file} contains "${m}"`,
      ),
    ),
  ];
  const allFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((f) =>
    f.endsWith('.js'),
  );
  const copies = Object.entries(SINGLETON_MARKERS).map(([library, marker]) => ({
    library,
    files: allFiles.filter((file) => codeOf(file).includes(marker)),
  }));
  const initialKeys = staticClosure(manifest, [ENTRY]);
  // A start-up module may sit in a page group's chunk (scripts/build/chunkGroups.mjs); that chunk must stay lazy.
  const isLazy = (/** @type {string | undefined} */ key) => {
    const chunk = key === undefined || initialKeys.has(key) ? undefined : manifest[key];
    return chunk !== undefined && (chunk.isDynamicEntry || !chunk.src);
  };
  const missing = [
    ...START_UP.filter((src) => !isLazy(manifestKeyOf(manifest, src))),
    ...OWN_CHUNKS.filter((key) => !manifest[key]?.isDynamicEntry),
  ];
  // A lazy import that resolves into the initial chunks: its module is imported statically somewhere too.
  const mergedLazy = [...initialKeys]
    .map((key) => chunkOf(manifest, key))
    .filter((chunk) => (chunk.dynamicImports ?? []).some((target) => initialKeys.has(target)))
    .map((chunk) => `${chunk.file} lazily imports a module that is in the initial chunks`);
  const budget = `${BUDGET_BYTES / 1024} KB gzip`;
  const checks = [
    { name: `initial JS for / ≤ ${budget}`, ok: initial.gzip <= BUDGET_BYTES },
    {
      name: 'firebase SDK is a chunk of its own',
      ok: firebase.entries.length > 0 && firebase.only.length > 0,
    },
    {
      name: 'no firebase code in the JS of / (memory mode)',
      ok: firebaseLeaks.length === 0,
      details: firebaseLeaks,
    },
    { name: 'admin panel is in chunks of its own', ok: admin.entries.length > 0 && admin.only.length > 0 },
    {
      name: 'no admin module in the JS of /',
      ok: leaks(admin.entries).length === 0,
      details: leaks(admin.entries),
    },
    ...copies.map(({ library, files }) => ({
      name: `${library} is bundled once`,
      ok: files.length === 1,
      details: [`found in ${files.length} chunks: ${files.join(', ')}`],
    })),
    {
      name: 'lazy modules of / stay out of its initial chunks',
      ok: mergedLazy.length === 0,
      details: mergedLazy,
    },
    {
      name: 'backend, home page, admin layout and firebase backend are lazy chunks',
      ok: missing.length === 0,
      details: missing.map((key) => `${key} is not in a lazy chunk`),
    },
  ];
  return {
    dir,
    budget: BUDGET_BYTES,
    initial,
    startUp,
    firebase: measure(dir, manifest, firebase.only),
    admin: measure(dir, manifest, admin.only),
    memory: measure(dir, manifest, memory.only),
    checks,
    ok: checks.every((check) => check.ok),
  };
};

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {ReturnType<typeof analyseBundle>} report */
const print = (report) => {
  /**
   * @param {string} label
   * @param {string} raw
   * @param {string} gzip
   */
  const row = (label, raw, gzip) =>
    console.log(`  ${label.padEnd(50)} ${raw.padStart(10)} ${gzip.padStart(10)}`);
  console.log(`Bundle budget (${report.dir})`);
  row('initial JS for / = entry + static imports', 'raw', 'gzip');
  for (const chunk of report.initial.files) row(chunk.file, kb(chunk.raw), kb(chunk.gzip));
  row('total', kb(report.initial.raw), kb(report.initial.gzip));
  console.log(`  → initial JS for /: ${kb(report.initial.gzip)} gzip   (budget ${kb(report.budget)})`);
  const initialFiles = new Set(report.initial.files.map((chunk) => chunk.file));
  console.log(
    '  then fetched while / starts in memory mode (backend, home page, offline banner, worker registration):',
  );
  for (const chunk of report.startUp.files.filter((c) => !initialFiles.has(c.file))) {
    row(chunk.file, kb(chunk.raw), kb(chunk.gzip));
  }
  console.log(`  → all JS of / in memory mode: ${kb(report.startUp.gzip)} gzip (for information)`);
  /**
   * @param {string} label
   * @param {Figures} figures
   */
  const area = (label, figures) =>
    console.log(`  ${label}: ${figures.count} chunks, ${kb(figures.raw)} raw, ${kb(figures.gzip)} gzip`);
  area('firebase SDK (firebase mode only)', report.firebase);
  area('admin panel (under /admin only)', report.admin);
  for (const check of report.checks) {
    console.log(`  ${check.ok ? 'PASS' : 'FAIL'}  ${check.name}`);
    if (!check.ok) for (const detail of check.details ?? []) console.log(`        ${detail}`);
  }
};

const main = () => {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf('--dir');
  const dir = resolve((dirAt >= 0 ? args[dirAt + 1] : undefined) || 'dist');
  if (args.includes('--build')) {
    execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir'], {
      // A caller running Vite's dev server (npm run bench) has set NODE_ENV=development, which would build React's
      // development bundle.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  let report;
  try {
    report = analyseBundle(dir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  if (args.includes('--json')) console.log(JSON.stringify(report));
  else print(report);
  process.exit(report.ok ? 0 : 1);
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
