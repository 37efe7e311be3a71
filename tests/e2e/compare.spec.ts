import { expect, test, type Page } from '@playwright/test';
import { demoProducts } from '../../src/adapters/memory/seed/demoCatalogue';
import { productPath } from '../../src/domain/catalogue/NavigationTree';
import { expectNoSeriousViolations, shopIsLive, toast } from './support/shopSteps';

/** Compare (docs/behaviour.md#compare), on the memory build. */
const compared = (page: Page) => page.getByRole('table', { name: 'Compared products' });
/** The names of the compared products, left to right. */
const comparedNames = (page: Page) =>
  compared(page).getByRole('columnheader').getByRole('link').allTextContents();

test('four products from the cards and the product page, side by side at 1280 px and 360 px, and at a shared address', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products');
  await shopIsLive(page);
  const cards = page.getByRole('list', { name: 'Products', exact: true });
  const toggles = cards.getByRole('button', { name: /^Compare / });
  const names: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const toggle = toggles.nth(index);
    names.push(((await toggle.getAttribute('aria-label')) ?? '').replace(/^Compare /, ''));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByRole('link', { name: 'Compare (3)', exact: true })).toBeVisible();

  const fourth = demoProducts.find((product) => product.isActive && !names.includes(product.name));
  const fifth = demoProducts.find(
    (product) => product.isActive && product !== fourth && !names.includes(product.name),
  );
  if (!fourth || !fifth) throw new Error('the demo seed has fewer than five active products');
  await page.goto(productPath(fourth));
  await shopIsLive(page);
  const onPage = page.getByRole('button', { name: 'Compare', exact: true });
  await onPage.click();
  await expect(onPage).toHaveAttribute('aria-pressed', 'true');
  names.push(fourth.name);

  // A fifth: the list says it is full and keeps its four.
  await page.goto(productPath(fifth));
  await shopIsLive(page);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(toast(page, 'You can compare up to 4 products')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.getByRole('link', { name: 'Compare (4)', exact: true }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[^&]+,[^&]+,[^&]+,[^&]+$/);
  await expect(compared(page)).toBeVisible();
  await expect.poll(() => comparedNames(page)).toEqual(names);
  await expect(page).toHaveTitle(`Compare ${names.slice(0, 3).join(', ')} and ${names[3]} — Sheesham Home`);
  // On a desktop all four fit: no sideways scroll.
  const region = page.getByRole('region', { name: 'Compared products' });
  expect(await region.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  for (const header of await compared(page).getByRole('columnheader').all())
    await expect(header).toBeInViewport();
  await expectNoSeriousViolations(page);
  const shared = page.url();

  // A phone: one product beside the labels, a swipe to each, the labels staying.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/compare');
  await expect(page).toHaveURL(shared);
  await expect.poll(() => comparedNames(page)).toEqual(names);
  const priceLabel = compared(page).getByRole('rowheader', { name: 'Price', exact: true });
  const labelLeft = (await priceLabel.boundingBox())?.x ?? -1;
  expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  const lastHeader = compared(page).getByRole('columnheader').last();
  await expect(lastHeader).not.toBeInViewport({ ratio: 0.9 });
  await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(lastHeader).toBeInViewport({ ratio: 0.9 });
  await expect(priceLabel).toBeInViewport();
  expect((await priceLabel.boundingBox())?.x).toBe(labelLeft);
  // The swipe stops at a product, not between two.
  await region.evaluate((box) => box.scrollTo({ left: box.clientWidth * 0.6 }));
  await expect
    .poll(async () =>
      Math.abs(
        ((await compared(page).getByRole('columnheader').nth(1).boundingBox())?.x ?? 0) -
          ((await priceLabel.boundingBox())?.x ?? 0) -
          ((await priceLabel.boundingBox())?.width ?? 0),
      ),
    )
    .toBeLessThan(2);
  await expectNoSeriousViolations(page);

  // The address is the list: another device shows the same products.
  const fresh = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const other = await fresh.newPage();
  await other.goto(shared);
  await expect.poll(() => comparedNames(other)).toEqual(names);
  await expect(other.getByRole('link', { name: /^Compare \(/ })).toHaveCount(0);
  await fresh.close();
});
