import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accessFor, decideAccess, normalizePathname, safeRedirectTarget } from '../../src/domain/RouteAccess';
import type { GuardSession } from '../../src/domain/RouteAccess';

// Every route of SPEC §2.
const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/register',
  '/products',
  '/products/abc123',
  '/categories',
  '/categories/sofas',
  '/search?q=sofa',
  '/sofas/sheesham-3-seater',
  '/cart',
  '/about',
  '/contact',
  '/shipping',
  '/returns',
  '/warranty',
  '/faq',
  '/size-guide',
  '/category/beds',
  '/category/sofas',
  '/category/dining',
  '/category/wardrobes',
  '/category/chairs',
  '/category/tables',
  '/category/modular',
];
const LOGIN_ROUTES = ['/checkout', '/orders', '/orders/o1', '/wishlist', '/profile'];
const ADMIN_ROUTES = [
  '/admin',
  '/admin/dashboard',
  '/admin/products',
  '/admin/products/add',
  '/admin/products/edit/p1',
  '/admin/orders',
  '/admin/categories',
  '/admin/users',
  '/admin/settings',
  '/admin/logout',
  '/admin/customers',
  '/admin/banners',
];

describe('accessFor', () => {
  it.each(PUBLIC_ROUTES)('%s is public', (path) => expect(accessFor(path)).toBe('public'));
  it.each(LOGIN_ROUTES)('%s needs login', (path) => expect(accessFor(path)).toBe('login-required'));
  it.each(ADMIN_ROUTES)('%s is admin', (path) => expect(accessFor(path)).toBe('admin'));

  it.each(['/ADMIN', '/Admin/Users/', '//admin', '/%61dmin', '/admin?x=1', '/admin#top'])(
    'the router reading of %s is still admin',
    (path) => expect(accessFor(path)).toBe('admin'),
  );
  it.each(['/Checkout/', '/%63heckout', '/orders?page=2'])('%s still needs login', (path) =>
    expect(accessFor(path)).toBe('login-required'),
  );
  it('does not confuse look-alike public paths', () => {
    expect(accessFor('/administrator')).toBe('public');
    expect(accessFor('/products/admin')).toBe('public');
    expect(normalizePathname('/A//b/')).toBe('/a/b');
  });
});

const signedIn = (emailVerified: boolean, isAdmin: boolean, adminCheckFailed = false): GuardSession => ({
  status: 'signed-in',
  emailVerified,
  isAdmin,
  adminCheckFailed,
});

describe('decideAccess', () => {
  it('waits while the session loads', () => {
    expect(decideAccess({ pathname: '/' }, { status: 'loading' })).toEqual({ kind: 'wait' });
  });

  it('sends guests to login from protected routes, carrying where they came from', () => {
    expect(decideAccess({ pathname: '/products' }, { status: 'signed-out' })).toEqual({ kind: 'allow' });
    expect(decideAccess({ pathname: '/checkout', search: '?step=2' }, { status: 'signed-out' })).toEqual({
      kind: 'redirect-login',
      from: '/checkout?step=2',
    });
    expect(decideAccess({ pathname: '/admin/banners' }, { status: 'signed-out' })).toEqual({
      kind: 'redirect-login',
      from: '/admin/banners',
    });
  });

  it('holds unverified non-admins at / and sends them there from anywhere else with the message', () => {
    const user = signedIn(false, false);
    expect(decideAccess({ pathname: '/' }, user)).toEqual({ kind: 'hold-unverified' });
    for (const pathname of ['/products', '/cart', '/checkout', '/admin']) {
      expect(decideAccess({ pathname }, user)).toEqual({
        kind: 'redirect-home',
        messageCode: 'AUTH.VERIFY_EMAIL_REQUIRED',
      });
    }
    expect(decideAccess({ pathname: '/verify-email', search: '?code=abc' }, user)).toEqual({ kind: 'allow' });
  });

  it('lets an unverified non-admin reach the demo inbox and the sign-in, sign-up and reset screens, nothing more', () => {
    const user = signedIn(false, false);
    const allowed = ['/demo-inbox', '/Demo-Inbox/', '/login', '/signup', '/register', '/reset-password'];
    for (const pathname of allowed) {
      expect(decideAccess({ pathname }, user)).toEqual({ kind: 'allow' });
    }
    for (const pathname of ['/demo-inbox/x', '/signup/extra', '/profile', '/orders/o1', '/wishlist']) {
      expect(decideAccess({ pathname }, user)).toEqual({
        kind: 'redirect-home',
        messageCode: 'AUTH.VERIFY_EMAIL_REQUIRED',
      });
    }
  });

  it('exempts admins from the verification rule', () => {
    expect(decideAccess({ pathname: '/admin/orders' }, signedIn(false, true))).toEqual({ kind: 'allow' });
    expect(decideAccess({ pathname: '/' }, signedIn(false, true))).toEqual({ kind: 'allow' });
  });

  it('turns non-admins away from admin routes, saying why, or the failure message when the check failed', () => {
    expect(decideAccess({ pathname: '/admin' }, signedIn(true, false))).toEqual({
      kind: 'redirect-home',
      messageCode: 'ADMIN.STAFF_ONLY',
    });
    expect(decideAccess({ pathname: '/admin' }, signedIn(true, false, true))).toEqual({
      kind: 'redirect-home',
      messageCode: 'ADMIN.CHECK_FAILED',
    });
    expect(decideAccess({ pathname: '/orders' }, signedIn(true, false))).toEqual({ kind: 'allow' });
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
