import { useEffect } from 'react';
import { PRERENDERED_ATTRIBUTE, dropEarlyActions, HYDRATION_EVENT } from '../../app/prerenderedPage';

/**
 * Tells a prerendered page's script (src/prerender/holdEarlyActions.ts) that the app has taken the page over, so it hands
 * over the taps and typing it held. It sits inside the page's own Suspense boundary, which React takes over last
 * (the root first, each boundary after); on a page the app drew itself nobody listens. A layout whose pages are
 * never drawn (the admin's) says `replay={false}`: whatever was held was tapped on another page, and is dropped.
 */
export function HydrationDone({ replay = true }: { replay?: boolean }) {
  useEffect(() => {
    // From here on the page is the app's, showing what the shop holds now (a browser test waits for it).
    document.documentElement.removeAttribute(PRERENDERED_ATTRIBUTE);
    if (replay) document.dispatchEvent(new Event(HYDRATION_EVENT));
    else dropEarlyActions();
  }, [replay]);
  return null;
}
