import { expect, type Page } from '@playwright/test';

/** The order page's 'Shipping address' section. */
export const addressCard = (page: Page) => page.getByRole('region', { name: 'Shipping address' });

/**
 * On an order page: opens 'Change address' (unless its form is open), types the PIN code, state and, when given, the
 * mobile number, and saves; the caller checks what the page then says.
 */
const changeOrderAddress = async (
  page: Page,
  { pincode, state, phone }: { pincode: string; state: string; phone?: string },
): Promise<void> => {
  const card = addressCard(page);
  const form = card.getByRole('form', { name: 'Edit address' });
  if (!(await form.isVisible())) await card.getByRole('button', { name: 'Change address' }).click();
  await form.getByRole('textbox', { name: /PIN code/ }).fill(pincode);
  await form.getByRole('combobox', { name: /State/ }).selectOption(state);
  if (phone) await form.getByRole('textbox', { name: /Mobile number/ }).fill(phone);
  await form.getByRole('button', { name: 'Save address' }).click();
};

/** Refused for cash on delivery: the reason, the typed PIN code kept, and the order's address unchanged. */
const expectCashRefused = async (page: Page, pincode: string, kept: RegExp): Promise<void> => {
  const card = addressCard(page);
  await expect(card.getByRole('alert')).toHaveText(
    'Cash on delivery is not available for this pincode. Your order keeps its address.',
  );
  await expect(card.getByRole('textbox', { name: /PIN code/ })).toHaveValue(pincode);
  await expect(card.locator('address')).toContainText(kept);
};

/** Taken: the thanks, the new PIN code and phone on the order, and the change in its timeline. */
const expectAddressChanged = async (page: Page, pincode: string, phone: string): Promise<void> => {
  const card = addressCard(page);
  await expect(card.getByRole('status')).toHaveText('Your order will now go to this address.');
  await expect(card.locator('address')).toContainText(pincode);
  await expect(card.locator('address')).toContainText(`Mobile: +91 ${phone}`);
  await expect(page.getByText('Delivery address changed')).toBeVisible();
};

/**
 * On the page of a cash order to Jaipur (302001): a North-East PIN code is refused, as its zone takes no cash, and
 * Udaipur (313001) with a new phone is taken.
 */
export const changeAddressAfterRefusal = async (page: Page): Promise<void> => {
  await changeOrderAddress(page, { pincode: '781001', state: 'Assam' });
  await expectCashRefused(page, '781001', /302001/);
  await changeOrderAddress(page, { pincode: '313001', state: 'Rajasthan', phone: '9123456780' });
  await expectAddressChanged(page, '313001', '9123456780');
};
