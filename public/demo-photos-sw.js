// Demo backend only: answers /demo-photos/<folder>/<name> from the IndexedDB database where the admin's uploads are
// kept (src/adapters/browser/demoPhotosDatabase.ts: the same names), so every <img> of the shop shows them by their
// plain site path, offline too. Registered by the first upload (src/adapters/browser/demoPhotoWorker.ts); every
// other request goes to the network untouched. A photo that isn't there answers 404, and the shop's image falls
// back to /placeholder.svg. The production build's service worker (sw.js, scripts/build/appServiceWorker.mjs) imports
// this file to serve the photos itself, since a site has one worker: its own update prompt then decides when a new
// version takes over, so only the dev server's stand-alone registration takes over at once.
const DB = 'sheesham-demo-photos';
const STORE = 'photos';
const VERSION = 1;
const PREFIX = '/demo-photos/';

if (self.location.pathname === '/demo-photos-sw.js') {
  self.addEventListener('install', () => self.skipWaiting());
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
}

const openPhotos = () =>
  new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const readPhoto = (db, name) =>
  new Promise((resolve, reject) => {
    const request = db.transaction(STORE).objectStore(STORE).get(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const photoResponse = async (name) => {
  try {
    const db = await openPhotos();
    try {
      const photo = await readPhoto(db, name);
      if (photo && typeof photo.type === 'string' && photo.type.startsWith('image/')) {
        return new Response(photo.bytes, {
          headers: { 'Content-Type': photo.type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' },
        });
      }
    } finally {
      db.close();
    }
  } catch (error) {
    console.warn('Demo photo unreadable', name, error);
  }
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
};

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (!url.pathname.startsWith(PREFIX)) return;
  event.respondWith(photoResponse(decodeURIComponent(url.pathname.slice(PREFIX.length))));
});
