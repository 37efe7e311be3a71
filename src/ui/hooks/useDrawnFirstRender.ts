import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * True while a page is drawn at build time and while the browser takes that drawing over (hydration); false in
 * every other render. A part the build draws for every screen, since it cannot measure one, is drawn the same way
 * while it is taken over, and React renders it again for the screen right after.
 */
export const useDrawnFirstRender = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
