import { readFileSync } from 'node:fs';

/**
 * @typedef {{ path: string, page?: string, redirect?: string, access: string, chunk?: string }} TableRoute
 * @typedef {{ landingChunks: string[], routes: TableRoute[] }} RouteTable
 */

/** The app's route table (src/ui/app/routes/routeTable.json), as the build reads it. */
export const ROUTE_TABLE = /** @type {RouteTable} */ (
  JSON.parse(readFileSync(new URL('../../src/ui/app/routes/routeTable.json', import.meta.url), 'utf8'))
);

/** A page's module as a path from the project root ('shop/home/HomePage' → 'src/ui/shop/home/HomePage.tsx'). */
export const pageModuleOf = (/** @type {string} */ page) => `src/ui/${page}.tsx`;

/**
 * React Router's score of a path (its computeScore, for a route that is not an index route): a static segment
 * outranks a parameter, a splat ranks lowest. The router tries routes from the highest score down.
 */
const scoreOf = (/** @type {string} */ path) => {
  const segments = path.split('/');
  const initial = segments.length + (segments.includes('*') ? -2 : 0);
  return segments
    .filter((segment) => segment !== '*')
    .reduce((score, segment) => score + (/^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10), initial);
};

/** The routes in the order the router tries them (equal scores keep the table's order). */
export const rankedRoutes = (/** @type {TableRoute[]} */ routes) =>
  routes
    .map((route, index) => ({ route, index, score: scoreOf(route.path) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ route }) => route);
