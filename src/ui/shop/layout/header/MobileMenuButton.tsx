import type { ComponentProps } from 'react';
import { LuMenu } from 'react-icons/lu';
import { extractedClassNames } from '../../../shared/theme/extractedStyles';
import type { headerStyles } from './headerStyles';

const css = extractedClassNames<typeof headerStyles>('header');

/** The hamburger of the mobile menu; also its stand-in while the menu's code loads (LoadOnDemand). */
export function MobileMenuButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" className={css('menuButton')} aria-label="Open menu" {...props}>
      <LuMenu aria-hidden />
    </button>
  );
}
