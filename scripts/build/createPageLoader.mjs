import { createServer } from 'vite';

/**
 * Vite's SSR loader for the modules that draw the shop's pages, the prerender's and the pages drawn on demand alike,
 * so both draw with the system the browser makes: Chakra goes through the build's plugins
 * (chakraStylesInDocument.mjs). Only here: where other packages load Chakra from node_modules (the unit tests'
 * @chakra-ui/charts), an inlined copy beside theirs would be a second Chakra with its own context.
 *
 * @param {import('vite').InlineConfig} config the loader's own settings: its root or config file, its mode
 */
export const createPageLoader = (config) =>
  createServer({
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    ssr: { noExternal: ['@chakra-ui/react'] },
    ...config,
  });
