import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productPath } from '../../src/domain/catalogue/NavigationTree';
import type { Product } from '../../src/domain/catalogue/Product';
import { createPageDrawer, PAGE_CACHE_SECONDS } from '../../src/prerender/pageOnDemand';
import { prerenderShop } from '../../src/prerender/prerenderShop';
import { PRODUCTS } from '../../src/adapters/memory/placeOrderInMemory';
import { benchShopSnapshot } from './benchCatalogue';
import { count, table, type Verdict } from './benchReport';
import { openMemoryShop } from './memoryShop';

/** The catalogue sizes the build and the drawing are measured at. */
export const DRAWN_PAGE_SIZES = [100, 1_000, 10_000, 100_000];

/**
 * Budgets of pages drawn on demand (docs/decisions.md#pages-drawn-on-demand): the build takes no longer at 100,000
 * products than this many times its time at 100 (it draws no page per product); a page costs at most this many
 * document reads (home, the heaviest: its rows of featured and new products, banners, settings, the summary), the
 * same at every size.
 */
export const DRAWN_PAGE_BUDGETS = { buildGrowth: 2, readsPerPage: 25 };

/**
 * The traffic the CDN figure assumes: visits an hour, each landing on one page drawn on demand, spread over the
 * CDN's edges that serve India; a landing is home 30%, a listing or category 20%, else one of the products, the
 * best-selling 200 taking most of them (a Zipf-like spread).
 */
export const CDN_TRAFFIC = { visitsPerHour: 1_000, edges: 2, hours: 24 };

const template = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
const ms = (value: number): string => value.toFixed(0);
const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
};

/** A fixed sequence of numbers in [0, 1): the same landings on every run. */
const sequence = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

/** The addresses visits land on, in CDN_TRAFFIC's proportions, over `products`. */
const landingOf = (products: readonly Product[], next: () => number): string => {
  const roll = next();
  if (roll < 0.3) return '/';
  if (roll < 0.5) return next() < 0.5 ? '/products' : '/categories/sofas';
  // Zipf-like: the product at rank r is landed on in proportion to 1/r.
  const rank = Math.floor(Math.exp(next() * Math.log(products.length + 1))) - 1;
  const product = products[Math.min(products.length - 1, Math.max(0, rank))]!;
  return productPath(product);
};

/**
 * How many of a day's visits reach the function, as CDN_TRAFFIC lands them: each edge keeps each page
 * PAGE_CACHE_SECONDS, and a visit finding it missing or older asks the function.
 */
const functionCallsPerDay = (products: readonly Product[]): { visits: number; calls: number } => {
  const next = sequence(42);
  const keptUntil = new Map<string, number>();
  const visits = CDN_TRAFFIC.visitsPerHour * CDN_TRAFFIC.hours;
  let calls = 0;
  for (let visit = 0; visit < visits; visit += 1) {
    const second = (visit / visits) * CDN_TRAFFIC.hours * 3600;
    const key = `${Math.floor(next() * CDN_TRAFFIC.edges)} ${landingOf(products, next)}`;
    if ((keptUntil.get(key) ?? -1) <= second) {
      calls += 1;
      keptUntil.set(key, second + PAGE_CACHE_SECONDS);
    }
  }
  return { visits, calls };
};

interface SizeFigures {
  products: number;
  buildMs: number;
  buildBytes: number;
  buildFiles: number;
  drawMs: number[];
  reads: number[];
  callsPer1000: number;
}

const measureSize = async (size: number, progress: (text: string) => void): Promise<SizeFigures> => {
  progress(`Drawn pages at ${count(size)} products…`);
  const shop = await openMemoryShop(benchShopSnapshot(size));
  const env = { VITE_BACKEND: 'memory' };
  // A build's first drawing loads the page modules: the timed build is the second.
  await prerenderShop({ env, template, onDemand: true, backend: shop.ports });
  const started = performance.now();
  const files = await prerenderShop({ env, template, onDemand: true, backend: shop.ports });
  const buildMs = performance.now() - started;
  const products = shop.db
    .scan<Product>(PRODUCTS, (product) => product.isActive)
    .sort((a, b) => a.id.localeCompare(b.id));
  const drawer = createPageDrawer({ env, template, backend: shop.ports });
  // A warm instance: the first drawing loads the page modules once.
  await drawer.draw('/');
  const sample = [
    '/',
    '/products',
    '/categories/sofas',
    '/about',
    ...Array.from(
      { length: 20 },
      (_, index) => products[Math.floor((index * products.length) / 20)]!,
    ).flatMap((product) => [productPath(product), `/products/${encodeURIComponent(product.id)}`]),
  ];
  const drawMs: number[] = [];
  const reads: number[] = [];
  for (const address of sample) {
    shop.db.meter.reset();
    const before = performance.now();
    const answer = await drawer.draw(address);
    drawMs.push(performance.now() - before);
    reads.push(shop.db.meter.take().reads);
    if (answer.status !== 200) throw new Error(`${address} was drawn as missing`);
  }
  const { visits, calls } = functionCallsPerDay(products);
  return {
    products: size,
    buildMs,
    buildFiles: files.length,
    buildBytes: files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0),
    drawMs,
    reads,
    callsPer1000: (calls / visits) * 1000,
  };
};

/**
 * Pages drawn on demand (docs/architecture.md#pages-drawn-on-demand), on the memory backend with the bench catalogue
 * at each size: the build's time and output where the server module draws the pages, a page's drawing time (p50,
 * p95, a warm instance) and document reads, and the function calls and reads per 1,000 visits behind the CDN.
 */
export const measureDrawnPages = async (
  progress: (text: string) => void,
  sizes: readonly number[] = DRAWN_PAGE_SIZES,
): Promise<Verdict> => {
  const figures: SizeFigures[] = [];
  for (const size of sizes) figures.push(await measureSize(size, progress));
  const smallest = figures[0]!;
  const failures: string[] = [];
  const rows = figures.map((figure) => {
    const flat = figure.buildMs <= Math.max(smallest.buildMs, 1) * DRAWN_PAGE_BUDGETS.buildGrowth;
    const mostReads = Math.max(...figure.reads);
    const bounded = mostReads <= DRAWN_PAGE_BUDGETS.readsPerPage && mostReads === Math.max(...smallest.reads);
    if (!flat) failures.push(`the build's time at ${count(figure.products)} products`);
    if (!bounded) failures.push(`the reads of a drawn page at ${count(figure.products)} products`);
    const readsPer1000 =
      figure.callsPer1000 * (figure.reads.reduce((sum, value) => sum + value, 0) / figure.reads.length);
    return [
      count(figure.products),
      ms(figure.buildMs),
      `${figure.buildFiles} files, ${kb(figure.buildBytes)} KB`,
      ms(percentile(figure.drawMs, 0.5)),
      ms(percentile(figure.drawMs, 0.95)),
      `${Math.min(...figure.reads)}–${mostReads}`,
      `≤${DRAWN_PAGE_BUDGETS.readsPerPage}`,
      figure.callsPer1000.toFixed(0),
      count(Math.round(readsPer1000)),
      flat && bounded ? 'PASS' : 'FAIL',
    ];
  });
  return {
    failures,
    text: [
      "Pages drawn on demand (scripts/bench/drawnPageCosts.ts): the build with the server module on, a page's drawing",
      `on a warm instance (home, /products, a category, /about, 20 products at both addresses) and, behind a CDN keeping`,
      `each page ${PAGE_CACHE_SECONDS} s, function calls and reads per 1,000 visits (${count(CDN_TRAFFIC.visitsPerHour)} visits an hour over`,
      `${CDN_TRAFFIC.edges} edges for ${CDN_TRAFFIC.hours} h; landings: home 30%, a listing 20%, products 50% Zipf-like).`,
      `The build may take at most ${DRAWN_PAGE_BUDGETS.buildGrowth}× its time at ${count(smallest.products)} products.`,
      '',
      table(
        [
          'products',
          'build ms',
          'build output',
          'draw p50 ms',
          'p95 ms',
          'reads/page',
          'budget',
          'calls/1k visits',
          'reads/1k visits',
          'result',
        ],
        rows,
        1,
      ),
    ].join('\n'),
  };
};
