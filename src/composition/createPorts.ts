import { LocalStorageKeyValueStorage } from '../adapters/browser/LocalStorageKeyValueStorage';
import { NavigatorConnectivity } from '../adapters/browser/NavigatorConnectivity';
import { RandomIdGenerator } from '../adapters/memory/RandomIdGenerator';
import { SystemClock } from '../adapters/memory/SystemClock';
import type { Connectivity } from '../ports/Connectivity';
import type { KeyValueStorage } from '../ports/KeyValueStorage';
import type { Ports, SharedPorts } from '../ports/Ports';
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

/**
 * The composition root: makes AppConfig and the browser services, then every other port from the backend
 * VITE_BACKEND names ('memory' by default). Each backend is a dynamic import, so memory mode never downloads the
 * firebase SDK.
 */
export const createPorts = async (options: PortsOptions = {}): Promise<Ports> => {
  const env: AppEnv & FirebaseEnv = options.env ?? (import.meta.env as AppEnv & FirebaseEnv);
  const config = readAppConfig(env);
  const shared: SharedPorts = {
    config,
    storage: options.storage ?? new LocalStorageKeyValueStorage(),
    clock: new SystemClock(),
    ids: new RandomIdGenerator(),
    connectivity: options.connectivity ?? new NavigatorConnectivity(),
  };
  if (config.backend === 'firebase') {
    // Its own chunk too: the memory build's shell carries none of the firebase configuration's checks.
    const { createFirebaseBackend } = await import('./createFirebaseBackend');
    return createFirebaseBackend(env, shared, { forBuild: options.forBuild ?? false });
  }
  // Also its own chunk: the firebase build never downloads the demo seed.
  const { createMemoryBackend } = await import('./createMemoryBackend');
  return createMemoryBackend(shared, {
    ...(options.popupDelayMs === undefined ? {} : { popupDelayMs: options.popupDelayMs }),
    ...(options.pause === undefined ? {} : { pause: options.pause }),
    ...(options.database === undefined ? {} : { database: options.database }),
  });
};
