import { PhotoError } from '../../domain/photos/PhotoError';

/**
 * The service worker that answers /demo-photos/… from IndexedDB (public/, so its scope can be the whole site). A
 * production build's own worker (sw.js) imports it, and a site has one worker: registering this one beside it
 * would replace it.
 */
export const DEMO_PHOTO_WORKER = import.meta.env.PROD ? '/sw.js' : '/demo-photos-sw.js';
/** How long an upload waits for the worker to install (it precaches the build first) and take over the page. */
export const TAKE_OVER_MS = 20_000;

const controls = (workers: ServiceWorkerContainer): Promise<void> =>
  new Promise<void>((resolve) => {
    if (workers.controller) return resolve();
    // The worker claims open pages as it activates; this page may not have heard it yet.
    workers.addEventListener('controllerchange', () => resolve(), { once: true });
    if (workers.controller) resolve();
  });

/**
 * Makes sure this page's requests for /demo-photos/… are answered from IndexedDB: registers the worker (once; the
 * browser keeps it across visits) and waits until it controls the page, so every <img> of the shop — cards,
 * gallery, cart, banners, admin tables — shows the photo by its plain site path, with no code of ours in the shop.
 * Throws PhotoError 'PHOTO.UNAVAILABLE' where the browser has no service workers or refuses this one (some private
 * windows), and 'PHOTO.NOT_SERVED_YET' when the worker has not taken over within `takeOverMs` (a busy or slow
 * install; a later upload waits for the same worker again).
 */
export const whenDemoPhotosServed = async (
  workers: ServiceWorkerContainer | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
  takeOverMs = TAKE_OVER_MS,
): Promise<void> => {
  if (!workers) throw new PhotoError('PHOTO.UNAVAILABLE', 'This browser has no service workers');
  try {
    await workers.register(DEMO_PHOTO_WORKER, { scope: '/' });
  } catch (error) {
    throw new PhotoError('PHOTO.UNAVAILABLE', `Demo photos can't be served here: ${String(error)}`);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PhotoError('PHOTO.NOT_SERVED_YET', 'The photo worker did not take over the page')),
      takeOverMs,
    );
  });
  try {
    await Promise.race([workers.ready.then(() => controls(workers)), late]);
  } finally {
    clearTimeout(timer);
  }
};
