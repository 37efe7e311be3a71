import { expect, type Locator, type Page, test } from '@playwright/test';
import { shortOrderId } from '../../src/domain/ShortOrderId';
import { ADMIN, expectNoSeriousViolations, openAdmin, signIn, signInOnLoginPage } from './support/shopSteps';

/**
 * A shopper attaches a photo of the damage to a return on a 360 px phone (memory backend): it is resized in the
 * browser, kept in IndexedDB under the shopper's folder and shown, from there, on their order and to the staff.
 */
test.use({ viewport: { width: 360, height: 740 } });

/** A 2400 × 1800 PNG drawn in the page: large enough to be resized to 1600 × 1200. */
const drawPhoto = async (page: Page): Promise<Buffer> => {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#8b5a2b';
    context.fillRect(0, 0, 2400, 1800);
    context.fillStyle = '#2f4f4f';
    context.fillRect(900, 600, 600, 600);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
};

const naturalWidth = (image: Locator) =>
  image.evaluate(async (element: HTMLImageElement) => {
    if (!element.complete)
      await new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
    return element.naturalWidth;
  });

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
  expect(await naturalWidth(picked)).toBe(1600);
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
  expect(await naturalWidth(shown)).toBe(1600);
  await expect(returns.getByRole('link', { name: `Photo 1 of return ${ticket}` })).toHaveAttribute(
    'href',
    /^blob:/,
  );
  expect(await fitsTheScreen(page)).toBe(true);

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto('/login');
  await signInOnLoginPage(page, ADMIN);
  await openAdmin(page, '/admin/returns', 'Returns');
  const row = page.getByRole('row').filter({ hasText: ticket });
  const staffView = row.getByRole('img', { name: `Photo 1 of return ${ticket}`, exact: true });
  await expect(staffView).toBeVisible();
  expect(await naturalWidth(staffView)).toBe(1600);
});
