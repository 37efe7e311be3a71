import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './ui/app/App';
import {
  PRERENDERED_ATTRIBUTE,
  PORT_ANSWERS_ID,
  dropEarlyActions,
  isPrerenderedFor,
  HYDRATION_EVENT,
} from './ui/app/prerenderedPage';
import { loadInitialData } from './ui/app/routes/initialData';
import { createStores, type RootStore } from './ui/app/stores/RootStore';
import { readPortAnswers } from './composition/portAnswers';
import type { DeferredPorts } from './composition/deferPorts';
import { whenIdle } from './ui/app/whenIdle';
import { doCarriedTaps } from './ui/app/carriedTaps';
import { yieldToMain } from './ui/app/yieldToMain';

const RELOAD_FLAG = 'sheesham.preload-reload';
const IDLE_MARK = 'sheesham:idle';
const LIVE_MARK = 'sheesham:live';

// The "failed screen load" of docs/behaviour.md#screens-and-routes: a chunk from an older deploy is gone; reload once to fetch the current one. Offline,
// a reload fetches nothing either and would swap the shop for the browser's offline page: the failed load is left to
// its caller (the screen's message and Retry, the banner saying the shop is offline).
window.addEventListener('vite:preloadError', (event) => {
  if (!navigator.onLine || sessionStorage.getItem(RELOAD_FLAG)) return;
  event.preventDefault();
  sessionStorage.setItem(RELOAD_FLAG, '1');
  window.location.reload();
});

// The message is in index.html (#startup-failure), so its markup costs the shell's download nothing.
const showStartupFailure = (root: HTMLElement, error: unknown): void => {
  console.error(error);
  const message = document.getElementById('startup-failure');
  if (message instanceof HTMLTemplateElement) root.replaceChildren(message.content.cloneNode(true));
};

/** The address the page in #root was drawn for at build time (src/prerender/pageDocument.ts), if it was prerendered. */
const prerenderedPath = document.documentElement.getAttribute(PRERENDERED_ATTRIBUTE);
/** The page in #root was drawn for this address: the app takes it over. */
const prerendered = prerenderedPath !== null && isPrerenderedFor(prerenderedPath, window.location.pathname);
if (prerenderedPath !== null && !prerendered) {
  // The host answered this address with a page prerendered for another (an index.html fallback): the app draws its own
  // page in its place, and what was tapped on the drawn one is dropped, not done on the app's.
  document.documentElement.removeAttribute(PRERENDERED_ATTRIBUTE);
  dropEarlyActions();
}

/**
 * A prerendered page is on screen already: the hydration waits for all its first screen needs, so the first render finds
 * what the build drew, not a skeleton. The app's own pages give up after FIRST_SCREEN_WAIT_MS.
 */
const DRAWN_PAGE_WAIT_MS = 10_000;

/** Runs `work` once the page is idle; on a prerendered page, once the app has taken it over and then is idle. */
const whenPageIdle = (prerendered: boolean, work: () => void): void => {
  if (prerendered) document.addEventListener(HYDRATION_EVENT, () => whenIdle(work), { once: true });
  else whenIdle(work);
};

/**
 * The app took a prerendered page over with the answers it carried from the build; once the page is idle the backend
 * loads, and the page shows what changed since the build as any update (docs/architecture.md#taking-a-page-over-before-the-backend).
 */
const loadBackendWhenIdle = (backend: DeferredPorts, stores: RootStore): void =>
  whenPageIdle(true, () => {
    // Where `npm run lighthouse` ends the JavaScript a page needs before it is idle (scripts/lighthouse/phoneWork.mjs).
    performance.mark(IDLE_MARK);
    void backend
      .load()
      .then(() => stores.refreshShown())
      // The page shows the live shop from here (the browser tests wait for it).
      .then(() => performance.mark(LIVE_MARK))
      .catch((error: unknown) => console.error('The backend did not load:', error));
  });

/**
 * A page that changed since the build in more than its products' figures (a product gone, a new one in the list)
 * does not match its drawing; React then draws that part anew, as the app draws a page that was not prerendered. That is
 * expected, so it is said, not reported as an error.
 */
const onRecoverableError = (error: unknown): void =>
  console.info('The page prerendered at build time was out of date; the app drew it anew.', error);

const start = async (): Promise<void> => {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  try {
    // The composition root is a chunk of its own, fetched beside the shell (landingPreloads): the shell's
    // evaluation, one task, is that much shorter.
    const { createDeferredPorts } = await import('./composition/createPorts');
    const answers = prerendered
      ? readPortAnswers(document.getElementById(PORT_ANSWERS_ID)?.textContent)
      : undefined;
    const backend = createDeferredPorts({ pause: yieldToMain }, answers);
    // A page the app draws itself needs the backend at once; a prerendered one is taken over before it has loaded.
    if (!prerendered) await backend.load();
    // Each step of start-up is a task of its own: one long task would hold a phone's main thread.
    await yieldToMain();
    const stores = createStores(backend.ports);
    sessionStorage.removeItem(RELOAD_FLAG);
    stores.start();
    void doCarriedTaps(stores, sessionStorage);
    await yieldToMain();
    await loadInitialData(
      stores,
      window.location,
      prerendered ? { waitMs: DRAWN_PAGE_WAIT_MS, session: false } : {},
    );
    if (prerendered) loadBackendWhenIdle(backend, stores);
    const app = (
      <StrictMode>
        <App stores={stores} />
      </StrictMode>
    );
    // A transition renders the first screen in short slices, so a phone's main thread never blocks for long.
    startTransition(() => {
      if (prerendered) hydrateRoot(element, app, { onRecoverableError });
      else createRoot(element).render(app);
    });
    // The service worker (repeat visits and an offline start from its cache, the update prompt) once the first
    // screen is up (a prerendered page once the app has taken it over); none in the dev server and the tests.
    if (import.meta.env.PROD)
      whenPageIdle(
        prerendered,
        () =>
          void import('./ui/app/serviceWorker/registerAppWorker')
            .then((module) => module.registerAppWorker())
            .catch((error: unknown) => console.info('No service worker this visit:', error)),
      );
  } catch (error) {
    showStartupFailure(element, error);
  }
};

void start();
