import { useEffect } from 'react';
import { TAKEOVER_EVENT } from '../drawnAtBuild';

/**
 * Tells a drawn page's script (src/prerender/holdEarlyActions.ts) that the app has taken the page over, so it hands
 * over the taps and typing it held. It sits inside the page's own Suspense boundary, which React takes over last
 * (the root first, each boundary after); on a page the app drew itself nobody listens.
 */
export function TakeoverDone() {
  useEffect(() => {
    document.dispatchEvent(new Event(TAKEOVER_EVENT));
  }, []);
  return null;
}
