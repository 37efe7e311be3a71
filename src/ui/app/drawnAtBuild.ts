/**
 * True while the build draws a page ahead of time (no window): code that reads the browser (media queries, storage)
 * takes its server path then, and the page's HTML must suit every screen: it is painted before the app's code runs.
 */
export const DRAWN_AT_BUILD = typeof window === 'undefined';

/**
 * The attribute on <html> of a page drawn at build time, naming the address it was drawn for: the app takes that page
 * over rather than draw its own, when it is the page of the address it opens.
 */
export const DRAWN_ATTRIBUTE = 'data-drawn';

/**
 * Whether a page drawn for `drawnPath` is the page of `pathname`. A host that answers an address it has no file for
 * with some other file (a plain `index.html` fallback: `vite preview`, nginx `try_files`, Netlify's `/* /index.html`)
 * sends a page drawn for another address, which the app must not take over as if it were this one's.
 */
export const isDrawnFor = (drawnPath: string, pathname: string): boolean => {
  const path = (value: string): string => {
    let decoded = value;
    try {
      decoded = decodeURI(value);
    } catch {
      // A malformed escape reads as written.
    }
    return decoded.length > 1 ? decoded.replace(/\/+$/, '').replace(/\.html$/, '') : decoded;
  };
  return drawnPath !== '' && path(drawnPath) === path(pathname);
};

/**
 * The event on document that ends a drawn page's holding of taps and typing (holdEarlyActions.ts): TakeoverDone sends
 * it once the app has taken the page over, with the held actions to be done again; with `{ replay: false }` (in
 * `detail`) they are dropped, where the app shows another page than the one they were made on.
 */
export const TAKEOVER_EVENT = 'sheesham:takeover';

/** Ends the holding of a drawn page's early actions without doing them: the app shows another page than theirs. */
export const dropEarlyActions = (): void => {
  document.dispatchEvent(new CustomEvent(TAKEOVER_EVENT, { detail: { replay: false } }));
};

/** The id of the JSON script in a drawn page with the products as the build drew them (productsAsDrawn.ts). */
export const DRAWN_PRODUCTS_ID = 'drawn-products';
