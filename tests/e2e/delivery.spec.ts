import { SMALL_SOFA } from './support/payOnline';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  agreeToTerms,
  expectNoSeriousViolations,
  fillAddress,
  openAdmin,
  shortOrderId,
  signIn,
  toast,
} from './support/shopSteps';

/** Demo products: a sofa of ₹84,999 (above the metros' ₹50,000 cash-on-delivery limit) and one of ₹24,999. */
const CORNER_SOFA = '/sofas/kumbhalgarh-corner-sofa';

const checkDelivery = async (page: Page, pincode: string) => {
  const box = page.getByRole('form', { name: 'Check delivery' });
  await box.getByRole('textbox', { name: 'Pincode' }).fill(pincode);
  await box.getByRole('button', { name: 'Check' }).click();
  return box.getByTestId('delivery-answer');
};

test('the product page answers a served, a prepaid-only, an unserved and an invalid pincode, at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(SMALL_SOFA);
  const jodhpur = await checkDelivery(page, '342001');
  await expect(
    jodhpur.getByText(/^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}$/),
  ).toBeVisible();
  await expect(jodhpur.getByText('Cash on delivery available for orders up to ₹1,00,000')).toBeVisible();
  const guwahati = await checkDelivery(page, '781001');
  await expect(guwahati.getByText('Cash on delivery not available for this pincode')).toBeVisible();
  const portBlair = await checkDelivery(page, '744101');
  await expect(portBlair).toHaveText('Sorry, we do not deliver to 744101 yet.');
  const typo = await checkDelivery(page, '34200');
  await expect(typo).toHaveText('Please enter a valid 6-digit pincode.');
  await expect(page.getByRole('textbox', { name: 'Pincode' })).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page);

  // The last pincode checked is remembered with the cart: the cart answers it at once.
  await checkDelivery(page, '342001');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
  await page.goto('/cart');
  const cartAnswer = page.getByRole('form', { name: 'Check delivery' }).getByTestId('delivery-answer');
  await expect(page.getByRole('textbox', { name: 'Pincode' })).toHaveValue('342001');
  await expect(cartAnswer.getByText(/^Delivery by /)).toBeVisible();
});

test('cash on delivery is refused above the zone’s limit; a UPI order is paid, reported and verified', async ({
  context,
}) => {
  const admin = await context.newPage();
  await signIn(admin, ADMIN);
  await openAdmin(admin, '/admin/orders', 'Orders');
  // Same browser context: the tabs share the demo data, as two tabs of one browser would.
  const shopper = await context.newPage();
  await shopper.goto('/admin/logout');
  await expect(toast(shopper, 'Logged out successfully')).toBeVisible();
  await signIn(shopper);
  await shopper.goto(CORNER_SOFA);
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shopper.getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
  await shopper.goto('/checkout');
  await fillAddress(shopper, '744101', 'Andaman and Nicobar Islands');
  await shopper.getByRole('textbox', { name: /^PIN code/ }).blur();
  await expect(shopper.getByText('Sorry, we do not deliver to 744101 yet.')).toBeVisible();
  await shopper.getByRole('button', { name: /^Place order/ }).click();
  await expect(shopper.getByRole('textbox', { name: /^PIN code/ })).toBeFocused();
  await expect(shopper.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('221 Residency Road');

  await shopper.getByRole('textbox', { name: /^PIN code/ }).fill('560025');
  await shopper.getByRole('combobox', { name: /^State/ }).selectOption('Karnataka');
  const cod = shopper.getByRole('radio', { name: 'Cash on Delivery' });
  await expect(cod).toBeDisabled();
  await expect(
    shopper.getByText('Cash on delivery is available for orders up to ₹50,000 to this pincode.'),
  ).toBeVisible();
  await expect(shopper.getByRole('radio', { name: 'UPI', exact: true })).toBeChecked();
  await expectNoSeriousViolations(shopper);
  await agreeToTerms(shopper);
  await shopper.getByRole('button', { name: /^Place order/ }).click();
  await expect(shopper.getByText('Thank you! Your order has been placed.')).toBeVisible();
  const orderId = decodeURIComponent(new URL(shopper.url()).pathname.split('/').pop() ?? '');
  const short = shortOrderId(orderId);

  const panel = shopper.getByRole('region', { name: /^Pay ₹[\d,]+ with UPI$/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
  const link = await panel.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href');
  const upi = new URL(link ?? '');
  expect(upi.protocol).toBe('upi:');
  expect(upi.searchParams.get('pa')).toBe('sheeshamhome.demo@fictitious');
  expect(upi.searchParams.get('cu')).toBe('INR');
  expect(upi.searchParams.get('tr')).toBe(short.slice(1));
  await expectNoSeriousViolations(shopper);

  await panel.getByRole('textbox', { name: 'UPI transaction ID (UTR)' }).fill('4123 4567');
  await panel.getByRole('button', { name: 'I have paid' }).click();
  await expect(panel.getByText('Please enter the 12-digit UTR shown in your UPI app.')).toBeVisible();
  await panel.getByRole('textbox', { name: 'UPI transaction ID (UTR)' }).fill('4123 4567 8901');
  await panel.getByRole('button', { name: 'I have paid' }).click();
  await expect(shopper.getByText('Thank you! We will confirm your payment shortly.')).toBeVisible();
  await expect(shopper.getByTestId('payment-status').first()).toHaveText('Verifying payment');
  // The demo backend stores its data a moment after a change, and the admin's tab takes it from the storage, which
  // reaches another tab a moment later still (Chromium keeps a copy per tab).
  await expect
    .poll(() =>
      admin.evaluate(() => Object.values(localStorage).some((value) => value.includes('412345678901'))),
    )
    .toBe(true);

  await admin.getByRole('combobox', { name: 'Filter by payment status' }).selectOption('upi-pending');
  await admin.getByRole('button', { name: `Open order ${short}` }).click();
  const detail = admin.getByRole('dialog', { name: `Order ${short}` });
  await expect(detail.getByTestId('upi-utr')).toContainText('412345678901');
  await detail.getByRole('button', { name: 'Mark as paid' }).click();
  const asked = admin.getByRole('alertdialog', { name: `Mark the payment of order ${short} paid?` });
  await expect(asked).toContainText('Only once');
  await asked.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(toast(admin, 'Payment marked paid.')).toBeVisible();

  await expect(shopper.getByTestId('payment-status').first()).toHaveText('Paid');
  await expect(shopper.getByText('Thank you! We will confirm your payment shortly.')).toHaveCount(0);
});

test('the admin keeps the zone table: an overlapping prefix is named, a new zone serves the next shopper', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openAdmin(page, '/admin/delivery', 'Delivery');
  await page.getByRole('button', { name: 'Add zone' }).click();
  await page
    .getByRole('region', { name: 'Zone 5' })
    .getByRole('textbox', { name: /^Zone name/ })
    .fill('Andaman and Nicobar');
  // Each zone's section is named after the zone.
  const zone = page.getByRole('region', { name: 'Andaman and Nicobar' });
  await zone.getByRole('textbox', { name: /^Pincode prefixes/ }).fill('744, 30');
  await zone.getByRole('textbox', { name: /^Fewest days/ }).fill('12');
  await zone.getByRole('textbox', { name: /^Most days/ }).fill('20');
  await zone.getByText('Cash on delivery', { exact: true }).click();
  await expect(zone.getByRole('checkbox', { name: 'Cash on delivery' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save zones' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Andaman and Nicobar' })
      .getByText('Prefix 30 is listed more than once: Rajasthan, Andaman and Nicobar.'),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page
    .getByRole('region', { name: 'Andaman and Nicobar' })
    .getByRole('textbox', { name: /^Pincode prefixes/ })
    .fill('744');
  await page.getByRole('button', { name: 'Save zones' }).click();
  await expect(toast(page, 'Delivery zones saved. The next shopper sees them.')).toBeVisible();

  const shopperTab = await page.context().newPage();
  await shopperTab.goto(SMALL_SOFA);
  const answer = await checkDelivery(shopperTab, '744101');
  await expect(answer.getByText(/^Delivery by /)).toBeVisible();
  await expect(answer.getByText('Cash on delivery not available for this pincode')).toBeVisible();
});
