import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeRefundDestination,
  EMPTY_REFUND_DESTINATION,
  isRefundDestination,
  refundGoesTo,
  validateRefundDestination,
} from '../../src/domain/orders/RefundDestination';

const bank = {
  ...EMPTY_REFUND_DESTINATION,
  kind: 'bank' as const,
  accountNumber: '0001 2345 6789',
  accountNumberAgain: '000123456789',
  ifsc: ' hdfc0001234 ',
  holder: ' Asha Rao ',
};

describe('where a refund goes', () => {
  it('takes a UPI ID like name@bank, or a bank account typed twice with its IFSC and holder', () => {
    expect(validateRefundDestination({ ...EMPTY_REFUND_DESTINATION, upiId: ' asha.rao@okaxis ' })).toEqual({
      ok: true,
      value: { kind: 'upi', upiId: 'asha.rao@okaxis' },
    });
    expect(validateRefundDestination(bank)).toEqual({
      ok: true,
      value: { kind: 'bank', accountNumber: '000123456789', ifsc: 'HDFC0001234', holder: 'Asha Rao' },
    });
  });

  it.each([
    [{ ...EMPTY_REFUND_DESTINATION, upiId: 'asha' }, 'upiId', 'Please enter a UPI ID like name@bank.'],
    [
      { ...bank, accountNumber: '12345678' },
      'accountNumber',
      'Please enter the account number: 9 to 18 digits.',
    ],
    [
      { ...bank, accountNumberAgain: '000123456788' },
      'accountNumberAgain',
      'The two account numbers differ. Please type the same number twice.',
    ],
    [{ ...bank, ifsc: 'HDFC1001234' }, 'ifsc', 'Please enter the IFSC: 11 characters, like HDFC0001234.'],
    [{ ...bank, holder: '  ' }, 'holder', "Please enter the account holder's name."],
  ])('says what to correct: %o', (form, field, message) => {
    expect(validateRefundDestination(form)).toEqual({
      ok: false,
      error: { code: 'REFUND_TO.INVALID', fields: { [field]: message } },
    });
  });

  it('gives only destinations that the stored check (and the rules) accept', () => {
    fc.assert(
      fc.property(
        fc.record({
          kind: fc.constantFrom('upi' as const, 'bank' as const),
          upiId: fc.string({ maxLength: 30 }),
          accountNumber: fc.stringMatching(/^[0-9 ]{0,20}$/),
          ifsc: fc.stringMatching(/^[A-Za-z0-9]{0,12}$/),
          holder: fc.string({ maxLength: 110 }),
        }),
        (typed) => {
          const checked = validateRefundDestination({ ...typed, accountNumberAgain: typed.accountNumber });
          if (checked.ok) expect(isRefundDestination(checked.value)).toBe(true);
        },
      ),
    );
    expect(isRefundDestination({ kind: 'upi', upiId: 'asha@okaxis', note: 'x' })).toBe(false);
    expect(isRefundDestination('asha@okaxis')).toBe(false);
  });

  it('shows the shopper the last four digits, and the staff who send the money the whole number', () => {
    const account = {
      kind: 'bank',
      accountNumber: '000123456789',
      ifsc: 'HDFC0001234',
      holder: 'Asha Rao',
    } as const;
    expect(describeRefundDestination(account)).toBe('Bank account ending 6789, IFSC HDFC0001234, Asha Rao');
    expect(refundGoesTo(account)).toBe('Bank account 000123456789, IFSC HDFC0001234, Asha Rao');
    expect(refundGoesTo(undefined)).toBe('back the way it was paid');
  });
});
