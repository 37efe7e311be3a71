import { expect, test, type Page } from '@playwright/test';
import { DEMO_SHOP_SETTINGS as DEMO } from '../../src/adapters/memory/seed/demoSettings';
import { expectNoSeriousViolations } from './support/shopSteps';

/** The page fits the phone's width: nothing makes it scroll sideways. */
const expectNoSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test.describe('the legal pages at 360 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
  });

  test("/contact gives customer care, the demo's seller and its grievance officer", async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: DEMO.phone }).first()).toHaveAttribute(
      'href',
      'tel:+910000012345',
    );
    await expect(main.getByRole('link', { name: DEMO.email }).first()).toBeVisible();
    const seller = main.getByRole('region', { name: 'The seller' });
    for (const text of [DEMO.sellerLegalName, DEMO.sellerAddress, DEMO.sellerGstin])
      await expect(seller.getByText(text)).toBeVisible();
    const officer = main.getByRole('region', { name: 'Grievance Officer' });
    for (const text of [DEMO.grievanceOfficerName, DEMO.grievanceOfficerDesignation])
      await expect(officer.getByText(text)).toBeVisible();
    await expect(officer.getByRole('link', { name: DEMO.grievanceOfficerPhone })).toHaveAttribute(
      'href',
      'tel:+910000054321',
    );
    await expect(officer.getByRole('link', { name: DEMO.grievanceOfficerEmail })).toHaveAttribute(
      'href',
      `mailto:${DEMO.grievanceOfficerEmail}`,
    );
    await expectNoSidewaysScroll(page, 360);
    await expectNoSeriousViolations(page);
  });

  test('/terms states the seller, the payment methods and the officer', async ({ page }) => {
    await page.goto('/terms');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Terms of Sale', level: 1 })).toBeVisible();
    await expect(main.getByText(`Sheesham Home is run by ${DEMO.sellerLegalName}`)).toBeVisible();
    await expect(main.getByText(`our UPI ID ${DEMO.upiId}`)).toBeVisible();
    await expect(
      main.getByRole('region', { name: 'Grievance Officer' }).getByText(DEMO.grievanceOfficerName),
    ).toBeVisible();
    await main.getByRole('link', { name: 'Return Policy' }).first().click();
    await expect(page).toHaveURL(/\/returns$/);
    await page.goBack();
    await expect(main.getByRole('heading', { name: 'Terms of Sale', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, 360);
    await expectNoSeriousViolations(page);
  });

  test('/privacy says how long orders are kept and where the rights are used, with the officer', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Privacy Notice', level: 1 })).toBeVisible();
    await expect(
      main.getByText('Your orders and their tax invoices: as long as your account, and at least 8 years.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(main.getByText(/replaced by ‘Deleted customer’/)).toBeVisible();
    await expect(main.getByText(/Data Protection Board of India/)).toBeVisible();
    await expect(
      main
        .getByRole('region', { name: 'Grievance Officer' })
        .getByRole('link', { name: DEMO.grievanceOfficerEmail }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, 360);
    await expectNoSeriousViolations(page);
  });

  test('the footer names the seller and its links open the legal pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`Sold by ${DEMO.sellerLegalName}, ${DEMO.sellerAddress}.`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Grievance Redressal' })).toHaveAttribute(
      'href',
      '/grievance',
    );
    for (const [name, path, heading] of [
      ['Terms of Sale', '/terms', 'Terms of Sale'],
      ['Privacy Notice', '/privacy', 'Privacy Notice'],
      ['Contact Us', '/contact', 'Contact Us'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    }
    await expectNoSidewaysScroll(page, 360);
  });
});

test('/contact on a desktop: the details beside the help card, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/contact');
  await expect(
    page.getByRole('region', { name: 'Grievance Officer' }).getByText(DEMO.grievanceOfficerName),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});
