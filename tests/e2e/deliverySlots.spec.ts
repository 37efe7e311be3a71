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
});
