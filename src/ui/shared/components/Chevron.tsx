import { extractedClassNames } from '../theme/extractedStyles';
import type { chevronStyles } from './chevronStyles';

const css = extractedClassNames<typeof chevronStyles>('chevron');

const PATHS = { right: 'm9 18 6-6-6-6', down: 'm6 9 6 6 6-6' } as const;

/**
 * The chevron Chakra draws in a breadcrumb's separator and a native select's indicator, with styles extracted at build
 * (chevronStyles.tsx): sized by its container.
 */
export function Chevron({ pointing }: { pointing: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" className={css('icon')}>
      <path d={PATHS[pointing]} />
    </svg>
  );
}
