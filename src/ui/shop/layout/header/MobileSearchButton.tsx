import type { ComponentProps } from 'react';
import { LuSearch } from 'react-icons/lu';
import { extractedClassNames } from '../../../shared/theme/extractedStyles';
import type { headerStyles } from './headerStyles';

const css = extractedClassNames<typeof headerStyles>('header');

/** The search icon that opens the mobile search overlay; also its stand-in while the overlay's code loads. */
export function MobileSearchButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" className={css('searchButton')} aria-label="Search products" {...props}>
      <LuSearch aria-hidden />
    </button>
  );
}
