import { expect, type Page } from '@playwright/test';

/** Fails the test on any console error or warning of the page. */
export const watchConsole = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
};

/** The app's word that a part of a prerendered page did not match it and was drawn anew (main.tsx). */
export const watchRedrawing = (page: Page): string[] => {
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('drawn at build time')) redrawn.push(message.text());
  });
  return redrawn;
};

/**
 * Notes, before the app's scripts run, the prerendered page's nodes the test later finds again: a page the app took over
 * keeps them, one it drew anew has others.
 */
export const notePrerenderedNodes = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      Object.assign(window, {
        prerenderedNodes: root
          ? [root.querySelector('header'), root.querySelector('main'), root.querySelector('footer')]
          : [],
      });
    });
  });

/** Whether the page still shows the drawn nodes, each now React's (it keeps its fiber on the node). */
export const takenOver = (page: Page) =>
  page.evaluate(() => {
    const drawn = (window as unknown as { prerenderedNodes?: Array<Element | null> }).prerenderedNodes ?? [];
    return (
      drawn.length === 3 &&
      drawn.every(
        (node) =>
          node?.isConnected === true && Object.keys(node).some((key) => key.startsWith('__reactFiber')),
      )
    );
  });

/**
 * Opens each kind of drawn page (home, the list, a category, `productAddress`, the categories, a footer page) and
 * waits until the app has taken it over as it is; returns the console's problems and redrawings meanwhile.
 */
export const takeOverEachKind = async (page: Page, productAddress: string) => {
  await notePrerenderedNodes(page);
  const problems = watchConsole(page);
  const redrawn = watchRedrawing(page);
  for (const path of ['/', '/products', '/categories/sofas', productAddress, '/categories', '/terms']) {
    await page.goto(path);
    await expect.poll(() => takenOver(page), { message: path }).toBe(true);
  }
  return { problems, redrawn };
};
