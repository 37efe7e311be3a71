import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Waits until the shop's service worker has installed and controls the page (it claims pages as it activates). */
export const whenControlled = async (page: Page): Promise<void> => {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true,
    undefined,
    { timeout: 30_000 },
  );
};

/** A page that has started the shop and whose service worker is in control (the context must allow workers). */
export const installedShop = async (context: BrowserContext): Promise<Page> => {
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Add .+ to cart$/ }).first()).toBeVisible();
  await whenControlled(page);
  return page;
};

/** The build's hashed JavaScript: the shell and its chunks. */
const isShellScript = (url: string): boolean => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/assets/') && pathname.endsWith('.js');
};

/**
 * Installs the shop in `context`, then opens it in a new page: every shell script must come from the worker, and
 * the worker must not fetch any from the network either.
 */
export const expectRepeatVisitFromWorker = async (context: BrowserContext): Promise<void> => {
  await installedShop(context);
  const fromNetwork: string[] = [];
  const pageScripts: Array<{ url: string; fromServiceWorker: boolean }> = [];
  // Requests the worker itself sends to the network are the context's, with the worker as their origin.
  context.on('request', (request) => {
    if (request.serviceWorker() && isShellScript(request.url())) fromNetwork.push(request.url());
  });
  const page = await context.newPage();
  page.on('response', (response) => {
    if (isShellScript(response.url()))
      pageScripts.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Add .+ to cart$/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(pageScripts.length).toBeGreaterThanOrEqual(3);
  expect(pageScripts.filter((script) => !script.fromServiceWorker)).toEqual([]);
  expect(fromNetwork).toEqual([]);
};
