import { expect, test } from '@playwright/test';
import { agreeToTerms, expectNoSeriousViolations, fillAddress, signIn } from './support/shopSteps';
import { SMALL_SOFA } from './support/payOnline';
import { applyCoupon, figure, prepaidOff, rupees } from './support/offerSteps';

test('coupons in the cart and the prepaid offer at checkout, recorded on the order, at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page);
  await page.goto(SMALL_SOFA);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
  await page.goto('/cart');

  const offersForYou = page.getByRole('region', { name: 'Offers for you' });
  await expect(offersForYou.getByRole('listitem').first()).toContainText('5% off, up to ₹2,500');
  await expect(offersForYou).toContainText('For orders paid by UPI or online');
  const code = page.getByRole('textbox', { name: 'Coupon code' });
  await code.fill('diwali25');
  await code.press('Enter');
  await expect(page.getByTestId('coupon-status')).toHaveText('This code has expired');
  await page.getByRole('button', { name: 'Remove coupon DIWALI25' }).click();
  // The demo shopper has ordered before.
  await applyCoupon(page, 'WELCOME500');
  await expect(page.getByTestId('coupon-status')).toHaveText('This code is for your first order');
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto('/checkout');
  await fillAddress(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('discount')).toHaveCount(0);
  const gross = await figure(page, 'total');
  await page.getByText('UPI', { exact: true }).click();
  const discount = prepaidOff(await figure(page, 'subtotal'));
  expect(discount).toBeGreaterThan(0);
  await expect(summary.getByTestId('discount')).toHaveText(`−${rupees(discount)}`);
  await expect(summary.getByText('Discount (5% off, up to ₹2,500)')).toBeVisible();
  const net = rupees(gross - discount);
  await expect(summary.getByTestId('total')).toHaveText(net);
  await expectNoSeriousViolations(page);
  await agreeToTerms(page);
  await summary.getByRole('button', { name: `Place order and pay ${net} by UPI` }).click();
  await expect(page).toHaveURL(/\/orders\/[^/?]+\?placed=1/);
  await expect(page.getByTestId('discount')).toHaveText(`−${rupees(discount)}`);
  await expect(page.getByText('Discount (offer)')).toBeVisible();
  await expect(page.getByTestId('total').first()).toHaveText(net);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the owner pauses the prepaid offer in admin → Offers, and the cart offers only the first-order code', async ({
  page,
}) => {
  await signIn(page, { email: 'admin@demo.shop', password: 'admin123' });
  await page.goto('/admin/offers');
  const table = page.getByRole('table', { name: 'Offers' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /DIWALI25/ })).toContainText('Ended');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Pause 5% off, up to ₹2,500' }).click();
  await expect(table.getByRole('row', { name: /5% off, up to ₹2,500/ })).toContainText('Paused');
  await page.goto(SMALL_SOFA);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/cart');
  // The owner has never ordered: the first-order code is for them, the paused offer for nobody.
  const offersForYou = page.getByRole('region', { name: 'Offers for you' });
  await expect(offersForYou.getByRole('listitem')).toHaveCount(1);
  await expect(offersForYou).toContainText('WELCOME500: ₹500 off');
  await expect(offersForYou).not.toContainText('5% off');
});
