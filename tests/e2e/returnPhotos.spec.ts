import { expect, type Page, test } from '@playwright/test';
import { shortOrderId } from '../../src/domain/orders/ShortOrderId';
import { drawPhoto, naturalSize } from './support/photoSteps';
import { ADMIN, expectNoSeriousViolations, openAdmin, signIn, switchAccount } from './support/shopSteps';

/**
 * A shopper attaches a photo of the damage to a return on a 360 px phone (memory backend): it is resized in the
 * browser, kept in IndexedDB under the shopper's folder and shown, from there, on their order and to the staff.
 */
test.use({ viewport: { width: 360, height: 740 } });

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a photo of the damage goes with a return request, on a phone, and the shopper and the staff see it', async ({
  page,
}) => {
  const ticket = `R-${shortOrderId('demoOrderDelivered01')}-2`;
  await signIn(page);
  const photo = await drawPhoto(page);
  await page.goto('/orders/demoOrderDelivered01');
  const returns = page.getByRole('region', { name: 'Returns' });
  await returns.getByRole('button', { name: 'Request a return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a return' });
  await dialog.getByLabel('Photos of the damage (up to 4)').setInputFiles({
    name: 'split-leg.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  const picked = dialog.getByRole('img', { name: 'Photo 1: split-leg.png' });
  await expect(picked).toBeVisible();
  expect((await naturalSize(picked)).width).toBe(1600);
  await expect(dialog.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousViolations(page);

  await dialog.locator('label').filter({ hasText: 'Jaipur Arm Chair' }).click();
  await dialog.getByRole('combobox', { name: /^Reason/ }).selectOption('Damaged in transit');
  await dialog.getByRole('textbox', { name: /^UPI ID/ }).fill('priya.demo@fictitious');
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(
    returns.getByText(`Return request ${ticket} received. We will reply within 48 hours.`),
  ).toBeVisible();
  // Exact: while a photo is being read its placeholder is named 'Photo 1 of return …, loading'.
  const shown = returns.getByRole('img', { name: `Photo 1 of return ${ticket}`, exact: true });
  await expect(shown).toBeVisible();
  expect((await naturalSize(shown)).width).toBe(1600);
  await expect(returns.getByRole('link', { name: `Photo 1 of return ${ticket}` })).toHaveAttribute(
    'href',
    /^blob:/,
  );
  expect(await fitsTheScreen(page)).toBe(true);

  await switchAccount(page, ADMIN);
  await openAdmin(page, '/admin/returns', 'Returns');
  const row = page.getByRole('row').filter({ hasText: ticket });
  const staffView = row.getByRole('img', { name: `Photo 1 of return ${ticket}`, exact: true });
  await expect(staffView).toBeVisible();
  expect((await naturalSize(staffView)).width).toBe(1600);
});
