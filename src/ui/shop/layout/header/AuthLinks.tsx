import { LuUser } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { extractedClassNames } from '../../../shared/theme/extractedStyles';
import type { headerStyles } from './headerStyles';

const css = extractedClassNames<typeof headerStyles>('header');

/** Login and Sign Up for guests; login carries the current page so the user comes back to it. */
export function AuthLinks() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const loginTarget =
    location.pathname === '/' || location.pathname === '/login'
      ? '/login'
      : `/login?from=${encodeURIComponent(here)}`;
  return (
    <>
      <RouterLink className={css('loginIcon')} to={loginTarget} aria-label="Login">
        <LuUser aria-hidden />
      </RouterLink>
      <div className={css('authLinks')}>
        <RouterLink className={css('login')} to={loginTarget}>
          Login
        </RouterLink>
        <RouterLink className={css('signUp')} to="/signup">
          Sign Up
        </RouterLink>
      </div>
    </>
  );
}
