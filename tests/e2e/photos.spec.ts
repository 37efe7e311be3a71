import { expect, test } from '@playwright/test';
import { drawPhoto, naturalSize } from './support/photoSteps';
import { ADMIN, appHasThePrerenderedPage, openAdmin, signIn, toast } from './support/shopSteps';

/**
 * The admin uploads a photo in the demo (memory backend): it is resized in the browser, kept in IndexedDB and
 * served at /demo-photos/… by the photo service worker, so the shop's own pages show it like any other picture.
 */

// The photos are served by the service worker (playwright.config.ts blocks workers for the other specs).
test.use({ serviceWorkers: 'allow' });

const PRODUCT_ID = 'prod0001sheeshamdemo';
/**
 * Longer than the app's own wait for the photo worker to take over (TAKE_OVER_MS, 20 s), so a worker that is too
 * slow fails the test on the app's 'not uploaded yet' message rather than on a timeout of the test's own.
 */
const UPLOAD_WAIT_MS = 30_000;
const PRODUCT_NAME = 'Jodhpur Sheesham Wooden Sofa';

test('an uploaded photo is resized, saved with the product and shown by the shop, also after a reload', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const photo = await drawPhoto(page);
  await openAdmin(page, `/admin/products/edit/${PRODUCT_ID}`, 'Edit Product');
  const images = page.getByRole('region', { name: 'Images' });

  const chooser = page.waitForEvent('filechooser');
  await images.getByRole('button', { name: 'Upload photos' }).click();
  await (await chooser).setFiles({ name: 'sofa-photo.png', mimeType: 'image/png', buffer: photo });
  await expect(images.getByText('Photo uploaded.')).toBeVisible({ timeout: UPLOAD_WAIT_MS });

  // The upload went to the end; the move-up buttons make it the main image.
  const rows = images.getByTestId('product-image-row');
  const last = (await rows.count()) - 1;
  const uploaded = images.getByRole('textbox', { name: `Image ${last + 1} URL` });
  const url = await uploaded.inputValue();
  expect(url).toMatch(/^\/demo-photos\/products\/[a-f0-9]{32}\.(webp|jpg)$/);
  const preview = images.getByRole('img', { name: `Image ${last + 1} preview` });
  expect(await naturalSize(preview)).toMatchObject({ width: 480, height: 360 });
  for (let index = last; index > 0; index--) {
    await images
      .getByRole('button', { name: index === 1 ? 'Move the image 2 up' : `Move the image ${index + 1} up` })
      .click();
  }
  await expect(images.getByRole('textbox', { name: 'Main image URL' })).toHaveValue(url);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();

  // The shop: the card shows the small version, the product page the photo, resized to 1600 px.
  await page.goto(`/search?q=${encodeURIComponent('Jodhpur Sheesham')}`);
  const card = page.locator(`img[src="${url.replace(/\.(webp|jpg)$/, '.card.$1')}"]`).first();
  await expect(card).toBeVisible();
  expect((await naturalSize(card)).width).toBe(480);
  await page.getByRole('link', { name: PRODUCT_NAME }).first().click();
  await expect(page.getByRole('heading', { name: PRODUCT_NAME, level: 1 })).toBeVisible();
  const main = page.locator(`img[src="${url}"]`).first();
  await expect(main).toBeVisible();
  expect(await naturalSize(main)).toMatchObject({ width: 1600, height: 1200 });

  await page.reload();
  await expect(page.getByRole('heading', { name: PRODUCT_NAME, level: 1 })).toBeVisible();
  expect((await naturalSize(page.locator(`img[src="${url}"]`).first())).width).toBe(1600);
});

test('the banner form uploads its image at phone width, and the home page shows it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, ADMIN);
  const photo = await drawPhoto(page);
  await openAdmin(page, '/admin/banners', 'Banners');
  await page.getByRole('button', { name: 'Add New Banner' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Banner' });
  await form.getByLabel(/^Title/).fill('Monsoon photo banner');
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Upload a photo' }).click();
  await (await chooser).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: photo });
  await expect(form.getByLabel(/^Image URL/)).toHaveValue(
    /^\/demo-photos\/banners\/[a-f0-9]{32}\.(webp|jpg)$/,
    { timeout: UPLOAD_WAIT_MS },
  );
  const url = await form.getByLabel(/^Image URL/).inputValue();
  expect((await naturalSize(form.getByRole('img', { name: 'Banner image preview' }))).width).toBe(1600);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await form.getByRole('button', { name: 'Create Banner' }).click();
  await expect(form).toBeHidden();

  await page.goto('/');
  const banner = page.locator(`img[src="${url}"]`).first();
  // A hidden slide's picture waits until the shopper reaches for the carousel (or its turn nears).
  await appHasThePrerenderedPage(page);
  await page.getByRole('region', { name: 'Offers' }).hover();
  await expect(banner).toBeAttached();
  // Slides after the first load lazily: the picture is fetched here as the carousel will fetch it.
  const width = await page.evaluate(async (src) => {
    const picture = new Image();
    picture.src = src;
    await picture.decode();
    return picture.naturalWidth;
  }, url);
  expect(width).toBe(1600);
});

test("at 360 px the product form's pictures fit the screen, each with its buttons", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, ADMIN);
  await openAdmin(page, `/admin/products/edit/${PRODUCT_ID}`, 'Edit Product');
  const images = page.getByRole('region', { name: 'Images' });
  await images.scrollIntoViewIfNeeded();
  for (const name of ['Upload photos', 'Add image URL', 'Move the main image down', 'Remove image 1']) {
    await expect(images.getByRole('button', { name })).toBeVisible();
  }
  await expect(images.getByRole('button', { name: 'Take a photo' })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
