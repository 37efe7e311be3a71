import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  addFeaturedProductToCart,
  agreeToTerms,
  expectNoSeriousViolations,
  fillAddress,
  openAdmin,
  placeOrder,
  shortOrderId,
  signIn,
  TERMS_CONSENT,
} from './support/shopSteps';

/** The price breakup and the consent to the terms at checkout, on the in-memory backend (fresh demo data per test). */

const REFUSAL =
  'Please tick the box to agree to the Terms of Sale and the Return Policy before placing your order.';

const myOrderCount = async (page: Page): Promise<number> => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your orders' });
  await expect(list.or(page.getByText('No orders yet'))).toBeVisible();
  return list.getByRole('article').count();
};

const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test('checkout shows the breakup, refuses the order without consent and places it with consent, at 360 px', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page);
  const before = await myOrderCount(page);
  const product = await addFeaturedProductToCart(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await fillAddress(page);

  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveText([
    new RegExp(`${product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*Qty 1 × ₹[\\d,]+`),
  ]);
  await expect(summary.getByTestId('shipping')).toHaveText(/^(Free|₹[\d,]+)$/);
  await expect(summary.getByTestId('gst-included')).toHaveText(
    /^Prices include GST: ₹[\d,]+\.\d\d( \(\d+%\))?\.$/,
  );
  const total = (await summary.getByTestId('total').textContent()) ?? '';
  expect(total).toMatch(/^₹[\d,]+$/);
  const button = summary.getByRole('button', { name: /^Place order and pay / });
  await expect(button).toHaveText(new RegExp(`^Place order and pay ${total} (on delivery|by UPI)$`));

  const consent = page.getByRole('checkbox', { name: TERMS_CONSENT });
  await expect(consent).not.toBeChecked();
  await button.click();
  await expect(summary.getByTestId('terms-consent-error')).toHaveText(REFUSAL);
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout$/);
  await fitsWidth(page, 360);
  await expectNoSeriousViolations(page);

  // Reading the policy opens a tab of its own; the checkout keeps everything typed.
  await expect(summary.getByRole('link', { name: 'Terms of Sale' })).toHaveAttribute('href', '/terms');
  const [policy] = await Promise.all([
    context.waitForEvent('page'),
    summary.getByRole('link', { name: 'Return Policy' }).click(),
  ]);
  await expect(policy).toHaveURL(/\/returns$/);
  await policy.close();
  await expect(consent).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('221 Residency Road');

  await agreeToTerms(page);
  await expect(summary.getByTestId('terms-consent-error')).toHaveCount(0);
  await button.click();
  await expect(page.getByText('Thank you! Your order has been placed.')).toBeVisible();
  expect(await myOrderCount(page)).toBe(before + 1);
});

test('the summary and the consent fit a desktop screen beside the address', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await addFeaturedProductToCart(page);
  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: 'Order summary' });
  const address = page.getByRole('region', { name: 'Shipping address' });
  await expect(summary.getByRole('checkbox', { name: TERMS_CONSENT })).toBeVisible();
  const [summaryBox, addressBox] = [await summary.boundingBox(), await address.boundingBox()];
  expect(summaryBox && addressBox && summaryBox.x > addressBox.x + addressBox.width - 1).toBe(true);
  await fitsWidth(page, 1280);
  await expectNoSeriousViolations(page);
});

test('the admin reads on the order when its terms were accepted', async ({ page }) => {
  await signIn(page);
  await addFeaturedProductToCart(page);
  await page.goto('/checkout');
  const orderId = await placeOrder(page);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await signIn(page, ADMIN);
  await openAdmin(page, '/admin/orders', 'Orders');
  await page.getByRole('button', { name: `Open order ${shortOrderId(orderId)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${shortOrderId(orderId)}` });
  await expect(dialog.getByTestId('terms-accepted')).toHaveText(
    /^Terms accepted \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}\s?(am|pm)$/i,
  );
  await expectNoSeriousViolations(page);
});
