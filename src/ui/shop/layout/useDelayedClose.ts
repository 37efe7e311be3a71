import { useCallback, useEffect, useRef, useState } from 'react';
import { HOVER_CLOSE_DELAY_MS } from '../../../domain/catalogue/NavigationTree';

/**
 * Open at once, close after a pause (docs/behaviour.md#browsing-and-search: hover menus close 300 ms after the pointer leaves). Escape anywhere closes
 * it too, so a menu the pointer opened can be dismissed without moving the pointer (WCAG 1.4.13); a menu holding the
 * focus handles Escape itself first, to hand the focus back.
 */
export const useDelayedClose = (delayMs = HOVER_CLOSE_DELAY_MS) => {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const openNow = useCallback(() => {
    cancel();
    setOpen(true);
  }, [cancel]);

  const closeNow = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);

  const closeSoon = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(false);
    }, delayMs);
  }, [cancel, delayMs]);

  const toggle = useCallback(() => {
    cancel();
    setOpen((value) => !value);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeNow();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, closeNow]);

  return { open, openNow, closeNow, closeSoon, toggle };
};
