import { expect, test } from '@playwright/test';
import { placeOrder, shortOrderId, signIn, toast } from './support/shopSteps';

/** A demo sofa of ₹24,999: above the demo's ₹20,000, so a cash order of it waits for its shopper's word. */
const LARGE_SOFA = '/sofas/pushkar-two-seater-sofa';

test('a shopper who asked for WhatsApp confirms a large cash order, and its messages reach the demo inbox on WhatsApp', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile');
  await page.getByRole('textbox', { name: /^Mobile number/ }).fill('9812345678');
  await page.getByRole('button', { name: 'Save number' }).click();
  const consent = page.getByRole('checkbox', { name: 'Send my order updates on WhatsApp to this number' });
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(toast(page, 'Your order updates will come on WhatsApp.')).toBeVisible();
  await expect(consent).toBeChecked();

  await page.goto(LARGE_SOFA);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('1 in your cart')).toBeVisible();
  await page.goto('/checkout');
  const orderId = await placeOrder(page);
  await page.goto(`/orders/${orderId}`);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByText('Thank you! Your order is confirmed, and we are preparing it.')).toBeVisible();

  await page.goto('/demo-inbox');
  const placed = page
    .getByRole('article')
    .filter({ hasText: `WhatsApp: Order ${shortOrderId(orderId)} placed` });
  await expect(placed).toBeVisible();
  await expect(placed).toContainText('To WhatsApp +919812345678');
  await expect(placed).toContainText(
    `thank you for your order ${shortOrderId(orderId)} of ₹24,999 at Sheesham Home. Pay ₹24,999 in cash when it arrives. Please confirm this order by`,
  );
});
