import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '@chakra-ui/react/theme';

type Breakpoint = keyof typeof breakpoints;

/**
 * Whether the screen is at least as wide as the theme's `breakpoint`, kept up to date as it changes. A page drawn at
 * build, which cannot measure the screen, is taken over as drawn (false) and then answered, as Chakra's
 * useBreakpointValue does with `ssr`, without Chakra's styled system, which a first screen does not need.
 */
export function useScreenFrom(breakpoint: Breakpoint): boolean {
  const query = `(min-width: ${breakpoints[breakpoint]})`;
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
