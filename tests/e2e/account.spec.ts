import { expect, test, type Page } from '@playwright/test';
import {
  addFeaturedProductToCart,
  agreeToTerms,
  expectNoSeriousViolations,
  fillAddress,
  placeOrder,
  SHOPPER,
  shortOrderId,
  signIn,
  signInOnLoginPage,
  signUp,
  toast,
} from './support/shopSteps';

/** Account, cart, checkout and orders in the production build on the in-memory backend (fresh demo data per test). */

const myOrderCount = async (page: Page): Promise<number> => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Your orders' }).or(page.getByText('No orders yet')),
  ).toBeVisible();
  return page.getByRole('list', { name: 'Your orders' }).getByRole('article').count();
};

test('sign up, verify through the demo inbox, check out and find the order in My Orders', async ({
  page,
}) => {
  const email = `asha.${Date.now()}@example.in`;
  await signUp(page, 'Asha Verma', { email, password: 'secret123' });

  await page.getByRole('link', { name: 'Open the demo inbox' }).click();
  await expect(page.getByRole('heading', { name: 'Demo inbox' })).toBeVisible();
  await page.getByRole('link', { name: `Verify e-mail for ${email}` }).click();
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();

  const product = await addFeaturedProductToCart(page);
  await page.getByRole('link', { name: /^Cart, 1 item$/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByRole('region', { name: 'Items in your cart' }).getByRole('link', { name: product }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  const orderId = await placeOrder(page);
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart');

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const card = page.getByRole('article', { name: `Order ${shortOrderId(orderId)}` });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('Pending');
  await expect(card.getByTestId('payment-status')).toHaveText('Payment pending');

  // The shop's word of the order reaches the shopper, and the owner's of a new order the shop's address.
  await page.goto('/demo-inbox');
  const mails = page.getByRole('list', { name: 'Mails' }).getByRole('article');
  const placed = mails.filter({ hasText: `Order ${shortOrderId(orderId)} placed` });
  await expect(placed).toContainText('For you');
  await expect(placed).toContainText(`To ${email}`);
  await expect(placed).toContainText('Total (GST included)');
  await expect(mails.filter({ hasText: `New order ${shortOrderId(orderId)}` })).toContainText(
    'To care@sheeshamhome.example',
  );
  await page.setViewportSize({ width: 360, height: 1400 });
  await placed.screenshot({ path: test.info().outputPath('placed-mail.png') });
  await placed.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
});

for (const path of ['/checkout', '/orders', '/wishlist', '/profile']) {
  test(`${path} sends a guest to /login and comes back after sign-in`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?from=${encodeURIComponent(path)}$`));
    await signInOnLoginPage(page, SHOPPER);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('an unverified account browses the shop as a guest does, and is asked to verify only where it must', async ({
  page,
}) => {
  await page.goto('/login');
  await signInOnLoginPage(page, { email: 'newbie@demo.shop', password: 'newbie123' });
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'All Products', level: 1 })).toBeVisible();
  await expect(page.getByText('Please verify your email to access this page.')).toHaveCount(0);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    page.getByRole('heading', { name: 'Please verify your email to access this page.', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the demo inbox' })).toBeVisible();
});

test('the verification view keeps the shop around it and offers a way out', async ({ page }) => {
  await page.goto('/login');
  await signInOnLoginPage(page, { email: 'newbie@demo.shop', password: 'newbie123' });
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/orders$/);
  const held = page.getByRole('main');
  await expect(
    held.getByRole('heading', { name: 'Please verify your email to access this page.' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoSeriousViolations(page);

  const resend = held.getByRole('button', { name: 'Resend verification e-mail' });
  await resend.click();
  await expect(resend).toBeDisabled();
  await expect(held.getByText(/^You can ask for another e-mail in \d+ s\.$/)).toBeVisible();

  await held.getByRole('button', { name: 'Use a different e-mail' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
});

test('forgot password: the link in the demo inbox sets a new password and signs the shopper in', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(SHOPPER.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(SHOPPER.email);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(`If an account exists for ${SHOPPER.email}, we have sent a link to reset the password.`),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Open the demo inbox' }).click();
  await page.getByRole('link', { name: `Reset password for ${SHOPPER.email}` }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  const resetUrl = page.url();
  await page.getByLabel(/^New password/).fill('teakwood42');
  await page.getByLabel(/^Confirm new password/).fill('teakwood42');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Your password has been changed. Welcome back!')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();

  // The link is used up; the old password is gone, the new one signs in.
  await page.goto(resetUrl);
  await expect(
    page.getByText('This link has expired or was already used. Please ask for a new one.'),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto('/login');
  await signInOnLoginPage(page, SHOPPER);
  await expect(page.getByText('The e-mail or password is incorrect. Please try again.')).toBeVisible();
  await page
    .getByLabel(/^Password/)
    .first()
    .fill('teakwood42');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a returning shopper finds the address saved at the last checkout chosen for the next one', async ({
  page,
}) => {
  await signIn(page, SHOPPER);
  await addFeaturedProductToCart(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await fillAddress(page);
  await page.getByText('Save this address', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Save this address' })).toBeChecked();
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByText('Thank you! Your order has been placed.')).toBeVisible();

  await addFeaturedProductToCart(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/checkout');
    const deliverTo = page.getByRole('radiogroup', { name: 'Deliver to' });
    await expect(deliverTo.getByRole('radio', { name: /221 Residency Road/ })).toBeChecked();
    await expect(deliverTo).toContainText('Asha Verma');
    await expect(deliverTo).toContainText('560025');
    // One address shows: the chosen one, not a form filled with it beside it.
    await expect(page.getByRole('textbox', { name: /^Full name/ })).toHaveCount(0);
    await deliverTo.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`saved-address-checkout-${width}.png`) });
  }
});

test('a double click on Place order makes exactly one order', async ({ page }) => {
  await signIn(page);
  const before = await myOrderCount(page);
  await addFeaturedProductToCart(page);
  await page.goto('/checkout');
  await fillAddress(page);
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Place order/ }).dblclick();
  await expect(page.getByText('Thank you! Your order has been placed.')).toBeVisible();
  expect(await myOrderCount(page)).toBe(before + 1);
});

test.describe('on a phone (375 px, touch)', () => {
  // At this height the footer's FAQ link lay exactly where the button was while the emptied checkout showed: the
  // second tap went to /faq.
  test.use({ viewport: { width: 375, height: 739 }, hasTouch: true, isMobile: true });

  test('a double tap on Place order shows the confirmation, not a footer link under the finger', async ({
    page,
  }) => {
    await signIn(page);
    await addFeaturedProductToCart(page);
    await page.goto('/checkout');
    await fillAddress(page);
    await agreeToTerms(page);
    const button = page.getByRole('button', { name: /^Place order/ });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (!box) throw new Error('Place order is not on the screen');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(x, y);
    // A phone's second tap comes a moment later: as the address changes, before the confirmation has painted.
    await page.waitForURL(/\/orders\//, { waitUntil: 'commit' });
    await page.touchscreen.tap(x, y);
    const thanks = page.getByText('Thank you! Your order has been placed.');
    await expect(thanks).toBeVisible();
    // Whatever a late second tap could still reach has had its chance.
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9]{20}\?placed=1$/);
    await expect(thanks).toBeInViewport();
  });
});

test('the account menu stays under its button, in the sticky header, while the page scrolls', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => window.scrollTo(0, 300));
  const button = page.getByRole('button', { name: /^Account menu for/ });
  await button.click();
  const menu = page.getByRole('menu', { name: /^Account menu for/ });
  await expect(menu.getByRole('menuitem', { name: 'My Orders' })).toBeInViewport();
  // Read in the same task as the scroll, before any scroll listener could move the menu back.
  const gap = await page.evaluate(() => {
    const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
    window.scrollBy(0, 400);
    return top('[role="menu"]').top - top('button[aria-haspopup="menu"]').bottom;
  });
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(16);
  await menu.getByRole('menuitem', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('a corrupt root value in localStorage still loads the shop with an empty cart', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('root', '{not json'));
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('the mobile menu at 375 px drills into Sofa → Fabric Sofa, goes back and resets', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('heading', { name: 'Menu' })).toBeVisible();
  await menu.getByRole('button', { name: 'Open Sofa subcategories' }).click();
  await expect(menu.getByRole('heading', { name: 'Sofa' })).toBeVisible();
  await menu.getByRole('button', { name: 'Open Fabric Sofa subcategories' }).click();
  await expect(menu.getByRole('heading', { name: 'Fabric Sofa' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /L Shaped Sofa/ })).toBeVisible();
  await menu.getByRole('button', { name: 'Back' }).click();
  await expect(menu.getByRole('heading', { name: 'Sofa' })).toBeVisible();
  await menu.getByRole('button', { name: 'Open Fabric Sofa subcategories' }).click();
  await menu.getByRole('button', { name: 'Reset' }).click();
  await expect(menu.getByRole('heading', { name: 'Menu' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Open Sofa subcategories' })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
});

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  test('login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('cart with items', async ({ page }) => {
    await addFeaturedProductToCart(page);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('checkout, also with the validation errors showing', async ({ page }) => {
    await signIn(page);
    await addFeaturedProductToCart(page);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('textbox', { name: /^Full name/ }).fill('');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByText('Please enter the PIN code.')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
