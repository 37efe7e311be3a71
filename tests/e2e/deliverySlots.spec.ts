import { expect, test } from '@playwright/test';
import {
  ADMIN,
  addFeaturedProductToCart,
  openAdmin,
  placeOrder,
  SHOPPER,
  shortOrderId,
  signIn,
  switchAccount,
  toast,
} from './support/shopSteps';
import { bookSlot, openDaySheet, slotPanel } from './support/slotSteps';

/**
 * Delivery slots on the memory build: the owner sets a window's capacity, a booking fills it, the next shopper sees
 * it full, books another and moves it, and the day sheet lists the deliveries. One shop, one page: the memory shop
 * lives in the browser, so the two people take turns on it.
 */
test('a window fills, the next shopper books and moves another, and the day sheet lists them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  await openAdmin(page, '/admin/delivery', 'Delivery');
  const rajasthan = page.getByRole('region', { name: 'Rajasthan' });
  await expect(rajasthan.getByRole('checkbox', { name: /^Our own team delivers here/ })).toBeChecked();
  await rajasthan.getByRole('textbox', { name: 'Deliveries 5 pm – 9 pm' }).fill('1');
  await page.getByRole('button', { name: 'Save zones' }).click();
  await expect(toast(page, 'Delivery zones saved.')).toBeVisible();

  // The owner orders for a Jaipur customer and takes the first evening's only place.
  await addFeaturedProductToCart(page);
  await page.goto('/checkout');
  const first = await placeOrder(page, '302001', 'Rajasthan');
  const firstDay = await bookSlot(page, 0, '5 pm – 9 pm');

  await switchAccount(page, SHOPPER);
  await addFeaturedProductToCart(page);
  await page.goto('/checkout');
  const second = await placeOrder(page, '302017', 'Rajasthan');
  const panel = slotPanel(page);
  await expect(panel.getByRole('combobox', { name: 'Day' })).toHaveValue(/\d{4}-\d{2}-\d{2}/);
  const evening = panel.getByRole('radio', { name: /^5 pm – 9 pm/ });
  await expect(evening).toBeDisabled();
  await expect(panel.getByText('Full')).toBeVisible();
  await bookSlot(page, 0, '9 am – 1 pm');
  await expect(panel.getByText(/2 more times/)).toBeVisible();
  await panel.getByRole('button', { name: 'Change slot' }).click();
  const secondDay = await bookSlot(page, 1, '1 pm – 5 pm');
  await expect(panel.getByText(/once more/)).toBeVisible();

  await switchAccount(page, ADMIN);
  const firstSheet = await openDaySheet(page, firstDay);
  await expect(firstSheet.getByText('Rajasthan · 5 pm – 9 pm (1)')).toBeVisible();
  await expect(firstSheet.getByRole('row', { name: new RegExp(shortOrderId(first)) })).toBeVisible();
  await expect(firstSheet.getByText(shortOrderId(second))).toHaveCount(0);
  const secondSheet = await openDaySheet(page, secondDay);
  const row = secondSheet.getByRole('row', { name: new RegExp(shortOrderId(second)) });
  await expect(row).toContainText('Asha Verma');
  await expect(row.getByRole('link', { name: '9845012345' })).toHaveAttribute('href', 'tel:+919845012345');

  // The day's labels and packing slips: every field, a barcode, and an A6 page for each label, an A4 one for each slip.
  await page.getByRole('link', { name: 'Labels and slips' }).click();
  const label = page.getByRole('region', { name: `Shipping label, order ${shortOrderId(second)}` });
  await expect(label).toContainText('Asha Verma');
  await expect(label).toContainText('Rajasthan 302017');
  await expect(label).toContainText('Phone: +91 9845012345');
  await expect(label).toContainText(/COD: collect ₹[\d,]+/);
  await expect(label).toContainText(`Delivery slot: ${secondDay.label}, 1 pm – 5 pm`);
  await expect(
    label.getByRole('img', { name: `Barcode of order ${shortOrderId(second).slice(1)}` }),
  ).toBeVisible();
  await expect(label.locator('svg rect').first()).toBeAttached();
  const slip = page.getByRole('region', { name: `Packing slip, order ${shortOrderId(second)}` });
  await expect(slip.getByRole('table')).toContainText(/Quantity/);
  await expect(slip.getByRole('row')).toHaveCount(2);
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const pages = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, w, h]) => [
    Math.round((Number(w) * 25.4) / 72),
    Math.round((Number(h) * 25.4) / 72),
  ]);
  // A6 is 105 × 148 mm, A4 210 × 297 mm: one of each for the one order of that day.
  expect(pages).toEqual([
    [105, 148],
    [210, 297],
  ]);
});
