import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { analyseBundle } from '../../scripts/bench/bundle-budget.mjs';
import { installedShop, expectRepeatVisitFromWorker } from '../e2e/support/installedShop';

/**
 * The firebase build as an installed app: a repeat visit served by the service worker, and a start with no network
 * that shows the shell and says the shop is offline. The other specs of this suite block service workers.
 */
test.use({ serviceWorkers: 'allow' });

const BANNER = 'You are offline. Some things may be out of date.';
const outDir = resolve(process.env.E2E_OUT_DIR ?? 'dist-firebase');

test("the worker precaches the firebase build's backend, not the demo backend or the admin panel", () => {
  const precached = [...readFileSync(join(outDir, 'sw.js'), 'utf8').matchAll(/\{url:"([^"]+)"/g)].map(
    ([, url]) => url ?? '',
  );
  const bundle = analyseBundle(outDir);
  const filesOf = (figures: { files: Array<{ file: string }> }) => figures.files.map(({ file }) => file);
  expect(filesOf(bundle.memory)).not.toEqual([]);
  expect(precached).toEqual(expect.arrayContaining(filesOf(bundle.firebase)));
  expect(precached.filter((url) => filesOf(bundle.memory).includes(url))).toEqual([]);
  expect(precached.filter((url) => filesOf(bundle.admin).includes(url))).toEqual([]);
});

test('a repeat visit takes the shell JavaScript from the service worker, not the network', async ({
  context,
}) => {
  await expectRepeatVisitFromWorker(context);
});

test('opened with no network, the shop shows its shell and says it is offline', async ({ context }) => {
  test.setTimeout(90_000);
  const page = await installedShop(context);
  await context.setOffline(true);
  try {
    const response = await page.goto('/products');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: /Sheesham Home/ }).first()).toBeVisible();
    // Playwright's offline pages still read navigator.onLine as true; Firestore, unable to reach its server,
    // tells the shop instead.
    await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible({ timeout: 45_000 });
    await expect(page.locator('body')).not.toContainText('ERR_INTERNET_DISCONNECTED');
  } finally {
    await context.setOffline(false);
  }
});
