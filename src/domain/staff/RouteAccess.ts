import { isSitePath } from '../shared/SafeLink';

export type RouteAccess = 'public' | 'login-required' | 'admin';

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

/** What a route of the route table says about who may open it. */
export interface RouteRule {
  readonly access: RouteAccess;
  /** An unverified non-admin may open it (docs/behaviour.md#accounts-and-verification). */
  readonly whileUnverified?: boolean;
}

/** The session as the route guard sees it. */
export type GuardSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      emailVerified: boolean;
      isAdmin: boolean;
      adminCheckFailed?: boolean;
      /** Signed in, but the shop keeps no record of them: they have not agreed to the privacy notice. */
      needsPrivacyConsent?: boolean;
    };

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
  /** An unverified non-admin on a page that needs a verified account: the page's place asks them to verify. */
  | { kind: 'hold-unverified' };

export interface GuardLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The route guard of docs/behaviour.md#accounts-and-verification for one navigation to a route with `rule`. */
export const decideAccess = (
  location: GuardLocation,
  rule: RouteRule,
  session: GuardSession,
): AccessDecision => {
  if (session.status === 'loading') return { kind: 'wait' };
  const { access } = rule;
  const from = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  if (session.status === 'signed-out') {
    if (access === 'public') return { kind: 'allow' };
    return { kind: 'redirect-login', from: safeRedirectTarget(from) };
  }
  // DPDP Act: no account page (checkout, addresses, orders) takes a shopper's data before they agree to the privacy
  // notice; the sign-in screen asks them, then sends them on to `from`.
  if (session.needsPrivacyConsent && !session.isAdmin && access !== 'public') {
    return { kind: 'redirect-login', from: safeRedirectTarget(from) };
  }
  // An unverified account browses everything a guest can; what needs a verified account (checkout, orders, the
  // profile, the wishlist) asks for the verification in its own place.
  if (!session.emailVerified && !session.isAdmin) {
    if (access === 'public' || rule.whileUnverified) return { kind: 'allow' };
    if (access === 'login-required') return { kind: 'hold-unverified' };
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
