import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideAccess, normalizePathname, safeRedirectTarget } from '../../src/domain/staff/RouteAccess';
import type { GuardSession, RouteRule } from '../../src/domain/staff/RouteAccess';

const PUBLIC: RouteRule = { access: 'public' };
const LOGIN: RouteRule = { access: 'login-required' };
const ADMIN: RouteRule = { access: 'admin' };
const UNVERIFIED_OK: RouteRule = { access: 'public', whileUnverified: true };

describe('normalizePathname', () => {
  it('reads a path as the router matches it', () => {
    expect(normalizePathname('/A//b/')).toBe('/a/b');
    expect(normalizePathname('/%61dmin%2Fusers?x=1#top')).toBe('/admin/users');
    expect(normalizePathname('')).toBe('/');
  });
});

const signedIn = (
  emailVerified: boolean,
  isAdmin: boolean,
  adminCheckFailed = false,
): Extract<GuardSession, { status: 'signed-in' }> => ({
  status: 'signed-in',
  emailVerified,
  isAdmin,
  adminCheckFailed,
});

describe('decideAccess', () => {
  it('waits while the session loads', () => {
    expect(decideAccess({ pathname: '/' }, PUBLIC, { status: 'loading' })).toEqual({ kind: 'wait' });
  });

  it('sends guests to login from protected routes, carrying where they came from', () => {
    const guest: GuardSession = { status: 'signed-out' };
    expect(decideAccess({ pathname: '/products' }, PUBLIC, guest)).toEqual({ kind: 'allow' });
    expect(decideAccess({ pathname: '/checkout', search: '?step=2' }, LOGIN, guest)).toEqual({
      kind: 'redirect-login',
      from: '/checkout?step=2',
    });
    expect(decideAccess({ pathname: '/admin/banners' }, ADMIN, guest)).toEqual({
      kind: 'redirect-login',
      from: '/admin/banners',
    });
  });

  it('lets unverified non-admins browse as guests do, asking them to verify where a page needs it', () => {
    const user = signedIn(false, false);
    expect(decideAccess({ pathname: '/' }, UNVERIFIED_OK, user)).toEqual({ kind: 'allow' });
    expect(decideAccess({ pathname: '/products' }, PUBLIC, user)).toEqual({ kind: 'allow' });
    expect(decideAccess({ pathname: '/checkout' }, LOGIN, user)).toEqual({ kind: 'hold-unverified' });
    expect(decideAccess({ pathname: '/admin/banners' }, ADMIN, user)).toEqual({
      kind: 'redirect-home',
      messageCode: 'AUTH.VERIFY_EMAIL_REQUIRED',
    });
    expect(decideAccess({ pathname: '/verify-email', search: '?code=abc' }, UNVERIFIED_OK, user)).toEqual({
      kind: 'allow',
    });
  });

  it('sends a signed-in shopper without a record to agree to the privacy notice before any account page', () => {
    const unrecorded: GuardSession = { ...signedIn(true, false), needsPrivacyConsent: true };
    expect(decideAccess({ pathname: '/products' }, PUBLIC, unrecorded)).toEqual({ kind: 'allow' });
    expect(decideAccess({ pathname: '/checkout', search: '?step=2' }, LOGIN, unrecorded)).toEqual({
      kind: 'redirect-login',
      from: '/checkout?step=2',
    });
    expect(decideAccess({ pathname: '/checkout' }, LOGIN, signedIn(true, false))).toEqual({ kind: 'allow' });
    const staff: GuardSession = { ...signedIn(true, true), needsPrivacyConsent: true };
    expect(decideAccess({ pathname: '/admin/orders' }, ADMIN, staff)).toEqual({ kind: 'allow' });
  });

  it('exempts admins from the verification rule', () => {
    expect(decideAccess({ pathname: '/admin/orders' }, ADMIN, signedIn(false, true))).toEqual({
      kind: 'allow',
    });
    expect(decideAccess({ pathname: '/' }, UNVERIFIED_OK, signedIn(false, true))).toEqual({ kind: 'allow' });
  });

  it('turns non-admins away from admin routes, saying why, or the failure message when the check failed', () => {
    expect(decideAccess({ pathname: '/admin' }, ADMIN, signedIn(true, false))).toEqual({
      kind: 'redirect-home',
      messageCode: 'ADMIN.STAFF_ONLY',
    });
    expect(decideAccess({ pathname: '/admin' }, ADMIN, signedIn(true, false, true))).toEqual({
      kind: 'redirect-home',
      messageCode: 'ADMIN.CHECK_FAILED',
    });
    expect(decideAccess({ pathname: '/orders' }, LOGIN, signedIn(true, false))).toEqual({ kind: 'allow' });
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['//evil.example', '/'],
    ['https://evil.example/login', '/'],
    ['http://evil.example', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
    ['/%2F%2Fevil.example', '/'],
    ['/%2f%5cevil.example', '/'],
    ['%2F%2Fevil.example', '/'],
    ['/%252F%252Fevil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/ /evil.example', '/'],
    ['/%E0%A4%A', '/'],
    ['evil.example', '/'],
    ['/checkout', '/checkout'],
    ['/orders?tab=open#top', '/orders?tab=open#top'],
    ['/search?q=sheesham%20bed', '/search?q=sheesham%20bed'],
  ])('%s → %s', (from, expected) => {
    expect(safeRedirectTarget(from)).toBe(expected);
  });

  it('property: the result is always a path on this site', () => {
    const tricky = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%5C',
      '%25',
      'https:',
      'javascript:',
      '.',
      '@',
      '\t',
      ' ',
      'evil',
    );
    const input = fc.oneof(
      fc.string(),
      fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join('')),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(input, (from) => {
        const target = safeRedirectTarget(from);
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(target.startsWith('/\\')).toBe(false);
        expect(target === '/' || target === from).toBe(true);
        let decoded = target;
        for (let i = 0; i < 4; i++) decoded = decodeURIComponent(decoded);
        expect(decoded.startsWith('//') || decoded.includes('\\')).toBe(false);
      }),
    );
  });

  it('property: ordinary site paths survive unchanged', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeRedirectTarget(path)).toBe(path);
      }),
    );
  });
});
