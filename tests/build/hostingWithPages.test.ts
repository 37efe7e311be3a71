import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostingWithPages, PAGE_FUNCTION, pageRewrites } from '../../scripts/deploy/hostingWithPages';
import { isDrawnRoute } from '../../src/prerender/drawnPages';
import { ROUTES } from '../../src/ui/app/routes/routeTable';

/** An address of the route: each parameter filled in. */
const sampleOf = (path: string): string => path.replace(/:[^/]+/g, 'sample').replace(/\*$/, 'anything');
const firebaseJson = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'firebase.json'), 'utf8'));

/** Where Hosting sends an address with no file of the build's, by the first rewrite that matches. */
const destination = (path: string): string => {
  for (const rewrite of pageRewrites()) {
    if ('regex' in rewrite && new RegExp(rewrite.regex).test(path)) return rewrite.destination;
    if ('source' in rewrite && rewrite.source === '**')
      return 'function' in rewrite ? rewrite.function.functionId : rewrite.destination;
  }
  return 'none';
};

describe("Hosting's rewrites where the server module draws the pages", () => {
  it('send every drawn page to drawPage and every page of the app alone to the app shell', () => {
    const routes = ROUTES.filter((route) => route.path !== '*' && route.redirect === undefined);
    for (const route of routes) {
      expect([route.path, destination(sampleOf(route.path))]).toEqual([
        route.path,
        isDrawnRoute(route) ? PAGE_FUNCTION.functionId : '/app-shell.html',
      ]);
    }
    expect(destination('/sitemap.xml')).toBe('drawPage');
    expect(destination('/sitemap-products-2.xml')).toBe('drawPage');
    expect(destination('/admin')).toBe('/app-shell.html');
    expect(destination('/cartoons/teak-stool')).toBe('drawPage');
  });

  it("keep firebase.json's other Hosting settings, and leave firebase.json itself as a shop without the module needs it", () => {
    const hosting = hostingWithPages(firebaseJson.hosting);
    expect({ ...hosting, rewrites: firebaseJson.hosting.rewrites }).toEqual(firebaseJson.hosting);
    expect(firebaseJson.hosting.rewrites).toEqual([{ source: '**', destination: '/app-shell.html' }]);
    expect(hosting.rewrites.at(-1)).toEqual({
      source: '**',
      function: { functionId: 'drawPage', region: 'asia-south1' },
    });
  });
});
