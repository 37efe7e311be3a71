import type * as ToasterStoreModule from './toasterStore';
import type { ToastKind } from './toastOptions';

/**
 * The element the toasts are drawn in, at the end of <body>. The header's height is set on it rather than on the
 * document root: a custom property changed on the root restyles every element of the page (~60 ms on a desktop
 * right after the first paint), one changed here restyles only the toasts.
 */
export const toastLayer = (): HTMLElement => {
  const existing = document.getElementById('toast-layer');
  if (existing) return existing;
  const layer = document.createElement('div');
  layer.id = 'toast-layer';
  document.body.append(layer);
  return layer;
};

type ToasterStore = typeof ToasterStoreModule;
let store: Promise<ToasterStore> | undefined;
const wanted = new Set<() => void>();

/** The toast store, fetched with the first toast; a failed fetch is tried again at the next. */
const loadStore = (): Promise<ToasterStore> => {
  if (!store) {
    store = import('./toasterStore');
    store.catch(() => (store = undefined));
    wanted.forEach((listener) => listener());
  }
  return store;
};

/** Calls `listener` once a toast has been raised (at once if one was): when the toaster must be drawn. */
export const onFirstToast = (listener: () => void): (() => void) => {
  if (store) listener();
  wanted.add(listener);
  return () => wanted.delete(listener);
};

/** Raises a toast `raise` makes with Chakra's toast store, once the store has loaded (and the toaster with it). */
export const withToaster = (raise: (loaded: ToasterStore) => void, title: string): void =>
  void loadStore().then(raise, (error: unknown) =>
    console.error(`The toast "${title}" could not be shown:`, error),
  );

const show = (type: ToastKind, title: string, description?: string, duration?: number, id?: string): void =>
  withToaster((loaded) => void loaded.show(type, title, description, duration, id), title);

/** The one way components raise toasts, so durations stay those of docs/behaviour.md#screens-and-routes. */
export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string, duration?: number) =>
    show('info', title, description, duration),
  /** A toast with an id replaces the one still showing with that id instead of stacking another. */
  warning: (title: string, description?: string, id?: string) =>
    show('warning', title, description, undefined, id),
};
