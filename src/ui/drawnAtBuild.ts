/**
 * True while the build draws a page ahead of time (no window): code that reads the browser (media queries, storage)
 * takes its server path then, and the page's HTML must suit every screen: it is painted before the app's code runs.
 */
export const DRAWN_AT_BUILD = typeof window === 'undefined';

/** The attribute on <html> of a page drawn at build time: the app takes that page over rather than draw its own. */
export const DRAWN_ATTRIBUTE = 'data-drawn';

/** The event TakeoverDone sends on document once the app has taken a drawn page over (holdEarlyActions.ts). */
export const TAKEOVER_EVENT = 'sheesham:takeover';

/** The id of the JSON script in a drawn page with the products as the build drew them (productsAsDrawn.ts). */
export const DRAWN_PRODUCTS_ID = 'drawn-products';
