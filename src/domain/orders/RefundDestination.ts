import { fail, ok, type Result } from '../shared/Result';
import { isValidUpiId } from './UpiId';

/**
 * Where the shop sends a refund that cannot go back the way the money came (cash on delivery), or that the shopper
 * wants elsewhere: a UPI ID, or a bank account by its number, IFSC and holder. Absent, a UPI payment goes back to the
 * UPI ID it came from.
 */
export type RefundDestination =
  { kind: 'upi'; upiId: string } | { kind: 'bank'; accountNumber: string; ifsc: string; holder: string };

/** The form's fields as typed; the account number is typed twice. */
export interface RefundDestinationForm {
  kind: RefundDestination['kind'];
  upiId: string;
  accountNumber: string;
  accountNumberAgain: string;
  ifsc: string;
  holder: string;
}

export type RefundDestinationErrors = Partial<Record<Exclude<keyof RefundDestinationForm, 'kind'>, string>>;
export type RefundDestinationError = { code: 'REFUND_TO.INVALID'; fields: RefundDestinationErrors };

export const EMPTY_REFUND_DESTINATION: RefundDestinationForm = {
  kind: 'upi',
  upiId: '',
  accountNumber: '',
  accountNumberAgain: '',
  ifsc: '',
  holder: '',
};

/** Shown above the form when a field of the destination needs correcting. */
export const REFUND_DESTINATION_TO_CORRECT = 'Please correct where to send your refund, as marked.';

/** Indian bank account numbers run from 9 to 18 digits. */
const ACCOUNT_NUMBER = /^\d{9,18}$/;
/** A branch's IFSC: four letters of the bank, a 0, six letters or digits of the branch (RBI). */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** The rules accept a holder's name of at most this many characters. */
export const ACCOUNT_HOLDER_MAX = 100;

/** Whether a refund of this order needs the shopper to say where it goes: cash cannot be sent back as it came. */
export const refundNeedsDestination = (order: { paymentMethod: string }): boolean =>
  order.paymentMethod === 'cod';

/** Whether a stored value is a well-formed destination, as the rules check it. */
export const isRefundDestination = (value: unknown): value is RefundDestination => {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  if (d['kind'] === 'upi')
    return Object.keys(d).length === 2 && typeof d['upiId'] === 'string' && isValidUpiId(d['upiId']);
  return (
    d['kind'] === 'bank' &&
    Object.keys(d).length === 4 &&
    typeof d['accountNumber'] === 'string' &&
    ACCOUNT_NUMBER.test(d['accountNumber']) &&
    typeof d['ifsc'] === 'string' &&
    IFSC.test(d['ifsc']) &&
    typeof d['holder'] === 'string' &&
    d['holder'].trim() !== '' &&
    d['holder'].length <= ACCOUNT_HOLDER_MAX
  );
};

/** The destination the form describes (spaces dropped, IFSC in capitals), or what to correct, field by field. */
export const validateRefundDestination = (
  form: RefundDestinationForm,
): Result<RefundDestination, RefundDestinationError> => {
  if (form.kind === 'upi') {
    const upiId = form.upiId.trim();
    return isValidUpiId(upiId)
      ? ok({ kind: 'upi', upiId })
      : fail({ code: 'REFUND_TO.INVALID', fields: { upiId: 'Please enter a UPI ID like name@bank.' } });
  }
  const errors: RefundDestinationErrors = {};
  const accountNumber = form.accountNumber.replace(/\s/g, '');
  const ifsc = form.ifsc.trim().toUpperCase();
  const holder = form.holder.trim();
  if (!ACCOUNT_NUMBER.test(accountNumber))
    errors.accountNumber = 'Please enter the account number: 9 to 18 digits.';
  else if (form.accountNumberAgain.replace(/\s/g, '') !== accountNumber)
    errors.accountNumberAgain = 'The two account numbers differ. Please type the same number twice.';
  if (!IFSC.test(ifsc)) errors.ifsc = 'Please enter the IFSC: 11 characters, like HDFC0001234.';
  if (holder === '') errors.holder = "Please enter the account holder's name.";
  else if (holder.length > ACCOUNT_HOLDER_MAX)
    errors.holder = `The account holder's name can be at most ${ACCOUNT_HOLDER_MAX} characters.`;
  return Object.keys(errors).length > 0
    ? fail({ code: 'REFUND_TO.INVALID', fields: errors })
    : ok({ kind: 'bank', accountNumber, ifsc, holder });
};

/** Where staff send a refund: the destination the shopper named, or back the way the money came. */
export const refundGoesTo = (destination: RefundDestination | undefined): string =>
  destination ? describeRefundDestination(destination, true) : 'back the way it was paid';

/**
 * 'UPI ID asha@okaxis', or 'Bank account ending 6789, IFSC HDFC0001234, Asha Rao' for the shopper; the staff who
 * send the money read the whole account number (`whole`).
 */
export const describeRefundDestination = (destination: RefundDestination, whole = false): string => {
  if (destination.kind === 'upi') return `UPI ID ${destination.upiId}`;
  const account = whole ? destination.accountNumber : `ending ${destination.accountNumber.slice(-4)}`;
  return `Bank account ${account}, IFSC ${destination.ifsc}, ${destination.holder}`;
};
