import { useEffect, useRef } from 'react';

/** Calls `apply(value)` once `value` has stayed the same for `delayMs` (not on the first render). */
export const useDebounced = <T>(value: T, apply: (value: T) => void, delayMs = 300): void => {
  const first = useRef(true);
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => latest.current(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
};
