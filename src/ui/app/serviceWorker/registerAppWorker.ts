import { Workbox } from 'workbox-window';
import { showUpdatePrompt } from './showUpdatePrompt';

/** The worker vite-plugin-pwa writes at the root of the build (scripts/build/appServiceWorker.mjs). */
export const APP_WORKER = '/sw.js';

/**
 * Registers the shop's service worker. A new deploy's worker installs in the background and waits; the shopper's
 * Reload lets it take over, and the page reloads once it controls the page, so old and new chunks never mix in one
 * page. Does nothing in a browser without service workers.
 */
export const registerAppWorker = (): void => {
  if (!('serviceWorker' in navigator)) return;
  const worker = new Workbox(APP_WORKER, { scope: '/' });
  worker.addEventListener('waiting', () =>
    showUpdatePrompt(() => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    }),
  );
  // After the window's load event, so the precache never competes with the first screen's pictures. Where workers
  // are refused (a private window, a policy), the shop runs from the network as before.
  worker.register().catch((error: unknown) => console.info('No service worker:', error));
};
