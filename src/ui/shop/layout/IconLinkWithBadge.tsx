import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { headerStyles } from './header/headerStyles';

const css = extractedClassNames<typeof headerStyles>('header');

interface Props {
  to: string;
  /** Accessible name; the count is added to it ("Cart, 3 items"). */
  label: string;
  count: number;
  icon: ReactNode;
}

/** A header icon (wishlist, cart) with its count badge, drawn with styles extracted at build (headerStyles.tsx). */
export function IconLinkWithBadge({ to, label, count, icon }: Props) {
  const accessibleName = count > 0 ? `${label}, ${count} ${count === 1 ? 'item' : 'items'}` : label;
  return (
    <div className={css('iconLinkPlace')}>
      <RouterLink className={css('iconLink')} to={to} aria-label={accessibleName}>
        {icon}
      </RouterLink>
      {count > 0 ? (
        <div className={css('badgePlace')}>
          <div className={css('badge')} aria-hidden data-testid={`${label.toLowerCase()}-badge`}>
            {count > 99 ? '99+' : count}
          </div>
        </div>
      ) : null}
    </div>
  );
}
