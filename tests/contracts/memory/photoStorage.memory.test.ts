import { readFileSync } from 'node:fs';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { IndexedDbPhotoStorage } from '../../../src/adapters/browser/IndexedDbPhotoStorage';
import { demoPhotoCount } from '../support/demoPhotoCount';
import { whenDemoPhotosServed } from '../../../src/adapters/browser/demoPhotoWorker';
import { describePhotoStorageContract, type ReadPhoto } from '../photoStorage.contract';

const ORIGIN = 'http://shop.test';
const WORKER_SOURCE = readFileSync(new URL('../../../public/demo-photos-sw.js', import.meta.url), 'utf8');

type Listener = (event: unknown) => void;

/**
 * public/demo-photos-sw.js run as the browser runs it, on the same IndexedDB: it proves the worker reads what the
 * adapter writes (same database, store and key) and answers as an <img> expects.
 */
const startWorker = (indexedDB: IDBFactory) => {
  const listeners = new Map<string, Listener>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    clients: { claim: () => Promise.resolve() },
  };
  new Function('self', 'indexedDB', WORKER_SOURCE)(self, indexedDB);
  /** What the worker answers for a GET of `path` (a site path or URL), or null when it lets the request pass. */
  const fetch = async (path: string, method = 'GET'): Promise<Response | null> => {
    let answer: Promise<Response> | null = null;
    listeners.get('fetch')?.({
      request: { url: new URL(path, ORIGIN).href, method },
      respondWith: (response: Promise<Response>) => (answer = response),
    });
    return answer;
  };
  return { fetch, listeners };
};

const makeHarness = async () => {
  const indexedDB = new IDBFactory();
  const repository = new IndexedDbPhotoStorage({ indexedDB, whenServed: async () => undefined });
  const worker = startWorker(indexedDB);
  const read: ReadPhoto = async (url) => {
    const response = await worker.fetch(url);
    if (!response || response.status !== 200) return null;
    return {
      type: response.headers.get('Content-Type') ?? '',
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };
  return { repository, read, count: () => demoPhotoCount(indexedDB), indexedDB, worker };
};

describePhotoStorageContract('IndexedDB (demo backend)', makeHarness);

describe('IndexedDbPhotoStorage and its service worker (demo only)', () => {
  const photo = () => ({
    full: new Blob([new Uint8Array([1])], { type: 'image/webp' }),
    card: new Blob([new Uint8Array([2])], { type: 'image/webp' }),
    type: 'image/webp' as const,
  });

  it('keeps photos for the next visit: a new adapter and a new worker on the same database read them', async () => {
    const { repository, indexedDB } = await makeHarness();
    const url = await repository.upload('products', photo());
    expect(url).toMatch(/^\/demo-photos\/products\/[a-f0-9]{32}\.webp$/);
    const nextVisit = startWorker(indexedDB);
    expect((await nextVisit.fetch(url))?.status).toBe(200);
  });

  it('"Reset demo data" clears them: the worker then answers 404, so the shop shows its placeholder', async () => {
    const { repository, worker, count } = await makeHarness();
    const url = await repository.upload('banners', photo());
    await repository.clear();
    expect(await count()).toBe(0);
    expect((await worker.fetch(url))?.status).toBe(404);
    // And it goes on working after the reset.
    expect((await worker.fetch(await repository.upload('banners', photo())))?.status).toBe(200);
  });

  it('lets every other request go to the network untouched', async () => {
    const { worker } = await makeHarness();
    expect(await worker.fetch('/images/products/sofa-teal.svg')).toBeNull();
    expect(await worker.fetch('/products')).toBeNull();
    expect(await worker.fetch('https://cdn.example.com/demo-photos/products/x.webp')).toBeNull();
    expect(await worker.fetch('/demo-photos/products/x.webp', 'POST')).toBeNull();
    const missing = await worker.fetch('/demo-photos/products/nothing.webp');
    expect(missing?.status).toBe(404);
  });

  it('waits until the photos are served before it stores one, and stores nothing when they cannot be', async () => {
    const indexedDB = new IDBFactory();
    const refused = new IndexedDbPhotoStorage({
      indexedDB,
      whenServed: () => whenDemoPhotosServed(),
    });
    // Node has no service workers, like a browser's private window without them.
    await expect(refused.upload('products', photo())).rejects.toMatchObject({ code: 'PHOTO.UNAVAILABLE' });
    expect(await demoPhotoCount(indexedDB)).toBe(0);
  });

  /** A browser's service worker container whose worker registers and then takes `activeAfterMs` to control the page. */
  const slowWorkers = (activeAfterMs: number) => {
    const changed = new EventTarget();
    const workers = {
      controller: null as object | null,
      register: vi.fn(async () => ({})),
      ready: new Promise((resolve) => setTimeout(resolve, activeAfterMs)).then(() => {
        workers.controller = {};
        changed.dispatchEvent(new Event('controllerchange'));
        return {};
      }),
      addEventListener: changed.addEventListener.bind(changed),
    };
    return workers as unknown as ServiceWorkerContainer;
  };

  it('waits for a worker that takes a while to install, and says "not yet" of one that does not take over in time', async () => {
    vi.useFakeTimers();
    try {
      const served = whenDemoPhotosServed(slowWorkers(5_000), 8_000);
      await vi.advanceTimersByTimeAsync(5_000);
      await expect(served).resolves.toBeUndefined();

      const late = whenDemoPhotosServed(slowWorkers(60_000), 8_000);
      const outcome = expect(late).rejects.toMatchObject({ code: 'PHOTO.NOT_SERVED_YET' });
      await vi.advanceTimersByTimeAsync(8_000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the photos are unavailable where the browser refuses the worker', async () => {
    const workers = slowWorkers(0);
    vi.mocked(workers.register).mockRejectedValueOnce(new DOMException('Denied', 'SecurityError'));
    await expect(whenDemoPhotosServed(workers)).rejects.toMatchObject({ code: 'PHOTO.UNAVAILABLE' });
  });

  it('says the photos are unavailable where there is no IndexedDB, and a reset then has nothing to clear', async () => {
    const storage = new IndexedDbPhotoStorage({
      indexedDB: undefined as unknown as IDBFactory,
      whenServed: async () => undefined,
    });
    const before = globalThis.indexedDB;
    expect(before).toBeUndefined();
    await expect(storage.upload('products', photo())).rejects.toMatchObject({ code: 'PHOTO.UNAVAILABLE' });
    await expect(storage.clear()).resolves.toBeUndefined();
  });
});
