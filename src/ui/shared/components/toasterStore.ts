import { createToaster } from '@chakra-ui/react';
import {
  STICKY_HEADER_HEIGHT,
  SCREEN_TITLE_HEIGHT,
  TOAST_DURATIONS,
  TOAST_LIMIT,
  type ToastKind,
} from './toastOptions';

/**
 * Chakra's toast store, loaded with the first toast (`notify` in toaster.ts): its machinery is no part of a page's
 * first download.
 */
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

export const show = (
  type: ToastKind,
  title: string,
  description?: string,
  duration?: number,
  id?: string,
): string =>
  toaster.create({
    ...(id ? { id } : {}),
    type,
    title,
    ...(description ? { description } : {}),
    duration: duration ?? TOAST_DURATIONS[type],
    closable: true,
  });
