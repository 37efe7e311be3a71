import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { analyseBundle } from '../../scripts/bench/bundle-budget.mjs';
import { startHostingServer } from '../../scripts/lighthouse/hostingServer.mjs';
import { installedShop, expectRepeatVisitFromWorker, whenControlled } from './support/installedShop';

/**
 * The shop as an installed app (scripts/build/appServiceWorker.mjs, src/ui/serviceWorker): its web app manifest, the
 * service worker that serves a repeat visit and an offline start from its cache, and the prompt that offers a new
 * deploy. The other specs block service workers (playwright.config.ts); these allow them.
 */
test.use({ serviceWorkers: 'allow' });

const outDir = resolve(process.env.E2E_OUT_DIR ?? 'dist');
const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: Parameters<typeof startHostingServer>[1];
};

const stopServer = (server: Server): Promise<void> =>
  new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

test('the manifest is linked, names the shop and offers its icons, maskable too', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Sheesham Home',
    short_name: expect.any(String),
    start_url: '/',
    display: 'standalone',
    theme_color: await page.locator('meta[name="theme-color"]').getAttribute('content'),
  });
  for (const purpose of ['any', 'maskable']) {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find(
        (candidate) => candidate.purpose === purpose && candidate.sizes === `${size}x${size}`,
      );
      expect(icon, `${purpose} icon of ${size} px`).toMatchObject({ type: 'image/png' });
      const file = await request.get(icon!.src);
      expect(file.headers()['content-type']).toBe('image/png');
      expect(pngSize(await file.body())).toEqual({ width: size, height: size });
    }
  }
});

test("the worker precaches the shell and a shopper's chunks, not the admin panel or the unused firebase SDK", () => {
  const precached = [...readFileSync(join(outDir, 'sw.js'), 'utf8').matchAll(/\{url:"([^"]+)"/g)].map(
    ([, url]) => url,
  );
  const bundle = analyseBundle(outDir);
  const filesOf = (figures: { files: Array<{ file: string }> }) => figures.files.map(({ file }) => file);
  const startUp = filesOf(bundle.startUp);
  const admin = filesOf(bundle.admin);
  const firebase = filesOf(bundle.firebase);
  expect(precached).toContain('app-shell.html');
  expect(precached.filter((url) => url?.endsWith('.html'))).toEqual(['app-shell.html']);
  expect(precached).toEqual(expect.arrayContaining(startUp));
  expect(precached.filter((url) => admin.includes(url ?? ''))).toEqual([]);
  // This suite runs on the memory build.
  expect(precached.filter((url) => firebase.includes(url ?? ''))).toEqual([]);
});

test('a repeat visit takes the shell JavaScript from the service worker, not the network', async ({
  context,
}) => {
  await expectRepeatVisitFromWorker(context);
});

test('with no network, the shop still opens: the shell and its header, not the browser error page', async ({
  context,
}) => {
  const page = await installedShop(context);
  await context.setOffline(true);
  try {
    // '/' and a page never visited before both get the precached shell, which draws them.
    for (const path of ['/', '/products']) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('link', { name: /Sheesham Home/ }).first()).toBeVisible();
      await expect(page.locator('body')).not.toContainText('ERR_INTERNET_DISCONNECTED');
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a new deploy waits for the shopper: "A new version is available" and Reload switches to it', async ({
  browser,
}) => {
  // The shop on its own server over a copy of the build, so the next deploy can replace the copy's worker.
  const copy = mkdtempSync(join(tmpdir(), 'sheesham-next-deploy-'));
  cpSync(outDir, copy, { recursive: true });
  let server = await startHostingServer(copy, hosting, 0);
  const { port } = server.address() as AddressInfo;
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, serviceWorkers: 'allow' });
  try {
    const page = await installedShop(context);

    // The next deploy: the same worker with other bytes, as any changed file makes it. The server keeps what it has
    // sent in memory, so a new one serves the copy.
    await stopServer(server);
    appendFileSync(join(copy, 'sw.js'), '\n// the next deploy\n');
    server = await startHostingServer(copy, hosting, port);
    await page.reload();

    const prompt = page
      .locator('[data-scope="toast"][data-part="root"]')
      .filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // The page keeps running the version it started with until the shopper says so.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting))).toBe(
      true,
    );

    // Alt+T takes the keyboard to the toasts: Tab reaches the prompt, then its Reload.
    await page.keyboard.press('Alt+KeyT');
    await page.keyboard.press('Tab');
    await expect(prompt).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(prompt.getByRole('button', { name: 'Reload' })).toBeFocused();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await expect(page.getByRole('button', { name: /^Add .+ to cart$/ }).first()).toBeVisible();
    await whenControlled(page);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting))).toBe(
      false,
    );
    await expect(page.getByText('A new version is available')).toBeHidden();
  } finally {
    await context.close();
    await stopServer(server);
    rmSync(copy, { recursive: true, force: true });
  }
});
