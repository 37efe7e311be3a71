import { describe, expect, it } from 'vitest';
import { staffMessageAddresses } from '../../../src/domain/accounts/User';
import { ownerAddress } from '../../../src/domain/messages/composeMessage';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';

const settings = { ...DEFAULT_SHOP_SETTINGS, email: 'care@shop.example' };
const staff = (
  email: string,
  overrides: Partial<Parameters<typeof staffMessageAddresses>[0][number]> = {},
) => ({
  email,
  emailVerified: true,
  role: 'manager' as const,
  ownerMessages: true,
  ...overrides,
});

describe("where the owner's messages go", () => {
  it('to the staff who asked, with a verified e-mail, while they hold a staff role', () => {
    expect(
      staffMessageAddresses([
        staff('meera@shop.example'),
        staff('ravi@shop.example', { ownerMessages: false }),
        staff('old@shop.example', { role: 'user' }),
        staff('new@shop.example', { emailVerified: false }),
        staff('owner@shop.example', { role: 'admin' }),
      ]),
    ).toEqual(['meera@shop.example', 'owner@shop.example']);
  });

  it("to the shop's e-mail and each of them once; to nobody when neither is there", () => {
    expect(
      ownerAddress({ settings, origin: '', staffEmails: ['meera@shop.example', 'care@shop.example'] }),
    ).toBe('care@shop.example, meera@shop.example');
    expect(ownerAddress({ settings, origin: '' })).toBe('care@shop.example');
    expect(
      ownerAddress({ settings: { ...settings, email: '' }, origin: '', staffEmails: ['meera@shop.example'] }),
    ).toBe('meera@shop.example');
    expect(ownerAddress({ settings: { ...settings, email: '' }, origin: '' })).toBe('');
  });
});
