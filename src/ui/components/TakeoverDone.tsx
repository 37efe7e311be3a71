import { useEffect } from 'react';
import { DRAWN_ATTRIBUTE, TAKEOVER_EVENT } from '../drawnAtBuild';

/**
 * Tells a drawn page's script (src/prerender/holdEarlyActions.ts) that the app has taken the page over, so it hands
 * over the taps and typing it held. It sits inside the page's own Suspense boundary, which React takes over last
 * (the root first, each boundary after); on a page the app drew itself nobody listens.
 */
export function TakeoverDone() {
  useEffect(() => {
    // From here on the page is the app's, showing what the shop holds now (a browser test waits for it).
    document.documentElement.removeAttribute(DRAWN_ATTRIBUTE);
    document.dispatchEvent(new Event(TAKEOVER_EVENT));
  }, []);
  return null;
}
