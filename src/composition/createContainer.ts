import { Container } from 'inversify';
import { LocalStorageKeyValueStorage } from '../adapters/browser/LocalStorageKeyValueStorage';
import { NavigatorConnectivity } from '../adapters/browser/NavigatorConnectivity';
import { RandomIdGenerator } from '../adapters/memory/RandomIdGenerator';
import { SystemClock } from '../adapters/memory/SystemClock';
import { AppConfig } from '../ports/AppConfig';
import { Clock } from '../ports/Clock';
import { Connectivity } from '../ports/Connectivity';
import { IdGenerator } from '../ports/IdGenerator';
import { KeyValueStorage } from '../ports/KeyValueStorage';
import { bindConstant } from './binding';
import type { FirebaseEnv } from './bindFirebaseBackend';
import type { MemoryBackendOptions } from './createMemoryBackend';
import { readAppConfig, type AppEnv } from './readAppConfig';

export interface ContainerOptions extends MemoryBackendOptions {
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
  /** The build drawing pages in Node, as a guest (see bindFirebaseBackend). */
  forBuild?: boolean;
}

/**
 * The composition root: binds AppConfig, the browser services and every port to the backend VITE_BACKEND names
 * ('memory' by default). Each backend is a dynamic import, so memory mode never downloads the firebase SDK.
 */
export const createContainer = async (options: ContainerOptions = {}): Promise<Container> => {
  const env: AppEnv & FirebaseEnv = options.env ?? (import.meta.env as AppEnv & FirebaseEnv);
  const config = readAppConfig(env);
  const container = new Container();
  const device = options.connectivity ?? new NavigatorConnectivity();
  bindConstant(container, AppConfig, config);
  bindConstant(container, KeyValueStorage, options.storage ?? new LocalStorageKeyValueStorage());
  bindConstant(container, Clock, new SystemClock());
  bindConstant(container, IdGenerator, new RandomIdGenerator());
  if (config.backend === 'firebase') {
    // Its own chunk too: the memory build's shell carries none of the firebase configuration's checks.
    const { bindFirebaseBackend } = await import('./bindFirebaseBackend');
    await bindFirebaseBackend(container, env, { forBuild: options.forBuild ?? false, device });
  } else {
    // Also its own chunk: the firebase build never downloads the demo seed.
    const { bindMemoryBackend } = await import('./createMemoryBackend');
    bindConstant(container, Connectivity, device);
    await bindMemoryBackend(container, {
      ...(options.popupDelayMs === undefined ? {} : { popupDelayMs: options.popupDelayMs }),
      ...(options.pause === undefined ? {} : { pause: options.pause }),
    });
  }
  return container;
};
