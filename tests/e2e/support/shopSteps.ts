import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { shortOrderId as readableId } from '../../../src/domain/orders/ShortOrderId';

/** Steps shared by the browser tests of both backends. */

export interface Credentials {
  email: string;
  password: string;
}

export const ADMIN: Credentials = { email: 'admin@demo.shop', password: 'admin123' };
export const SHOPPER: Credentials = { email: 'shopper@demo.shop', password: 'shopper123' };

/** Fills the sign-in form of the page already showing /login. */
export const signInOnLoginPage = async (page: Page, { email, password }: Credentials): Promise<void> => {
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

export const signIn = async (page: Page, credentials: Credentials = SHOPPER): Promise<void> => {
  await page.goto('/login');
  await signInOnLoginPage(page, credentials);
  await expect(page).toHaveURL(/\/$/);
};

/** The sign-up's consent to the privacy notice, by its accessible name. */
export const PRIVACY_CONSENT = /^I have read the Privacy Notice and agree/;

/** Ticks the consent to the privacy notice, which sign-up never ticks in advance, with the keyboard as anyone can. */
export const agreeToPrivacyNotice = async (page: Page): Promise<void> => {
  const consent = page.getByRole('checkbox', { name: PRIVACY_CONSENT });
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
};

/** Creates an account on /signup, agreeing to the privacy notice, and waits for "Check your inbox". */
export const signUp = async (page: Page, name: string, { email, password }: Credentials): Promise<void> => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: /^Full name/ }).fill(name);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(password);
  await page
    .getByLabel(/^Confirm password/)
    .first()
    .fill(password);
  await agreeToPrivacyNotice(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox', level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
};

/**
 * Waits until the app has taken a page prerendered at build time over (HydrationDone): before, a link opens its prerendered page
 * by a full load, and what the page shows is the last build's word.
 */
export const appHasThePrerenderedPage = (page: Page): Promise<void> =>
  expect(page.locator('html')).not.toHaveAttribute('data-prerendered');

/**
 * Waits until a prerendered page shows the live shop: the app has it, its backend has loaded and the products on show
 * were asked again (src/main.tsx marks it). Before, a product's stock is the last build's word.
 */
export const shopIsLive = async (page: Page): Promise<void> => {
  await appHasThePrerenderedPage(page);
  await page.waitForFunction(() => performance.getEntriesByName('sheesham:live').length > 0);
};

/** Adds the first in-stock featured product from the home page; returns its name. */
export const addFeaturedProductToCart = async (page: Page): Promise<string> => {
  await page.goto('/');
  await shopIsLive(page);
  // Within its row: while the featured row still loads, the first button on the page may be a new arrival's.
  const featured = page.getByRole('region', { name: 'Featured Products' });
  const button = featured.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  await expect(button).toBeVisible();
  const label = (await button.getAttribute('aria-label')) ?? '';
  await button.click();
  await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  return label.replace(/^Add /, '').replace(/ to cart$/, '');
};

/**
 * Adds the product whose page is at `path` from that page, once the page shows the live shop. A test that needs its
 * order to pass every check names its product: the featured row's first product changes as other tests buy out its
 * small demo stock, and it may cost more than cash on delivery takes.
 */
export const addProductToCart = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await shopIsLive(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
};

/** A Bengaluru address unless told another PIN code and state; the demo zones take cash on delivery there up to ₹50,000. */
export const fillAddress = async (page: Page, pincode = '560025', state = 'Karnataka'): Promise<void> => {
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Asha Verma');
  await page.getByRole('textbox', { name: /^Mobile number/ }).fill('98450 12345');
  await page.getByRole('textbox', { name: /^Address line 1/ }).fill('221 Residency Road');
  await page.getByRole('textbox', { name: /^City/ }).fill('Bengaluru');
  await page.getByRole('combobox', { name: /^State/ }).selectOption(state);
  await page.getByRole('textbox', { name: /^PIN code/ }).fill(pincode);
};

/** The checkout's consent box, by its accessible name. */
export const TERMS_CONSENT = 'I agree to the Terms of Sale and the Return Policy';

/** Ticks the checkout's consent to the terms, which is never ticked in advance, with the keyboard as anyone can. */
export const agreeToTerms = async (page: Page): Promise<void> => {
  const consent = page.getByRole('checkbox', { name: TERMS_CONSENT });
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
};

/**
 * On /checkout with a cart: fills the address (at `pincode` in `state`), agrees to the terms, places the order, and
 * sees the order keep the delivery date checkout promised; returns its id.
 */
export const placeOrder = async (page: Page, pincode?: string, state?: string): Promise<string> => {
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await fillAddress(page, pincode, state);
  // What checkout promises for the pincode is what the order keeps.
  const promised = page.getByText(/^Delivery by /).first();
  await expect(promised).toBeVisible();
  const promise = await promised.textContent();
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Place order/ }).click();
  await page
    .getByText('Thank you! Your order has been placed.')
    .waitFor({ timeout: 10_000 })
    .catch(async (error: unknown) => {
      const said = await page.getByRole('alert').or(page.getByRole('status')).allInnerTexts();
      throw new Error(`No order confirmation; the page says: ${said.join(' | ') || 'nothing'}`, {
        cause: error,
      });
    });
  // The confirmation shows only the short id; the full one is in the address (/orders/:id?placed=1).
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  expect(orderId).toMatch(/^[A-Za-z0-9]{20}$/);
  await expect(page.getByTestId('placed-order-id')).toHaveText(shortOrderId(orderId));
  await expect(page.getByTestId('promised-delivery')).toHaveText(promise ?? '');
  return orderId;
};

/** "#" and the domain's short id, as order cards, the confirmation and notifications show an order id. */
export const shortOrderId = (orderId: string): string => `#${readableId(orderId)}`;

/** Logs the shopper out from the account menu and signs `credentials` in on the login page. */
export const switchAccount = async (page: Page, credentials: Credentials): Promise<void> => {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto('/login');
  await signInOnLoginPage(page, credentials);
};

export const openAdmin = async (page: Page, path: string, heading: string): Promise<void> => {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
};

/** Fills the product form's declarations, as the law asks of a new product: made in India, by a workshop. */
export const fillDeclarations = async (page: Page): Promise<void> => {
  const declarations = page.getByRole('region', { name: 'Declarations' });
  await declarations.getByRole('textbox', { name: /^Country of origin/ }).fill('India');
  await declarations.getByRole('textbox', { name: /^Net quantity/ }).fill('1 N');
  await declarations.getByRole('textbox', { name: /^Manufacturer or importer/ }).fill('Nagaur Teak Works');
  await declarations
    .getByRole('textbox', { name: /^Address of the manufacturer/ })
    .fill('7 Station Road, Nagaur 341001');
};

export const toast = (page: Page, text: string): Locator =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });

export const expectNoSeriousViolations = async (page: Page): Promise<void> => {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
    ),
  ).toEqual([]);
};
