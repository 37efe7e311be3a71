import type { ComponentProps } from 'react';
import { LuSlidersHorizontal } from 'react-icons/lu';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { listingResultsStyles } from './listingResultsStyles';

const css = extractedClassNames<typeof listingResultsStyles>('listingResults');

/**
 * The toolbar's "Filters" button below the desktop breakpoint; also its stand-in while the drawer's code loads. Drawn
 * with styles extracted at build (listingResultsStyles.tsx).
 */
export function FiltersButton({
  activeFilters,
  ...props
}: ComponentProps<'button'> & { activeFilters: boolean }) {
  return (
    <button type="button" className={css('filtersButton')} {...props}>
      <LuSlidersHorizontal aria-hidden />
      Filters
      {activeFilters ? (
        <span className={css('filtersOn')} aria-label="filters applied">
          on
        </span>
      ) : null}
    </button>
  );
}
