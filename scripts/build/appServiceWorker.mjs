import { resolve } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { analyseBundle } from '../bench/bundle-budget.mjs';

/** The app shell Hosting serves at addresses with no prerendered page (src/prerender/prerenderShop.ts APP_SHELL_FILE). */
const APP_SHELL = 'app-shell.html';
// Long enough for a prerendered page on slow mobile data, short enough that a dead network falls back to the shell soon.
const NAVIGATION_TIMEOUT_SECONDS = 4;

/**
 * What the browser installs the shop as. The theme colour is the theme's brand.solid (the index.html theme-color
 * meta, scripts/build/firstPaintStyles.ts); tests/build/appServiceWorker.test.ts holds the two together.
 *
 * @type {Partial<import('vite-plugin-pwa').ManifestOptions>}
 */
export const WEB_APP_MANIFEST = {
  name: 'Sheesham Home',
  short_name: 'Sheesham',
  description: 'Sofas, beds, dining sets and more in sheesham and other woods, delivered across India.',
  lang: 'en-IN',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#703f27',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The web app manifest and the service worker (vite-plugin-pwa, Workbox). The worker precaches the app shell and the
 * build's hashed assets, so a repeat visit and an offline start run from the cache. Navigations still go to the
 * network first, so a prerendered page is never replaced by the bare shell while online; the shell answers when the
 * network fails or is too slow. A new deploy's worker waits until the shopper accepts the update prompt
 * (src/ui/serviceWorker): until then the page keeps the precached chunks of the version it started with.
 *
 * In memory mode the worker also serves the demo's uploaded photos (public/demo-photos-sw.js): one origin has one
 * worker for its whole scope, and a second registration at '/' would replace this one.
 *
 * The precache leaves out what a shopper never runs: the admin panel's chunks (kept in the runtime cache once an
 * admin has used them) and the backend the build does not run: the firebase SDK in memory mode, the demo backend and
 * its seed in firebase mode (bench:bundle's split of the Vite manifest).
 *
 * @param {{ memoryBackend: boolean }} options
 * @returns {import('vite').Plugin[]}
 */
export const appServiceWorker = ({ memoryBackend }) => {
  let outDir = 'dist';
  /** @type {import('vite').Plugin} */
  const readOutDir = {
    name: 'app-service-worker-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  /** @type {import('workbox-build').ManifestTransform} */
  const leaveOutUnused = async (entries) => {
    const bundle = analyseBundle(outDir);
    const unused = new Set(
      [...bundle.admin.files, ...(memoryBackend ? bundle.firebase.files : bundle.memory.files)].map(
        ({ file }) => file,
      ),
    );
    return { manifest: entries.filter((entry) => !unused.has(entry.url)) };
  };
  return [
    readOutDir,
    ...VitePWA({
      registerType: 'prompt',
      // src/main.tsx registers it once the first screen is up.
      injectRegister: false,
      manifest: WEB_APP_MANIFEST,
      includeManifestIcons: false,
      workbox: {
        globPatterns: [APP_SHELL, 'assets/*.{js,css}', 'favicon.svg', 'placeholder.svg'],
        // Vite's hashed names change with their content, so Workbox need not add a revision to them.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [leaveOutUnused],
        navigateFallback: null,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        importScripts: memoryBackend ? ['/demo-photos-sw.js'] : [],
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
              // Pages are never kept: one from an older deploy would name chunks the precache no longer holds. The
              // precached shell stands in instead (Workbox writes these functions into the worker as source, so the
              // shell's address is spelled out rather than read from APP_SHELL).
              plugins: [
                {
                  cacheWillUpdate: async () => null,
                  cachedResponseWillBeUsed: async () =>
                    caches.match('/app-shell.html', { ignoreSearch: true }),
                },
              ],
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 100 } },
          },
        ],
      },
    }),
  ];
};
