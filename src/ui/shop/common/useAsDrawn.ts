import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * `value`, except while a page is drawn at build time and while the browser takes that drawing over (hydration):
 * then `drawn`, what the build draws there (for a guest, for no screen in particular). The takeover must find the
 * markup as it was drawn; where the two differ, React renders the component again with `value` right after it.
 */
export const useAsDrawn = <T>(value: T, drawn: T): T =>
  useSyncExternalStore(
    unchanging,
    () => value,
    () => drawn,
  );
