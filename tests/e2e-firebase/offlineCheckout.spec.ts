import { type BrowserContext, expect, test, type Page } from '@playwright/test';
import { addProductToCart, agreeToTerms, fillAddress } from '../e2e/support/shopSteps';
import { authHost, projectId, signUpVerified } from './support/emulatorAccounts';

/**
 * Placing an order on the firebase build while the network is cut (Playwright's offline mode): the shopper hears
 * within 8 s that the order is not placed yet, it is placed once when the network returns, and a cancelled
 * placement places nothing afterwards. Each test orders as a new account, so its My Orders holds only its own.
 */

const WAITING =
  'You seem to be offline. Your order has not been placed yet — we will place it as soon as you are back online.';

/**
 * A ₹19,999 chair, within the demo zones' cash-on-delivery limit, with stock for a run and its retry that no other
 * test buys.
 */
const LOUNGE_CHAIR = '/chairs/rajsamand-lounge-chair';

test.beforeAll(() => {
  if (!authHost || !projectId)
    throw new Error('Run through `npm run test:emulators`, which starts the emulators.');
});

/** A new verified shopper with a product in the cart and the checkout filled in, up to the button. */
const readyToOrder = async (page: Page, name: string): Promise<void> => {
  await signUpVerified(page, name, `${name.split(' ')[0]?.toLowerCase()}.${Date.now()}@example.in`);
  await addProductToCart(page, LOUNGE_CHAIR);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await fillAddress(page);
  await agreeToTerms(page);
  await timePlaceOrderClicks(page);
};

/**
 * How long after the click on Place order the page said it waits for the network, as the page's own clock measured
 * it (Playwright's polling would add its own delay). Call it right after the click.
 */
const waitingSaidAfterMs = async (page: Page): Promise<number> => {
  const handle = await page.waitForFunction(
    (text) => {
      const clicked = (window as { placeClickedAt?: number }).placeClickedAt;
      const said = [...document.querySelectorAll('[role="status"]')].some((node) =>
        node.textContent?.includes(text),
      );
      return said && clicked !== undefined ? performance.now() - clicked : false;
    },
    WAITING,
    { polling: 'raf', timeout: 12_000 },
  );
  return (await handle.jsonValue()) as number;
};

/** Notes in the page when the button that places the order is pressed. */
const timePlaceOrderClicks = (page: Page): Promise<void> =>
  page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button[type="submit"]');
        if (button) (window as { placeClickedAt?: number }).placeClickedAt = performance.now();
      },
      { capture: true },
    );
  });

/** Cuts the network, and waits until the page knows it, so no request of the order leaves before the cut. */
const goOffline = async (page: Page, context: BrowserContext): Promise<void> => {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
};

const myOrders = async (page: Page) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Loading your orders')).toHaveCount(0);
};

test('an order placed offline: the shopper hears it within 8 s, and it is placed once when the network returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // A small phone: the message and its Cancel fit without scrolling sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await readyToOrder(page, 'Meera Iyer');
  await goOffline(page, context);
  await page.getByRole('button', { name: /^Place order/ }).click();
  expect(await waitingSaidAfterMs(page)).toBeLessThanOrEqual(8_000);
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Placing order…' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await context.setOffline(false);
  await expect(page.getByText('Thank you! Your order has been placed.')).toBeVisible({ timeout: 30_000 });
  await myOrders(page);
  await expect(page.getByRole('list', { name: 'Your orders' }).getByRole('listitem')).toHaveCount(1);
});

test('a cancelled offline checkout places nothing, even back online, and keeps what was typed across a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await readyToOrder(page, 'Kabir Singh');
  await goOffline(page, context);
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible({ timeout: 8_000 });
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(WAITING)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Place order/ })).toBeFocused();
  await expect(page.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('221 Residency Road');

  await context.setOffline(false);
  // Long enough for the SDK's backed-off retry of the cancelled attempt to come round, and be refused.
  await page.waitForTimeout(15_000);
  await expect(page, 'no order confirmation after Cancel').toHaveURL(/\/checkout$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('221 Residency Road');
  await expect(page.getByRole('textbox', { name: /^PIN code/ })).toHaveValue('560025');
  await myOrders(page);
  await expect(page.getByText('No orders yet')).toBeVisible();
});
