import { fileURLToPath } from 'node:url';

const production = (/** @type {string} */ file) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * Aliases that build React Router's production files into the app. Its package.json exports only its development
 * files, whatever the mode (remix-run/react-router#14102), so a build shipped its development warnings: the code that
 * checks for them on every render of the routes, and their messages. The dev server and the tests keep the warnings.
 *
 * @type {import('vite').Alias[]}
 */
export const reactRouterProduction = [
  { find: /^react-router$/, replacement: production('index.mjs') },
  { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
];
