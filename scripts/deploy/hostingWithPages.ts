import { isDrawnRoute } from '../../src/prerender/drawnPages';
import { ROUTES } from '../../src/ui/app/routes/routeTable';

/** The server module's function that draws the shop's pages (functions/src/drawPage.ts). */
export const PAGE_FUNCTION = { functionId: 'drawPage', region: 'asia-south1' } as const;

/** A Hosting rewrite, as firebase.json writes it. */
export type HostingRewrite =
  | { source: string; destination: string }
  | { regex: string; destination: string }
  | { source: string; function: typeof PAGE_FUNCTION };

const firstSegment = (path: string): string => path.split('/')[1] ?? '';

/**
 * The first segments of the app's own pages (the account, the cart, the admin): no drawn page starts with one, so
 * Hosting gives them the app shell without calling the function.
 */
export const appOnlySegments = (): string[] => {
  const drawn = new Set(ROUTES.filter(isDrawnRoute).map((route) => firstSegment(route.path)));
  const segments = ROUTES.filter((route) => !isDrawnRoute(route))
    .map((route) => firstSegment(route.path))
    .filter((segment) => /^[a-z-]+$/.test(segment) && !drawn.has(segment));
  return [...new Set(segments)];
};

/**
 * The rewrites of firebase.json's "hosting" where the server module draws the pages (docs/architecture.md#pages-drawn-on-demand):
 * the app's own pages get the app shell; every other address without a file, the function.
 */
export const pageRewrites = (): HostingRewrite[] => [
  { regex: `^/(${appOnlySegments().join('|')})(/.*)?$`, destination: '/app-shell.html' },
  { source: '**', function: PAGE_FUNCTION },
];

/** firebase.json's "hosting" with the page rewrites in place of its own. */
export const hostingWithPages = <Hosting extends { rewrites?: unknown }>(hosting: Hosting) => ({
  ...hosting,
  rewrites: pageRewrites(),
});
