import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAdmin, normalizeEmail, parseAdminEmails } from '../../src/domain/AdminPolicy';

const LIST = ['owner@demo.shop', 'admin@demo.shop'];

describe('isAdmin', () => {
  it('is true for the admin role whatever the e-mail', () => {
    expect(isAdmin({ email: 'someone@else.in', role: 'admin' }, LIST)).toBe(true);
    expect(isAdmin({ email: 'someone@else.in', role: 'admin', emailVerified: false }, LIST)).toBe(true);
  });

  it('is true for a listed e-mail, case-insensitive and trimmed', () => {
    expect(isAdmin({ email: 'admin@demo.shop', role: 'user' }, LIST)).toBe(true);
    expect(isAdmin({ email: '  ADMIN@Demo.Shop ', role: 'user', emailVerified: true }, LIST)).toBe(true);
    expect(isAdmin({ email: 'owner@demo.shop' }, [' OWNER@DEMO.SHOP '])).toBe(true);
  });

  it('is false for others, for missing identities and for an e-mail known to be unverified', () => {
    expect(isAdmin({ email: 'shopper@demo.shop', role: 'user' }, LIST)).toBe(false);
    expect(isAdmin({ email: 'admin@demo.shop.evil', role: 'user' }, LIST)).toBe(false);
    expect(isAdmin({ email: '', role: null }, ['', ...LIST])).toBe(false);
    expect(isAdmin(null, LIST)).toBe(false);
    expect(isAdmin({ email: 'admin@demo.shop', emailVerified: false }, LIST)).toBe(false);
  });

  it('property: admin exactly when role is admin or the normalised e-mail is listed', () => {
    const email = fc.oneof(fc.constantFrom(...LIST, 'x@y.in', ''), fc.emailAddress());
    const casing = fc.constantFrom(
      (s: string) => s,
      (s: string) => s.toUpperCase(),
      (s: string) => `  ${s}\t`,
    );
    fc.assert(
      fc.property(
        email,
        casing,
        fc.constantFrom('user' as const, 'admin' as const, null),
        (address, shape, role) => {
          const listed = address !== '' && LIST.includes(address.toLowerCase());
          expect(isAdmin({ email: shape(address), role }, LIST)).toBe(role === 'admin' || listed);
        },
      ),
    );
  });

  it('parses a configured list', () => {
    expect(parseAdminEmails(' Owner@Demo.shop, admin@demo.shop;admin@demo.shop\nboss@x.in ')).toEqual([
      'owner@demo.shop',
      'admin@demo.shop',
      'boss@x.in',
    ]);
    expect(parseAdminEmails(undefined)).toEqual([]);
    expect(normalizeEmail(' A@B.C ')).toBe('a@b.c');
  });
});
