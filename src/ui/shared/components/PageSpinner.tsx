import { extractedClassNames } from '../theme/extractedStyles';
import type { pageSpinnerStyles } from './pageSpinnerStyles';

const css = extractedClassNames<typeof pageSpinnerStyles>('pageSpinner');

/** Shown while a lazy page or the session loads; drawn with styles extracted at build (pageSpinnerStyles.tsx). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={css('root')} role="status" aria-live="polite">
      <span className={css('spinner')} aria-label={label} />
    </div>
  );
}
