import { makeAutoObservable } from 'mobx';
import { networkMessageFor } from '../../../domain/text/networkMessages';
import type { Connectivity } from '../../../ports/Connectivity';
import type { RootStore } from '../../app/stores/RootStore';

/** Whether the device has a network, observable for the offline banner, and the guard of actions that need it. */
export class NetworkStatusStore {
  online: boolean;
  readonly #connectivity: Connectivity;

  constructor(connectivity: Connectivity) {
    this.#connectivity = connectivity;
    this.online = connectivity.online;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Follows the device's network from now on (call it right after construction); returns the stop function. */
  start(): () => void {
    return this.#connectivity.onChange(this.setOnline);
  }

  setOnline(online: boolean): void {
    this.online = online;
  }

  /**
   * For an action that needs the network (a save): while offline, gives `notifier` the offline text and answers
   * true, and the caller stops there, keeping what was typed. Offline, Firestore would queue the write and leave
   * the caller waiting for the server's answer until the network returns.
   */
  refusesOffline(notifier: { error(message: string): void }): boolean {
    const problem = this.offlineProblem();
    if (problem) notifier.error(problem);
    return problem !== null;
  }

  /** For an action that answers with its refusal (a form, a dialog): the offline text while offline, else null. */
  offlineProblem(): string | null {
    return this.#connectivity.online ? null : networkMessageFor('NETWORK.OFFLINE_ACTION');
  }
}

/** What a store that saves needs of the network status. */
export type NetworkGuard = Pick<NetworkStatusStore, 'refusesOffline' | 'offlineProblem'>;

/**
 * The session's network status, made on first use: its module loads with the offline banner and the screens that
 * save, never with the first screen. It follows the device for the rest of the session.
 */
export const networkStatusOf = (root: RootStore): NetworkStatusStore =>
  root.pageStore('network', () => {
    const store = new NetworkStatusStore(root.ports.connectivity);
    store.start();
    return store;
  });
