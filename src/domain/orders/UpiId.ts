/** A UPI ID (virtual payment address): a handle, '@', and the bank's or app's name. */
export const isValidUpiId = (upiId: string): boolean =>
  /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(upiId);
