import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAdmin, normalizeEmail, parseAdminEmails } from '../../src/domain/staff/AdminPolicy';

const LIST = ['owner@demo.shop', 'admin@demo.shop'];

describe('isAdmin', () => {
  it('is true for the admin role whatever the e-mail, unless the e-mail is known to be unverified (as in the rules)', () => {
    expect(isAdmin({ email: 'someone@else.in', role: 'admin' }, LIST)).toBe(true);
    expect(isAdmin({ email: 'someone@else.in', role: 'admin', emailVerified: true }, LIST)).toBe(true);
    expect(isAdmin({ email: 'someone@else.in', role: 'admin', emailVerified: false }, LIST)).toBe(false);
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

  it("is true for the owner's admin claim on a verified account, with no list at all (firebase mode)", () => {
    expect(isAdmin({ email: 'owner@shop.in', emailVerified: true, adminClaim: true, role: 'user' }, [])).toBe(
      true,
    );
    expect(isAdmin({ email: 'owner@shop.in', emailVerified: true, adminClaim: true }, [])).toBe(true);
  });

  it('ignores the claim on an unverified (or not known to be verified) account, and without the claim', () => {
    expect(isAdmin({ email: 'owner@shop.in', emailVerified: false, adminClaim: true }, [])).toBe(false);
    expect(isAdmin({ email: 'owner@shop.in', adminClaim: true }, [])).toBe(false);
    expect(isAdmin({ email: 'owner@shop.in', emailVerified: true, adminClaim: false }, [])).toBe(false);
    expect(isAdmin({ email: 'owner@shop.in', emailVerified: true }, [])).toBe(false);
  });

  it('property: admin exactly when role is admin, the claim sits on a verified account, or the e-mail is listed', () => {
    const email = fc.oneof(fc.constantFrom(...LIST, 'x@y.in', ''), fc.emailAddress());
    fc.assert(
      fc.property(
        email,
        fc.constantFrom('user' as const, 'admin' as const, null),
        fc.boolean(),
        fc.constantFrom(true, false, undefined),
        (address, role, adminClaim, emailVerified) => {
          const listed = address !== '' && LIST.includes(address.toLowerCase()) && emailVerified !== false;
          const claimed = adminClaim && emailVerified === true;
          expect(isAdmin({ email: address, role, adminClaim, emailVerified }, LIST)).toBe(
            (role === 'admin' && emailVerified !== false) || claimed || listed,
          );
        },
      ),
    );
  });

  it('property: without the claim, admin exactly when role is admin or the normalised e-mail is listed', () => {
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
