/**
 * Runs `work` once the browser is idle (after the first paint when called at start-up), or after 2 s at the latest
 * on a page that never idles; returns a cancel. Where a browser has no requestIdleCallback, a timeout stands in.
 */
export const whenIdle = (work: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
};
