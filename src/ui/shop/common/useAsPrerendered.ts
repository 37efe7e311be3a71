import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * `value`, except while a page is prerendered at build time and while the browser takes that drawing over (hydration):
 * then `prerendered`, what the build draws there (for a guest, for no screen in particular). The hydration must find the
 * markup as it was drawn; where the two differ, React renders the component again with `value` right after it.
 */
export const useAsPrerendered = <T>(value: T, prerendered: T): T =>
  useSyncExternalStore(
    unchanging,
    () => value,
    () => prerendered,
  );
