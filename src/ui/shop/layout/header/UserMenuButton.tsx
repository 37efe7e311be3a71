import type { ComponentProps } from 'react';
import { LuChevronDown, LuUser } from 'react-icons/lu';
import { extractedClassNames } from '../../../shared/theme/extractedStyles';
import type { headerStyles } from './headerStyles';

const css = extractedClassNames<typeof headerStyles>('header');

/**
 * The signed-in user's name button that opens the user menu; also its stand-in while the menu's code loads. Drawn
 * with styles extracted at build (headerStyles.tsx).
 */
export function UserMenuButton({
  displayName,
  ...props
}: ComponentProps<'button'> & { displayName: string }) {
  return (
    <button
      type="button"
      className={css('userMenu')}
      aria-label={`Account menu for ${displayName}`}
      {...props}
    >
      <LuUser aria-hidden />
      <span className={css('userName')}>{displayName}</span>
      <LuChevronDown aria-hidden />
    </button>
  );
}
