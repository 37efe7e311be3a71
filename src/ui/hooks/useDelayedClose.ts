import { useCallback, useEffect, useRef, useState } from 'react';
import { HOVER_CLOSE_DELAY_MS } from '../../domain/NavigationTree';

/** Open at once, close after a pause (SPEC §9: hover menus close 300 ms after the pointer leaves). */
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

  return { open, openNow, closeNow, closeSoon, toggle };
};
