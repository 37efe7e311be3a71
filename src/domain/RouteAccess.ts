import { isSitePath } from './SafeLink';

export type RouteAccess = 'public' | 'login-required' | 'admin';

/** The first path segments of SPEC §2 that need a signed-in user (sub-paths such as /orders/{id} too). */
export const LOGIN_REQUIRED_SEGMENTS = ['checkout', 'orders', 'wishlist', 'profile'] as const;
export const ADMIN_SEGMENT = 'admin';
/**
 * Where an unverified non-admin may still be: home (SPEC §4), the page that applies a verification link, the demo
 * inbox that holds the link (memory mode), and the sign-in and sign-up screens, which show a signed-in user the next
 * step (check your inbox, or go on) rather than their form, so a fresh sign-up is not met with an error.
 */
export const UNVERIFIED_ALLOWED_PATHS = [
  '/',
  '/verify-email',
  '/demo-inbox',
  '/login',
  '/signup',
  '/register',
  // A reset link may be opened while signed in; it signs in afresh with the new password.
  '/forgot-password',
  '/reset-password',
] as const;

const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The path as the router will match it: no query or fragment, decoded, lower-cased (routes match
 * case-insensitively), repeated and trailing slashes dropped. '/' for the home page.
 */
export const normalizePathname = (pathname: string): string => {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = path
    .split(/[/\\]+/)
    .map((segment) => safeDecode(segment).toLowerCase())
    // A decoded segment may itself hold a separator, e.g. '/%61dmin%2Fusers'.
    .flatMap((segment) => segment.split(/[/\\]+/))
    .filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
};

/** Who may open a path (SPEC §2, §6). Unknown paths are public: the router sends them to /. */
export const accessFor = (pathname: string): RouteAccess => {
  const head = normalizePathname(pathname).split('/')[1] ?? '';
  if (head === ADMIN_SEGMENT) return 'admin';
  if ((LOGIN_REQUIRED_SEGMENTS as readonly string[]).includes(head)) return 'login-required';
  return 'public';
};

/** The session as the route guard sees it. */
export type GuardSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; emailVerified: boolean; isAdmin: boolean; adminCheckFailed?: boolean };

export type AccessDecision =
  | { kind: 'allow' }
  /** The session (or the admin check) is not known yet: show the spinner. */
  | { kind: 'wait' }
  /** Go to /login, carrying where the user came from. */
  | { kind: 'redirect-login'; from: string }
  /** Go to /, with a message for the user when there is one. */
  | {
      kind: 'redirect-home';
      messageCode: 'AUTH.VERIFY_EMAIL_REQUIRED' | 'ADMIN.CHECK_FAILED' | 'ADMIN.STAFF_ONLY' | null;
    }
  /** An unverified non-admin on /: show the guarded view ('Please verify your email to access the rest of the site.'). */
  | { kind: 'hold-unverified' };

export interface GuardLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The route guard of SPEC §4 and §6 for one navigation. */
export const decideAccess = (location: GuardLocation, session: GuardSession): AccessDecision => {
  if (session.status === 'loading') return { kind: 'wait' };
  const access = accessFor(location.pathname);
  if (session.status === 'signed-out') {
    if (access === 'public') return { kind: 'allow' };
    const from = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
    return { kind: 'redirect-login', from: safeRedirectTarget(from) };
  }
  if (!session.emailVerified && !session.isAdmin) {
    const path = normalizePathname(location.pathname);
    if (path === '/') return { kind: 'hold-unverified' };
    if ((UNVERIFIED_ALLOWED_PATHS as readonly string[]).includes(path)) return { kind: 'allow' };
    return { kind: 'redirect-home', messageCode: 'AUTH.VERIFY_EMAIL_REQUIRED' };
  }
  if (access === 'admin' && !session.isAdmin) {
    // Told why, so a shopper who followed a link to /admin is not left wondering.
    return {
      kind: 'redirect-home',
      messageCode: session.adminCheckFailed ? 'ADMIN.CHECK_FAILED' : 'ADMIN.STAFF_ONLY',
    };
  }
  return { kind: 'allow' };
};

/**
 * The `from` place to return to after signing in: only a path on this site, else '/'. Refuses '//host', '/\host',
 * absolute URLs, 'javascript:', empty values and percent-encoded forms of them.
 */
export const safeRedirectTarget = (from: string | null | undefined): string =>
  typeof from === 'string' && isSitePath(from) ? from : '/';
