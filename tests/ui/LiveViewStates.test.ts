import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETURNS_LOAD_FAILED } from '../../src/domain/afterSales/returnMessages';
import type { ReturnRequest } from '../../src/domain/afterSales/ReturnRequest';
import type { CatalogueSummary } from '../../src/domain/storefront/CatalogueSummary';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../src/domain/settings/ShopSettings';
import type { CatalogueSummaryRepository } from '../../src/ports/CatalogueSummaryRepository';
import type { ReturnRepository } from '../../src/ports/ReturnRepository';
import type { SettingsRepository } from '../../src/ports/SettingsRepository';
import { configureMobx } from '../../src/ui/shared/stores/configureMobx';
import { failureOf } from '../../src/ui/shared/stores/LoadState';
import { OrderReturnsStore } from '../../src/ui/shared/stores/OrderReturnsStore';
import { SettingsStore } from '../../src/ui/shared/stores/SettingsStore';
import { SummaryStore } from '../../src/ui/shop/catalogue/SummaryStore';

// Any observable change outside an action throws, as in the app.
configureMobx();
afterEach(() => vi.restoreAllMocks());

/** A live view driven by hand: the test hands the last one opened its data or its failure. */
const liveView = <T>() => {
  let listener: (value: T) => void = () => undefined;
  let onError: (error: unknown) => void = () => undefined;
  const subscribe = vi.fn((next: (value: T) => void, failed: (error: unknown) => void) => {
    listener = next;
    onError = failed;
    return () => undefined;
  });
  return {
    subscribe,
    send: (value: T) => listener(value),
    fail: () => onError(new Error('Missing or insufficient permissions.')),
  };
};

const summary = {
  navigation: { entries: [], hideEmptyInBar: false },
  countsBySlug: { sofas: 3 },
} as unknown as CatalogueSummary;
const settings: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, freeShippingThreshold: 15000 };

const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('the catalogue summary and the shop settings tell their load with one load state', () => {
  it('are idle before their view opens, loading until it answers, then loaded', () => {
    const view = liveView<CatalogueSummary>();
    const store = new SummaryStore(view as unknown as CatalogueSummaryRepository);
    expect(store.state.status).toBe('idle');
    store.start();
    expect(store.state.status).toBe('loading');
    view.send(summary);
    expect(store.state.status).toBe('loaded');
    expect(store.countFor('sofas')).toBe(3);
  });

  it('the summary failing before it arrived says so, and a retry reads it again', () => {
    quietConsole();
    const view = liveView<CatalogueSummary>();
    const store = new SummaryStore(view as unknown as CatalogueSummaryRepository);
    store.start();
    view.fail();
    expect(failureOf(store.state)).toBe('Something went wrong. Please try again.');
    store.retry();
    expect(store.state.status).toBe('loading');
    view.send(summary);
    expect(store.state.status).toBe('loaded');
    expect(view.subscribe).toHaveBeenCalledTimes(2);
  });

  it('the settings start at the defaults and a failure before they arrive says so', () => {
    quietConsole();
    const view = liveView<ShopSettings>();
    const store = new SettingsStore(view as unknown as SettingsRepository);
    store.start();
    expect(store.settings).toEqual(DEFAULT_SHOP_SETTINGS);
    view.fail();
    expect(store.state.status).toBe('failed');
    store.retry();
    view.send(settings);
    expect(store.state.status).toBe('loaded');
    expect(store.freeShippingThreshold).toBe(15000);
  });

  /** A store on a live view driven by hand, that will hand it `value`; `shown` is what of it the shop reads. */
  const onView = <T, S>(make: (repository: never) => S, value: T, shown: (store: S) => number) => {
    const view = liveView<T>();
    const store = make(view as never);
    return { store, send: () => view.send(value), fail: view.fail, read: () => shown(store) };
  };
  const liveViews = [
    {
      name: 'the catalogue summary',
      open: () =>
        onView(
          (view) => new SummaryStore(view),
          summary,
          (store) => store.countFor('sofas'),
        ),
      read: 3,
      logged: 'The catalogue summary could not be read.',
    },
    {
      name: 'the shop settings',
      open: () =>
        onView(
          (view) => new SettingsStore(view),
          settings,
          (store) => store.freeShippingThreshold,
        ),
      read: 15000,
      logged: 'The shop settings could not be read.',
    },
  ];

  it.each(liveViews)(
    '$name failing after it arrived is kept, stays loaded and only logs',
    ({ open, read, logged }) => {
      const said = quietConsole();
      const { store, send, fail, read: shown } = open();
      store.start();
      send();
      fail();
      expect(store.state.status).toBe('loaded');
      expect(shown()).toBe(read);
      expect(said).toHaveBeenCalledWith(logged, expect.any(Error));
    },
  );
});

describe("an order's returns tell their load with one load state", () => {
  const returnsOf = () => {
    const view = liveView<ReturnRequest[]>();
    const repository = {
      subscribeForOrder: (
        _order: string,
        _user: string,
        listener: (requests: ReturnRequest[]) => void,
        onError: (error: unknown) => void,
      ) => view.subscribe(listener, onError),
    } as unknown as ReturnRepository;
    const settings = new SettingsStore(liveView<ShopSettings>() as unknown as SettingsRepository);
    const store = new OrderReturnsStore(repository, settings, { now: () => '' }, 'asha', {
      offlineProblem: () => null,
      refusesOffline: () => false,
    });
    return { view, store };
  };
  const request = { id: 'r1' } as ReturnRequest;

  it('a failure after the requests arrived keeps them shown and says they may be out of date', () => {
    quietConsole();
    const { view, store } = returnsOf();
    store.follow({ id: 'o1', userId: 'asha' });
    expect(store.state.status).toBe('loading');
    view.send([request]);
    expect(store.state.status).toBe('loaded');
    view.fail();
    expect(failureOf(store.state)).toBe(RETURNS_LOAD_FAILED);
    expect(store.requests).toEqual([request]);
    store.retry();
    expect(store.state.status).toBe('loading');
    view.send([request]);
    expect(store.state.status).toBe('loaded');
    expect(view.subscribe).toHaveBeenCalledTimes(2);
  });
});
