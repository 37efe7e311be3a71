import { createToaster } from '@chakra-ui/react';

/** docs/behaviour.md#screens-and-routes: error and blank 4 s, success 2 s, at most 20 kept, top-right. */
export const TOAST_DURATIONS = { success: 2000, error: 4000, info: 4000, warning: 4000 } as const;
export const TOAST_LIMIT = 20;

/** Set by the bar that stays at the top (the storefront's sticky header, the admin's top bar) to its height. */
export const STICKY_HEADER_HEIGHT = '--sticky-header-height';
/** Set by an admin screen's title row, with its actions, to its height and the space below it. */
export const SCREEN_TITLE_HEIGHT = '--screen-title-height';

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

export const toaster = createToaster({
  placement: 'top-end',
  max: TOAST_LIMIT,
  pauseOnPageIdle: true,
  // Below the sticky header and an admin screen's title row, not over their buttons: a toast paused by the pointer
  // on its way to the cart, or to 'Add New Banner', would otherwise hide the very button being reached for.
  offsets: {
    top: `calc(var(${STICKY_HEADER_HEIGHT}, 0px) + var(${SCREEN_TITLE_HEIGHT}, 0px) + 1rem)`,
    bottom: '1rem',
    left: '1rem',
    right: '1rem',
  },
});

type ToastKind = keyof typeof TOAST_DURATIONS;

const show = (type: ToastKind, title: string, description?: string, duration?: number, id?: string): string =>
  toaster.create({
    ...(id ? { id } : {}),
    type,
    title,
    ...(description ? { description } : {}),
    duration: duration ?? TOAST_DURATIONS[type],
    closable: true,
  });

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
