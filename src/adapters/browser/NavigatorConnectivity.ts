import type { Connectivity } from '../../ports/Connectivity';

type NetworkEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** navigator.onLine and the window's 'online'/'offline' events; without a window (Node) it is always online. */
export class NavigatorConnectivity implements Connectivity {
  readonly #navigator: Pick<Navigator, 'onLine'> | undefined;
  readonly #events: NetworkEvents | undefined;

  constructor(
    navigator: Pick<Navigator, 'onLine'> | undefined = typeof window === 'undefined'
      ? undefined
      : window.navigator,
    events: NetworkEvents | undefined = typeof window === 'undefined' ? undefined : window,
  ) {
    this.#navigator = navigator;
    this.#events = events;
  }

  get online(): boolean {
    return this.#navigator?.onLine ?? true;
  }

  onChange(listener: (online: boolean) => void): () => void {
    const events = this.#events;
    if (!events) return () => undefined;
    const wentOnline = (): void => listener(true);
    const wentOffline = (): void => listener(false);
    events.addEventListener('online', wentOnline);
    events.addEventListener('offline', wentOffline);
    return () => {
      events.removeEventListener('online', wentOnline);
      events.removeEventListener('offline', wentOffline);
    };
  }
}
