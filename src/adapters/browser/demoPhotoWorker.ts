import { PhotoError } from '../../domain/PhotoError';

/**
 * The service worker that answers /demo-photos/… from IndexedDB (public/, so its scope can be the whole site). A
 * production build's own worker (sw.js) imports it, and a site has one worker: registering this one beside it
 * would replace it.
 */
export const DEMO_PHOTO_WORKER = import.meta.env.PROD ? '/sw.js' : '/demo-photos-sw.js';
const TAKE_OVER_MS = 10_000;

/**
 * Makes sure this page's requests for /demo-photos/… are answered from IndexedDB: registers the worker (once; the
 * browser keeps it across visits) and waits until it controls the page, so every <img> of the shop — cards,
 * gallery, cart, banners, admin tables — shows the photo by its plain site path, with no code of ours in the shop.
 * Throws PhotoError 'PHOTO.UNAVAILABLE' where the browser has no service workers (some private windows).
 */
export const whenDemoPhotosServed = async (): Promise<void> => {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers) throw new PhotoError('PHOTO.UNAVAILABLE', 'This browser has no service workers');
  try {
    await workers.register(DEMO_PHOTO_WORKER, { scope: '/' });
    await workers.ready;
    if (workers.controller) return;
    // The worker claims open pages as it activates; this page may not have heard it yet.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The photo worker did not take over the page')),
        TAKE_OVER_MS,
      );
      workers.addEventListener(
        'controllerchange',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
      if (workers.controller) {
        clearTimeout(timer);
        resolve();
      }
    });
  } catch (error) {
    throw new PhotoError('PHOTO.UNAVAILABLE', `Demo photos can't be served here: ${String(error)}`);
  }
};
