/**
 * True while the build draws a page ahead of time (no window): code that reads the browser (media queries, storage)
 * takes its server path then, and the page's HTML must suit every screen: it is painted before the app's code runs.
 */
export const DRAWN_AT_BUILD = typeof window === 'undefined';

/**
 * The attribute on <html> of a page prerendered at build time, naming the address it was drawn for: the app takes that page
 * over rather than draw its own, when it is the page of the address it opens.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether a page prerendered for `prerenderedPath` is the page of `pathname`. A host that answers an address it has no file for
 * with some other file (a plain `index.html` fallback: `vite preview`, nginx `try_files`, Netlify's `/* /index.html`)
 * sends a page prerendered for another address, which the app must not take over as if it were this one's.
 */
export const isPrerenderedFor = (prerenderedPath: string, pathname: string): boolean => {
  const path = (value: string): string => {
    let decoded = value;
    try {
      decoded = decodeURI(value);
    } catch {
      // A malformed escape reads as written.
    }
    return decoded.length > 1 ? decoded.replace(/\/+$/, '').replace(/\.html$/, '') : decoded;
  };
  return prerenderedPath !== '' && path(prerenderedPath) === path(pathname);
};

/**
 * The event on document that ends a prerendered page's holding of taps and typing (holdEarlyActions.ts): HydrationDone sends
 * it once the app has taken the page over, with the held actions to be done again; with `{ replay: false }` (in
 * `detail`) they are dropped, where the app shows another page than the one they were made on.
 */
export const HYDRATION_EVENT = 'sheesham:hydrated';

/** Ends the holding of a prerendered page's early actions without doing them: the app shows another page than theirs. */
export const dropEarlyActions = (): void => {
  document.dispatchEvent(new CustomEvent(HYDRATION_EVENT, { detail: { replay: false } }));
};

/**
 * The id of the JSON script in a prerendered page with the answers the build's backend gave while drawing it, for the
 * app to take the page over with (docs/architecture.md#taking-a-page-over-before-the-backend).
 */
export const PORT_ANSWERS_ID = 'port-answers';

/**
 * Where a prerendered page leaves the taps it held when the shopper leaves it before the app had it (a link, the back
 * button): those whose control says in `data-carry` what it does (carryAttribute), which the app does on the next page
 * (carriedTaps.ts), so an 'Add to cart' made in that moment is never lost.
 */
export const CARRIED_TAPS_KEY = 'sheesham.carried-taps';

/** A tap that means the same on any page. */
export interface CarriedTap {
  readonly addToCart: string;
}

/** The `data-carry` of a control whose tap is carried to the next page when held there. */
export const carryAttribute = (tap: CarriedTap): string => JSON.stringify(tap);
