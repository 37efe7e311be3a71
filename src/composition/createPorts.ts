import { LocalStorageKeyValueStorage } from '../adapters/browser/LocalStorageKeyValueStorage';
import { NavigatorConnectivity } from '../adapters/browser/NavigatorConnectivity';
import { RandomIdGenerator } from '../adapters/memory/RandomIdGenerator';
import { SystemClock } from '../adapters/memory/SystemClock';
import type { Connectivity } from '../ports/Connectivity';
import type { KeyValueStorage } from '../ports/KeyValueStorage';
import type { Ports, SharedPorts } from '../ports/Ports';
import { ServerAwareConnectivity } from '../adapters/firestore/ServerAwareConnectivity';
import type { Backend } from './Backend';
import { deferPorts, type DeferredPorts } from './deferPorts';
import type { PortAnswers } from './portAnswers';
import type { FirebaseEnv } from './createFirebaseBackend';
import type { MemoryBackendOptions } from './createMemoryBackend';
import { readAppConfig, type AppEnv } from './readAppConfig';

export interface PortsOptions extends MemoryBackendOptions {
  /** Defaults to import.meta.env. */
  env?: AppEnv & FirebaseEnv;
  /**
   * Defaults to window.localStorage (or memory when it is unavailable), hearing other tabs through the window's
   * events; tests pass an InMemoryKeyValueStorage (two tabs: `otherTab()`).
   */
  storage?: KeyValueStorage;
  /**
   * The device's network: defaults to the browser's navigator.onLine; tests pass a ManualConnectivity to cut it. In
   * firebase mode the shop also counts as offline while Firestore cannot reach its server.
   */
  connectivity?: Connectivity;
  /** The build drawing pages in Node, as a guest (see createFirebaseBackend). */
  forBuild?: boolean;
}

/** The ports that are the same whatever the backend: AppConfig and the browser's services. */
const createSharedPorts = (options: PortsOptions, env: AppEnv & FirebaseEnv): SharedPorts => ({
  config: readAppConfig(env),
  storage: options.storage ?? new LocalStorageKeyValueStorage(),
  clock: new SystemClock(),
  ids: new RandomIdGenerator(),
  connectivity: options.connectivity ?? new NavigatorConnectivity(),
});

/**
 * The backend VITE_BACKEND names ('memory' by default). Each is a dynamic import, so memory mode never downloads the
 * firebase SDK.
 */
const createBackend = async (
  shared: SharedPorts,
  env: AppEnv & FirebaseEnv,
  options: PortsOptions,
): Promise<Backend & { close?: () => Promise<void> }> => {
  if (shared.config.backend === 'firebase') {
    // Its own chunk too: the memory build's shell carries none of the firebase configuration's checks.
    const { createFirebaseBackend } = await import('./createFirebaseBackend');
    return createFirebaseBackend(env, { forBuild: options.forBuild ?? false });
  }
  // Also its own chunk: the firebase build never downloads the demo seed.
  const { createMemoryBackend } = await import('./createMemoryBackend');
  const ports = await createMemoryBackend(shared, {
    ...(options.popupDelayMs === undefined ? {} : { popupDelayMs: options.popupDelayMs }),
    ...(options.pause === undefined ? {} : { pause: options.pause }),
    ...(options.database === undefined ? {} : { database: options.database }),
  });
  return { ports };
};

const envOf = (options: PortsOptions): AppEnv & FirebaseEnv =>
  options.env ?? (import.meta.env as AppEnv & FirebaseEnv);

/**
 * The composition root: makes AppConfig and the browser services, then every other port from the backend
 * VITE_BACKEND names. In firebase mode the shop also counts as offline while Firestore cannot reach its server
 * (not in the build, which draws pages in Node).
 */
export const createPorts = async (options: PortsOptions = {}): Promise<Ports> => {
  const env = envOf(options);
  const shared = createSharedPorts(options, env);
  const { ports, watchServer, close } = await createBackend(shared, env, options);
  return {
    ...shared,
    ...ports,
    ...(watchServer && !options.forBuild
      ? { connectivity: new ServerAwareConnectivity(shared.connectivity, watchServer) }
      : {}),
    ...(close ? { close } : {}),
  };
};

/**
 * The same ports, standing for the backend before it has loaded (deferPorts.ts): the app starts at once, a prerendered
 * page is taken over with the `answers` it carries, and the backend loads when a call needs it or `load()` is called.
 */
export const createDeferredPorts = (options: PortsOptions = {}, answers?: PortAnswers): DeferredPorts => {
  const env = envOf(options);
  const shared = createSharedPorts(options, env);
  return deferPorts(shared, () => createBackend(shared, env, options), answers);
};
