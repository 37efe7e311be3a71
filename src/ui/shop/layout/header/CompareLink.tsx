import { observer } from 'mobx-react-lite';
import { LuGitCompareArrows } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { compareLink } from '../../../../domain/storefront/compareMessages';
import { useStores } from '../../../app/stores/StoresContext';
import { extractedClassNames } from '../../../shared/theme/extractedStyles';
import { useAsPrerendered } from '../../common/useAsPrerendered';
import type { headerStyles } from './headerStyles';

const css = extractedClassNames<typeof headerStyles>('header');

/**
 * 'Compare (n)' while the device's compare list holds any, nothing otherwise (as on every drawn page). A phone's row
 * has room for an icon only: there it is the icon with the count as a badge, named the same. Drawn with styles
 * extracted at build (headerStyles.tsx).
 */
export const CompareLink = observer(function CompareLink() {
  const count = useAsPrerendered(useStores().compare.count, 0);
  if (count === 0) return null;
  const name = compareLink(count);
  return (
    <div className={css('iconLinkPlace')}>
      <RouterLink className={css('compare')} to="/compare" aria-label={name}>
        <span className={css('compareIcon')}>
          <LuGitCompareArrows aria-hidden />
        </span>
        <span className={css('compareWords')}>{name}</span>
      </RouterLink>
      <div className={css('compareBadgePlace')}>
        <div className={css('badge')} aria-hidden>
          {count}
        </div>
      </div>
    </div>
  );
});
