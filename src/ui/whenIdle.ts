/**
 * Runs `work` once the browser is idle (after the first paint when called at start-up); returns a cancel. Where a
 * browser has no requestIdleCallback, a timeout stands in.
 */
export const whenIdle = (work: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
};
