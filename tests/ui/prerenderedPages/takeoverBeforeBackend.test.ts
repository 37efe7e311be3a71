import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { MemoryPorts } from '../../../src/composition/createMemoryBackend';
import type { Backend } from '../../../src/composition/Backend';
import { deferPorts } from '../../../src/composition/deferPorts';
import {
  answerKey,
  readPortAnswers,
  writePortAnswers,
  type PortAnswers,
} from '../../../src/composition/portAnswers';
import { recordPortAnswers } from '../../../src/composition/recordPortAnswers';
import { loadInitialData } from '../../../src/ui/app/routes/initialData';
import { createStores, type RootStore } from '../../../src/ui/app/stores/RootStore';
import { testPorts } from '../../support/testPorts';
import { productPath } from '../../../src/domain/catalogue/NavigationTree';
import { LISTING_DEFAULTS } from '../../../src/ui/shop/catalogue/listingSearchParams';

const noPictures = { warm: () => undefined };

/** What the build does for `path`: draws its first screen from `backend`, noting what it was answered. */
const answersFor = async (backend: MemoryPorts, path: string): Promise<PortAnswers> => {
  const recorded = recordPortAnswers(backend);
  const stores = createStores(recorded.ports);
  const stop = stores.start();
  await loadInitialData(stores, { pathname: path, search: '' }, noPictures);
  stop();
  // As the page carries them: JSON in a script.
  return readPortAnswers(writePortAnswers(recorded.answers()));
};

/** The browser: the app on ports that stand for `backend` until it loads, counting its loads. */
const appBefore = (backend: MemoryPorts, answers: PortAnswers) => {
  const loadBackend = vi.fn(async (): Promise<Backend> => ({ ports: backend }));
  const deferred = deferPorts(backend, loadBackend, answers);
  const stores = createStores(deferred.ports);
  stores.start();
  return { deferred, stores, loadBackend };
};

const takeOver = (stores: RootStore, path: string) =>
  loadInitialData(stores, { pathname: path, search: '' }, { ...noPictures, session: false });

/** Resolves at a live view's first value, and stops it once the view's own call has returned. */
const firstAnswer = (follow: (heard: () => void) => () => void): Promise<void> =>
  new Promise((done) => {
    const stop = follow(() => {
      done();
      queueMicrotask(() => stop());
    });
  });

const names = (stores: RootStore) => stores.catalogue.items.map((product) => product.name);

describe('a prerendered page taken over before the backend has loaded', () => {
  it('shows the listing as the build drew it without loading the backend, then what changed since', async () => {
    const backend = await testPorts();
    const answers = await answersFor(backend, '/products');
    const built = createStores(backend);
    built.start();
    await takeOver(built, '/products');
    const [first] = built.catalogue.items;
    if (!first) throw new Error('the demo listing is empty');
    await backend.products.update(first.id, { price: first.price + 1000 });

    const { deferred, stores, loadBackend } = appBefore(backend, answers);
    await takeOver(stores, '/products');
    expect(loadBackend).not.toHaveBeenCalled();
    expect(names(stores)).toEqual(names(built));
    expect(stores.catalogue.items[0]?.price).toBe(first.price);
    expect(stores.summary.state.status).toBe('loaded');
    expect(stores.settings.state.status).toBe('loaded');
    expect(stores.session.ready).toBe(false);
    expect(stores.ports.auth.currentUser()).toBeNull();

    await deferred.load();
    await stores.refreshShown();
    expect(loadBackend).toHaveBeenCalledTimes(1);
    expect(stores.catalogue.items[0]?.price).toBe(first.price + 1000);
    await vi.waitFor(() => expect(stores.session.ready).toBe(true));
  });

  it('takes each landing page over without the backend, drawn as the build drew it', async () => {
    const backend = await testPorts();
    const [product] = (await backend.products.listPage({ filters: LISTING_DEFAULTS, pageSize: 1 })).items;
    for (const path of ['/', '/products', '/categories/sofas', productPath(product!)]) {
      const built = createStores(backend);
      built.start();
      await takeOver(built, path);
      const { stores, loadBackend } = appBefore(backend, await answersFor(backend, path));
      await takeOver(stores, path);
      expect(loadBackend, path).not.toHaveBeenCalled();
      for (const shown of ['catalogue', 'featured', 'newArrivals'] as const)
        expect(stores[shown].items, `${path} ${shown}`).toEqual(built[shown].items);
      expect(stores.productDetail.product, path).toEqual(built.productDetail.product);
      expect(stores.productDetail.related, path).toEqual(built.productDetail.related);
      expect(stores.banners.banners, path).toEqual(built.banners.banners);
      expect(stores.summary.tree, path).toEqual(built.summary.tree);
    }
  });

  it('renders nothing again where the backend answers what the page was drawn with', async () => {
    const backend = await testPorts();
    const { deferred, stores } = appBefore(backend, await answersFor(backend, '/'));
    await takeOver(stores, '/');
    const drawn = {
      featured: stores.featured.items,
      newArrivals: stores.newArrivals.items,
      settings: stores.settings.settings,
      summary: stores.summary.summary,
      banners: stores.banners.banners,
      // What the views read to choose a skeleton, the content or a message: an equal state renders nothing either.
      states: [stores.featured, stores.newArrivals, stores.settings, stores.summary, stores.banners].map(
        (store) => store.state,
      ),
    };
    await deferred.load();
    await stores.refreshShown();
    // Heard after the stores' own views, which subscribed to the backend first: by then they have its answers too.
    await Promise.all([
      firstAnswer((heard) => backend.settings.subscribe(heard, () => undefined)),
      firstAnswer((heard) => backend.catalogueSummary.subscribe(heard, () => undefined)),
      firstAnswer((heard) => backend.banners.subscribeActive(heard, () => undefined)),
    ]);
    expect(stores.featured.items).toBe(drawn.featured);
    expect(stores.newArrivals.items).toBe(drawn.newArrivals);
    expect(stores.settings.settings).toBe(drawn.settings);
    expect(stores.summary.summary).toBe(drawn.summary);
    expect(stores.banners.banners).toBe(drawn.banners);
    [stores.featured, stores.newArrivals, stores.settings, stores.summary, stores.banners].forEach(
      (store, index) => expect(store.state).toBe(drawn.states[index]),
    );
  });

  it('shows a product listed since the build once the backend has loaded, keeping the page meanwhile', async () => {
    const backend = await testPorts();
    const answers = await answersFor(backend, '/');
    const { deferred, stores, loadBackend } = appBefore(backend, answers);
    await takeOver(stores, '/');
    expect(loadBackend).not.toHaveBeenCalled();
    const drawn = stores.newArrivals.items.map((product) => product.id);
    expect(drawn.length).toBeGreaterThan(0);
    const [model] = stores.newArrivals.items;
    const added = await backend.products.create({
      ...JSON.parse(JSON.stringify(model)),
      name: 'Sheesham bench, added since the build',
    });

    const refreshed = deferred.load().then(() => stores.refreshShown());
    expect(stores.newArrivals.state.status).toBe('loaded');
    await refreshed;
    expect(stores.newArrivals.items.map((product) => product.id)).toContain(added.id);
  });

  it('loads the backend for a call the page carries no answer for, and answers it from there', async () => {
    const backend = await testPorts();
    const answers = await answersFor(backend, '/products');
    const { stores, loadBackend } = appBefore(backend, answers);
    await takeOver(stores, '/products');
    await stores.catalogue.setFilters({ sortBy: 'price-high' });
    expect(loadBackend).toHaveBeenCalledTimes(1);
    const prices = stores.catalogue.items.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('starts a live view with the answer it was drawn with, then follows the backend; a view stopped first never starts', async () => {
    const backend = await testPorts();
    const settings = await backend.settings.get();
    const answers = new Map([
      [answerKey('settings', 'subscribe', [null, null]), { ...settings, phone: 'As drawn' }],
    ]);
    const { deferred } = appBefore(backend, answers);
    const heard: string[] = [];
    deferred.ports.settings.subscribe(
      (value) => heard.push(value.phone),
      () => undefined,
    );
    const stopped: string[] = [];
    deferred.ports.settings.subscribe(
      (value) => stopped.push(value.phone),
      () => undefined,
    )();
    await Promise.resolve();
    expect(heard).toEqual(['As drawn']);
    await deferred.load();
    await vi.waitFor(() => expect(heard).toEqual(['As drawn', settings.phone]));
    expect(stopped).toEqual([]);
  });

  it('tells every waiting call and view when the backend fails to load', async () => {
    const backend = await testPorts();
    const failure = new Error('chunk gone');
    const deferred = deferPorts(backend, () => Promise.reject(failure));
    const viewFailed = vi.fn();
    deferred.ports.catalogueSummary.subscribe(() => undefined, viewFailed);
    await expect(deferred.ports.products.getById('p1')).rejects.toBe(failure);
    await expect(deferred.load()).rejects.toBe(failure);
    expect(viewFailed).toHaveBeenCalledWith(failure);
  });

  it('keys a call by its arguments, whatever order their fields were built in', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (fields) => {
        const reversed = Object.fromEntries(Object.entries(fields).reverse());
        expect(answerKey('products', 'listPage', [reversed])).toBe(
          answerKey('products', 'listPage', [fields]),
        );
      }),
    );
    expect(answerKey('products', 'listPage', [{ pageSize: 12 }])).not.toBe(
      answerKey('products', 'listPage', [{ pageSize: 24 }]),
    );
  });

  it('reads the answers a page carries, and none from missing or unreadable JSON, never throwing', () => {
    const answers = new Map([['["products","getById",["p1"]]', { id: 'p1', name: 'A <b>bold</b> chair' }]]);
    const written = writePortAnswers(answers);
    expect(written).not.toContain('<');
    expect(readPortAnswers(written)).toEqual(answers);
    for (const unreadable of [
      null,
      undefined,
      '',
      '{',
      '{"a":1}',
      '[["no value"]]',
      '[[1,2]]',
      '[null]',
      '5',
    ])
      expect(readPortAnswers(unreadable)).toEqual(new Map());
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(readPortAnswers(text)).toBeInstanceOf(Map);
      }),
    );
  });
});
