/** The tag of the tests that measure a phone's first tap, and the filter that picks them out. */
export const PHONE_TAG = '@phone';
export const ON_A_PHONE = /@phone/;
