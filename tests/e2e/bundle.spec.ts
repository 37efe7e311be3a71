import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { readManifest } from '../../scripts/bench/bundle-budget.mjs';
import { COMPILE_HINT } from '../../scripts/build/landingPreloads.mjs';
import { ADMIN, openAdmin, signIn } from './support/shopSteps';

/**
 * Issue 6, bundle budget, seen from the browser: what a guest's visit to `/` in memory mode really downloads, next
 * to the figures scripts/bench/bundle-budget.mjs computes from the Vite manifest of the same build.
 */

interface Chunk {
  file: string;
  gzip: number;
}
interface Figures {
  files: Chunk[];
  gzip: number;
}
interface BundleReport {
  budget: number;
  initial: Figures;
  startUp: Figures;
  firebase: Figures;
  admin: Figures;
  ok: boolean;
}

const outDir = resolve(process.env.E2E_OUT_DIR ?? 'dist');

const readReport = (): BundleReport => {
  const args = ['scripts/bench/bundle-budget.mjs', '--dir', outDir, '--json'];
  try {
    return JSON.parse(execFileSync('node', args, { encoding: 'utf8' })) as BundleReport;
  } catch (error) {
    // Exit code 1 (a failed check) still prints the report; the tests below say which figure is wrong.
    const stdout = (error as { stdout?: string }).stdout;
    if (!stdout) throw error;
    return JSON.parse(stdout) as BundleReport;
  }
};

/** Files under /assets/ of every JavaScript response the page receives, and every host it talks to. */
const recordNetwork = (page: Page) => {
  const scripts = new Set<string>();
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.ok() && pathname.startsWith('/assets/') && pathname.endsWith('.js'))
      scripts.add(pathname.slice(1));
  });
  return { scripts, hosts };
};

// vite preview serves files uncompressed, so the gzip size of each downloaded file is measured from the build.
const gzipOf = (file: string): number => gzipSync(readFileSync(join(outDir, file))).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

let report: BundleReport;
test.beforeAll(() => {
  report = readReport();
});

test('a guest on / downloads the initial chunks within budget, and no firebase or admin chunk', async ({
  page,
}) => {
  const network = recordNetwork(page);
  // The service worker's registration is downloaded once the first screen is up, when the browser is idle: wait
  // for every start-up chunk.
  const startUpChunks = report.startUp.files.map((chunk) =>
    page.waitForResponse((response) => response.url().endsWith(`/${chunk.file}`)),
  );
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Add .+ to cart$/ }).first()).toBeVisible();
  await Promise.all(startUpChunks);
  await page.waitForLoadState('networkidle');

  const downloaded = [...network.scripts].sort();
  const inSet = (figures: Figures) => new Set(figures.files.map((chunk) => chunk.file));
  expect(downloaded.filter((file) => inSet(report.firebase).has(file))).toEqual([]);
  expect(downloaded.filter((file) => inSet(report.admin).has(file))).toEqual([]);
  expect([...network.hosts].filter((host) => /googleapis|firebase|gstatic/.test(host))).toEqual([]);

  // Every initial chunk is fetched, and beyond them exactly the memory backend, the home page, the offline banner and the registration.
  expect(downloaded).toEqual(expect.arrayContaining([...inSet(report.initial)]));
  expect(downloaded).toEqual([...inSet(report.startUp)].sort());

  const initialBytes = [...inSet(report.initial)].reduce((total, file) => total + gzipOf(file), 0);
  const allBytes = downloaded.reduce((total, file) => total + gzipOf(file), 0);
  console.log(
    `JS downloaded for /: ${downloaded.length} files, ${kb(allBytes)} gzip; ` +
      `initial chunks ${kb(initialBytes)} gzip (budget ${kb(report.budget)})`,
  );
  expect(initialBytes).toBe(report.initial.gzip);
  expect(initialBytes).toBeLessThanOrEqual(report.budget);
  expect(allBytes).toBe(report.startUp.gzip);
});

test('the JavaScript a visit starts with is compiled as it streams in; the admin panel and firebase SDK lazily', () => {
  const hinted = (file: string) => readFileSync(join(outDir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`);
  const files = (figures: Figures) => figures.files.map((chunk) => chunk.file);
  // All that / runs as it starts: the shell, the composition root, the backend, the home page, the offline banner;
  // the service worker's registration comes later, when the browser is idle.
  const atStart = files(report.startUp).filter((file) => !file.includes('registerAppWorker'));
  expect(atStart).toEqual(expect.arrayContaining(files(report.initial)));
  expect(atStart.filter((file) => !hinted(file))).toEqual([]);
  expect(files(report.admin).filter(hinted)).toEqual([]);
  expect(files(report.firebase).filter(hinted)).toEqual([]);
});

test("the JavaScript a visit starts with is React Router's production build, without its development warnings", () => {
  // A warning of React Router's development build (scripts/build/reactRouterProduction.mjs), made on every render of the routes.
  const startUpText = report.startUp.files.map((chunk) => readFileSync(join(outDir, chunk.file), 'utf8'));
  expect(startUpText.join('\n')).toContain(
    'useRoutes() may be used only in the context of a <Router> component.',
  );
  expect(startUpText.filter((text) => text.includes('You rendered descendant <Routes>'))).toEqual([]);
});

/** The chunk file of a lazily loaded module, from the manifest. */
const chunkOf = (src: string): string => {
  const chunk = readManifest(outDir)[src];
  if (!chunk) throw new Error(`${src} has no chunk in the manifest`);
  return chunk.file;
};

/** The chunk file of a code-splitting group (scripts/build/chunkGroups.mjs), from the manifest. */
const groupChunkOf = (name: string): string => {
  const chunk = Object.values(readManifest(outDir)).find((entry) => !entry.src && entry.name === name);
  if (!chunk) throw new Error(`No ${name} chunk in the manifest`);
  return chunk.file;
};

/** The chunks the page has the browser preload, once it has added them. */
const preloaded = (page: Page) =>
  page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname.slice(1)));

/**
 * The chunks the preload script of the HTML served at `path` (scripts/build/landingPreloads.mjs) has the browser
 * preload, as it runs on that page: what the HTML asks for, apart from what the app preloads later on its own.
 */
const htmlPreloads = async (page: Page, path: string): Promise<string[]> => {
  const html = await (await page.request.get(path)).text();
  const script =
    /<script>(\(function\(\)\{var b=(?:(?!<\/script>)[\s\S])*?modulepreload[\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
  if (!script) throw new Error(`No preload script in the HTML of ${path}`);
  const prerendered = /<html[^>]*\sdata-prerendered/.test(html);
  const added: string[] = [];
  runInNewContext(script, {
    location: { pathname: path },
    document: {
      documentElement: { hasAttribute: () => prerendered },
      createElement: () => ({}),
      head: { appendChild: (link: { href: string }) => added.push(link.href.replace(/^\//, '')) },
    },
  });
  return added;
};

test('the HTML has the browser fetch the composition root and the offline banner alongside the shell, and the backend where the app draws the page', async ({
  page,
}) => {
  const startUp = [
    chunkOf('src/composition/createPorts.ts'),
    chunkOf('src/ui/shared/components/OfflineBanner.tsx'),
  ];
  const backend = chunkOf('src/composition/createMemoryBackend.ts');
  // What the backend shares with the admin, the checkout and the account pages; the start-up's and the landing pages'
  // own share of those modules is a chunk of its own.
  const backendShared = groupChunkOf('backend-shared');
  await page.goto('/');
  // The prerendered page adds the app's scripts, and these preloads with them, once it has painted (which may be after
  // the load event). It is taken over before the backend has loaded, which loads once the page is idle: its HTML
  // never asks for the backend, though the browser may have fetched it by the time a test looks.
  await expect
    .poll(() => preloaded(page))
    .toEqual(expect.arrayContaining([...startUp, groupChunkOf('start-up-shared')]));
  const fromHtml = await htmlPreloads(page, '/');
  expect(fromHtml).toEqual(expect.arrayContaining([...startUp, groupChunkOf('start-up-shared')]));
  expect(fromHtml).not.toContain(backend);
  expect(fromHtml).not.toContain(backendShared);
  // The app shell, where the app draws the page itself, asks for the backend from the start.
  expect(await htmlPreloads(page, '/cart')).toEqual(expect.arrayContaining([...startUp, backend]));
  await page.goto('/cart');
  await expect
    .poll(() => preloaded(page))
    .toEqual(expect.arrayContaining([...startUp, backend, backendShared]));
});

/** When (ms from navigation) the page asked for `file`, or null if it never did. */
const askedAt = (page: Page, file: string): Promise<number | null> =>
  page.evaluate(
    (name) =>
      performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(`/${name}`))?.startTime ??
      null,
    file,
  );

test("a device's first landing page, a product page too, is the app's before it asks for the backend, the service worker or Chakra's system", async ({
  page,
}) => {
  const backend = chunkOf('src/composition/createMemoryBackend.ts');
  const worker = chunkOf('src/ui/app/serviceWorker/registerAppWorker.ts');
  const chakraSystem = groupChunkOf('chakra-system');
  const systemAskedOn: string[] = [];
  for (const path of ['/', '/products', '/categories/sofas', '/products/prod0001sheeshamdemo']) {
    await page.goto(path);
    await page.waitForFunction(() => performance.getEntriesByName('sheesham:live').length > 0);
    await expect.poll(() => askedAt(page, worker), path).not.toBeNull();
    const idle = await page.evaluate(() => performance.getEntriesByName('sheesham:idle')[0]?.startTime ?? 0);
    expect(idle).toBeGreaterThan(0);
    expect(await askedAt(page, backend), path).toBeGreaterThanOrEqual(idle);
    expect(await askedAt(page, worker), path).toBeGreaterThanOrEqual(idle);
    // Only a part drawn with Chakra asks for its system (a product page's reviews as they near the screen).
    expect((await askedAt(page, chakraSystem)) ?? Number.POSITIVE_INFINITY, path).toBeGreaterThanOrEqual(
      idle,
    );
    if ((await askedAt(page, chakraSystem)) !== null) systemAskedOn.push(path);
    // The next page starts as a new visit would, with nothing the last one stored.
    await page.evaluate(() => localStorage.clear());
  }
  // A home page or a listing drawn at build, only looked at, never needs it.
  expect(systemAskedOn.filter((path) => path !== '/products/prod0001sheeshamdemo')).toEqual([]);
});

test('the mobile menu, the search overlay and the toaster are downloaded when first used', async ({
  page,
}) => {
  const menu = chunkOf('src/ui/shop/layout/header/MobileMenu.tsx');
  const search = chunkOf('src/ui/shop/layout/header/MobileSearch.tsx');
  const toaster = chunkOf('src/ui/shared/components/AppToaster.tsx');
  await page.setViewportSize({ width: 375, height: 812 });
  const network = recordNetwork(page);
  await page.goto('/');
  const addToCart = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  await expect(addToCart).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([menu, search, toaster].filter((file) => network.scripts.has(file))).toEqual([]);

  // The first tap opens the drawer once its code has arrived; closing it gives focus back to the menu button.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'All Products' })).toBeVisible();
  expect(network.scripts.has(menu)).toBe(true);
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  await page.getByRole('button', { name: 'Search products' }).click();
  const overlay = page.getByRole('dialog', { name: 'Search Products' });
  await expect(overlay.getByRole('combobox', { name: 'Search products' })).toBeFocused();
  expect(network.scripts.has(search)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  expect(network.scripts.has(toaster)).toBe(false);
  await addToCart.click();
  await expect(page.locator('[data-scope="toast"][data-part="root"]').first()).toBeVisible();
  expect(network.scripts.has(toaster)).toBe(true);
});

test('the rules of lapsed orders are downloaded once the app has read an order, not on a landing page', async ({
  page,
}) => {
  const lapses = chunkOf('src/domain/orders/LapsedOrders.ts');
  const network = recordNetwork(page);
  await page.goto('/');
  await page.waitForFunction(() => performance.getEntriesByName('sheesham:live').length > 0);
  expect(network.scripts.has(lapses)).toBe(false);

  await signIn(page);
  await page.goto('/orders');
  await expect(page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first()).toBeVisible();
  await expect.poll(() => network.scripts.has(lapses)).toBe(true);
});

test("a product page downloads a guest's alert form, with Chakra's checkbox and its machinery, only when asked for", async ({
  page,
}) => {
  const form = chunkOf('src/ui/shop/alerts/GuestAlertForm.tsx');
  // Zag's state machines, which the checkbox runs on, share the toasts' chunk.
  const machinery = groupChunkOf('toast');
  const network = recordNetwork(page);
  await page.goto('/products/prod0001sheeshamdemo');
  await page.waitForFunction(() => performance.getEntriesByName('sheesham:live').length > 0);
  expect([form, machinery].filter((file) => network.scripts.has(file))).toEqual([]);

  await page.getByRole('button', { name: 'Tell me if the price drops' }).click();
  await expect(page.getByRole('checkbox')).toBeVisible();
  expect([form, machinery].filter((file) => network.scripts.has(file))).toEqual([form, machinery]);
});

test('the demo admin on /admin downloads the admin chunks', async ({ page }) => {
  const network = recordNetwork(page);
  await signIn(page, ADMIN);
  const beforeAdmin = new Set(network.scripts);
  expect([...beforeAdmin].filter((file) => report.admin.files.some((chunk) => chunk.file === file))).toEqual(
    [],
  );

  await openAdmin(page, '/admin', 'Dashboard');
  const adminFiles = [...network.scripts].filter((file) =>
    report.admin.files.some((chunk) => chunk.file === file),
  );
  expect(adminFiles.length).toBeGreaterThan(0);
  const adminBytes = adminFiles.reduce((total, file) => total + gzipOf(file), 0);
  console.log(`admin chunks downloaded for /admin: ${adminFiles.length} files, ${kb(adminBytes)} gzip`);
});
