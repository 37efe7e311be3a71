import { ServerAwareConnectivity, type ServerWatch } from '../adapters/firestore/ServerAwareConnectivity';
import type { Unsubscribe } from '../domain/shared/Page';
import type { Ports, SharedPorts } from '../ports/Ports';
import type { Backend, BackendPorts } from './Backend';
import { answerKey, isLiveView, type PortAnswers } from './portAnswers';

/** The ports that stand for a backend not yet loaded, and the one way to load it. */
export interface DeferredPorts {
  readonly ports: Ports;
  /** Loads the backend, once (a call no answer covers loads it too); settles when every port forwards to it. */
  load(): Promise<void>;
}

type Method = (...args: unknown[]) => unknown;

/** A port's methods that answer at once rather than by a promise or a listener. */
type AtOnce<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => infer R
    ? R extends PromiseLike<unknown> | Unsubscribe
      ? never
      : K
    : never;
}[keyof T];

type BeforeLoad = {
  [P in keyof BackendPorts as AtOnce<NonNullable<BackendPorts[P]>> extends never ? never : P]-?: Pick<
    NonNullable<BackendPorts[P]>,
    AtOnce<NonNullable<BackendPorts[P]>>
  >;
};

/** What those methods say before the backend has loaded: nobody known to be signed in yet, no demo mail yet. */
const BEFORE_LOAD: BeforeLoad = {
  auth: { currentUser: () => null, signInMethod: () => null },
  demoInbox: { list: () => [] },
  demoGateway: { current: () => null, choose: () => undefined },
};

/** Every port a backend makes: those of every backend, and those of the demo's alone. */
const BACKEND_PORTS: Record<keyof BackendPorts, 'every' | 'demo'> = {
  auth: 'every',
  products: 'every',
  catalogueSummary: 'every',
  categories: 'every',
  orders: 'every',
  orderErasure: 'every',
  offers: 'every',
  alerts: 'every',
  onlinePayments: 'every',
  returns: 'every',
  complaints: 'every',
  reviews: 'every',
  users: 'every',
  banners: 'every',
  settings: 'every',
  deliveryZones: 'every',
  couriers: 'every',
  deliverySlots: 'every',
  searchWords: 'every',
  messageStatus: 'every',
  addressBooks: 'every',
  activity: 'every',
  photos: 'every',
  photoResizer: 'every',
  returnPhotos: 'every',
  demoInbox: 'demo',
  demoGateway: 'demo',
  demoControls: 'demo',
};

const isFunction = (value: unknown): value is Method => typeof value === 'function';

/**
 * Ports that stand for the backend from the start, so the app can start before the backend (and, on firebase, its
 * SDK) has loaded (docs/architecture.md#taking-a-page-over-before-the-backend). Until it has: a query the `answers`
 * cover (those a prerendered page carries) is answered from them, any other loads the backend and waits for it; a live
 * view starts with the value the answers hold for it, if any, and follows the backend from when it has loaded, without
 * loading it. Once loaded, every call goes straight to the backend.
 */
export const deferPorts = (
  shared: SharedPorts,
  loadBackend: () => Promise<Backend>,
  answers: PortAnswers = new Map(),
): DeferredPorts => {
  let backend: Backend | undefined;
  let start = (): void => undefined;
  const loaded = new Promise<Backend>((resolve, reject) => {
    start = () => {
      start = () => undefined;
      loadBackend().then((made) => {
        backend = made;
        resolve(made);
      }, reject);
    };
  });
  // Each caller hears a failed load itself (its query fails, its live view reports it).
  loaded.catch(() => undefined);
  const load = (): Promise<Backend> => {
    start();
    return loaded;
  };

  const call = (made: Backend, port: keyof BackendPorts, method: string, args: unknown[]): unknown =>
    (made.ports[port] as unknown as Record<string, Method>)[method]?.(...args);

  /** A live view started now, on the backend once it has loaded; `first` is its value until then, if known. */
  const liveView = (
    follow: (made: Backend) => Unsubscribe,
    listener: Method | undefined,
    onError: Method | undefined,
    first: { value: unknown } | undefined,
  ): Unsubscribe => {
    let stop: Unsubscribe | undefined;
    let stopped = false;
    if (first) queueMicrotask(() => !stopped && !stop && listener?.(structuredClone(first.value)));
    loaded.then(
      (made) => {
        if (!stopped) stop = follow(made);
      },
      (error: unknown) => !stopped && onError?.(error),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };

  const deferred = (port: keyof BackendPorts, method: string, args: unknown[]): unknown => {
    const key = answerKey(port, method, args);
    const answered = answers.has(key) ? { value: answers.get(key) } : undefined;
    if (isLiveView(method)) {
      const [listener, onError] = args.filter(isFunction);
      return liveView((made) => call(made, port, method, args) as Unsubscribe, listener, onError, answered);
    }
    if (answered) return Promise.resolve(structuredClone(answered.value));
    return load().then((made) => call(made, port, method, args));
  };

  const deferPort = (port: keyof BackendPorts): object => {
    const before = (BEFORE_LOAD as Partial<Record<string, Record<string, Method>>>)[port] ?? {};
    return new Proxy(
      {},
      {
        get: (_, method) =>
          // A port is never awaited: it has no `then`.
          typeof method !== 'string' || method === 'then'
            ? undefined
            : (...args: unknown[]) => {
                if (backend) return call(backend, port, method, args);
                const atOnce = before[method];
                return atOnce ? atOnce(...args) : deferred(port, method, args);
              },
      },
    );
  };

  const watchServer: ServerWatch = (onFromCache) =>
    liveView((made) => made.watchServer?.(onFromCache) ?? (() => undefined), undefined, undefined, undefined);
  const names = (Object.keys(BACKEND_PORTS) as Array<keyof BackendPorts>).filter(
    (name) => BACKEND_PORTS[name] === 'every' || shared.config.backend === 'memory',
  );
  const ports = {
    ...shared,
    ...(shared.config.backend === 'firebase'
      ? { connectivity: new ServerAwareConnectivity(shared.connectivity, watchServer) }
      : {}),
    ...Object.fromEntries(names.map((name) => [name, deferPort(name)])),
  } as Ports;
  return { ports, load: () => load().then(() => undefined) };
};
