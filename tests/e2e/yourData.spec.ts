import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  agreeToPrivacyNotice,
  expectNoSeriousViolations,
  PRIVACY_CONSENT,
  SHOPPER,
  signIn,
  signInOnLoginPage,
  toast,
} from './support/shopSteps';

/** A shopper's own data (DPDP Act 2023): the notice and consent at sign-up, the download, the account's deletion. */

const PHONE = { width: 360, height: 740 };

/** Nothing on the page is wider than the screen (no sideways scrolling at 360 px). */
const expectNoSidewaysScroll = async (page: Page): Promise<void> => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
};

const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' });

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE });

  test('sign-up shows what is kept and why, links the Privacy Notice, and needs the unticked consent', async ({
    page,
  }) => {
    const email = `meera.${Date.now()}@example.in`;
    await page.goto('/signup');
    const notice = page.getByRole('region', { name: 'Your data at Sheesham Home' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(/to sell and deliver your furniture/)).toBeVisible();
    await expect(notice.getByRole('link', { name: /Read our Privacy Notice/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(page.getByRole('checkbox', { name: PRIVACY_CONSENT })).not.toBeChecked();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);

    await page.getByRole('textbox', { name: /^Full name/ }).fill('Meera Nair');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('secret123');
    await page
      .getByLabel(/^Confirm password/)
      .first()
      .fill('secret123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please agree to the Privacy Notice to create your account.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: PRIVACY_CONSENT })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);

    await agreeToPrivacyNotice(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox', level: 1 })).toBeVisible();
  });

  test("'Download my data' gives a JSON file holding the shopper's orders", async ({ page }) => {
    await signIn(page, SHOPPER);
    await page.goto('/orders');
    const orders = page.getByRole('list', { name: 'Your orders' }).getByRole('article');
    await expect(orders.first()).toBeVisible();
    const shownOrders = await orders.count();

    await page.goto('/profile');
    await expect(yourData(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      yourData(page).getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sheesham-home-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
      format: string;
      account: { uid: string; email: string };
      orders: { id: string; userId: string; lines: unknown[] }[];
      reviews: { userId: string }[];
    };
    expect(file.format).toBe('sheesham-home-personal-data');
    expect(file.account.email).toBe(SHOPPER.email);
    expect(file.orders).toHaveLength(shownOrders);
    expect(file.orders.every((order) => order.userId === file.account.uid && order.lines.length > 0)).toBe(
      true,
    );
    expect(file.reviews.every((review) => review.userId === file.account.uid)).toBe(true);
    await expect(toast(page, 'Your data has been downloaded.')).toBeVisible();
  });

  test("'Delete my account' asks for DELETE, signs out with the message, and the account signs in no more", async ({
    page,
  }) => {
    await signIn(page, SHOPPER);
    await page.goto('/profile');
    await yourData(page).getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/keep your orders and their invoices for tax records/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);

    const confirmation = dialog.getByRole('textbox', { name: /^Type DELETE to confirm/ });
    await confirmation.fill('delete');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Please type DELETE, in capital letters, to confirm.')).toBeVisible();

    await confirmation.fill('DELETE');
    await confirmation.press('Enter');
    await expect(toast(page, 'Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page
        .getByRole('link', { name: 'Login' })
        .or(page.getByRole('link', { name: 'Sign in' }))
        .first(),
    ).toBeVisible();

    await page.goto('/login');
    await signInOnLoginPage(page, SHOPPER);
    await expect(page.getByText('The e-mail or password is incorrect. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('a first Google sign-in from the sign-in screen agrees to the Privacy Notice before its account is made', async ({
  page,
}) => {
  await page.goto('/login?from=%2Fprofile');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'One more step', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your data at Sheesham Home' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page.getByText('Please agree to the Privacy Notice to create your account.')).toBeVisible();
  await agreeToPrivacyNotice(page);
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(yourData(page).getByText(/You agreed to our Privacy Notice on/)).toBeVisible();
});
