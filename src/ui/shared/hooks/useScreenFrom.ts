import { useEffect, useState } from 'react';
import { breakpoints } from '@chakra-ui/react/theme';

type Breakpoint = keyof typeof breakpoints;

/**
 * Whether the screen is at least as wide as the theme's `breakpoint`, kept up to date as it changes; Chakra's
 * useBreakpointValue without Chakra's styled system, which a first screen does not need. With `ssr` (a page drawn at
 * build, which cannot measure the screen) the first answer is false and the screen's own comes after the hydration,
 * in a task of its own rather than the hydration's.
 */
export function useScreenFrom(breakpoint: Breakpoint, { ssr }: { ssr: boolean }): boolean {
  const query = `(min-width: ${breakpoints[breakpoint]})`;
  const [matches, setMatches] = useState(() => !ssr && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const changed = (): void => setMatches(list.matches);
    changed();
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [query]);
  return matches;
}
