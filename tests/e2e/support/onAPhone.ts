/** The tag of the browser tests that measure a phone's first tap, and the filter that picks them out. */
export const PHONE_TAG = '@phone';
export const ON_A_PHONE = new RegExp(PHONE_TAG);
