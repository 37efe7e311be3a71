import { normalizePathname, safeRedirectTarget } from '../../../domain/staff/RouteAccess';

const AUTH_SCREENS = new Set(['/login', '/signup', '/register']);

/**
 * Where to go after signing in: the `from` parameter when it is a path on this site, else home; never back to a
 * sign-in or sign-up screen, which would send a signed-in user round in a circle.
 */
export const afterSignInTarget = (from: string | null): string => {
  const target = safeRedirectTarget(from);
  return AUTH_SCREENS.has(normalizePathname(target)) ? '/' : target;
};
