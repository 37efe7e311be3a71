import { expect, type Page } from '@playwright/test';

/** Rupees as the shop writes them: 23250 → '₹23,250'. */
export const rupees = (amount: number): string => `₹${amount.toLocaleString('en-IN')}`;

/** A figure of the breakup ('subtotal', 'total', …) as a number of rupees. */
export const figure = async (page: Page, testId: string): Promise<number> =>
  Number(
    (
      (await page.getByRole('region', { name: 'Order summary' }).getByTestId(testId).textContent()) ?? ''
    ).replace(/[^\d]/g, ''),
  );

/** Types `code` into "Apply coupon" and applies it; resolves once the cart says how it stands. */
export const applyCoupon = async (page: Page, code: string): Promise<void> => {
  const box = page.getByRole('textbox', { name: 'Coupon code' });
  await box.fill(code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('coupon-status')).toBeVisible();
};

/** The demo's prepaid offer on `subtotal`: 5%, rounded down, up to ₹2,500. */
export const prepaidOff = (subtotal: number): number => Math.min(2500, Math.floor((subtotal * 5) / 100));

/**
 * As the owner, pauses the demo's automatic offer for prepaid orders: for a case about an order placed without
 * offers, since an order above the cash-on-delivery limit is paid in advance and would get it.
 */
export const pausePrepaidOffer = async (page: Page): Promise<void> => {
  await page.goto('/admin/offers');
  await page.getByRole('button', { name: 'Pause 5% off, up to ₹2,500' }).click();
  await expect(page.getByRole('button', { name: 'Resume 5% off, up to ₹2,500' })).toBeVisible();
};
