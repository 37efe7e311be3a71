import { Link as RouterLink } from 'react-router-dom';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { headerStyles } from './header/headerStyles';

const css = extractedClassNames<typeof headerStyles>('header');

/** The shop's word mark: a simple wood-grain mark and 'Sheesham Home'. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <RouterLink className={css('logo')} to="/" onClick={onClick} aria-label="Sheesham Home, home page">
      <svg className={css('logoMark')} viewBox="0 0 32 32" aria-hidden="true">
        <rect x="2" y="2" width="28" height="28" rx="7" fill="#703f27" />
        <path
          d="M8 11c5-3 11-3 16 0M8 16c5-3 11-3 16 0M8 21c5-3 11-3 16 0"
          stroke="#e8cdb1"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className={css('logoWords')}>Sheesham Home</span>
    </RouterLink>
  );
}
