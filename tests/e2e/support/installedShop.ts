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
export const isShellScript = (url: string): boolean => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/assets/') && pathname.endsWith('.js');
};

/**
 * Opens the shop in a new page of a context whose worker is installed and lists the shell scripts it loaded: each
 * with whether the worker served it, and those the worker itself had to fetch from the network.
 */
export const repeatVisitScripts = async (context: BrowserContext) => {
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
  return { pageScripts, fromNetwork };
};
