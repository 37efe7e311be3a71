import { expect, test, type Page } from '@playwright/test';
import { demoProducts } from '../../src/adapters/memory/seed/demoCatalogue';
import { formatRupees } from '../../src/domain/text/Money';
import { productPath } from '../../src/domain/catalogue/NavigationTree';
import {
  ADMIN,
  expectNoSeriousViolations,
  fillDeclarations,
  openAdmin,
  signIn,
  toast,
} from './support/shopSteps';

/** Legal Metrology on the production build (memory backend): what a product declares, and the form that asks. */

const sofa = demoProducts.find((product) => product.isActive && product.originalPrice !== undefined);
if (!sofa?.originalPrice) throw new Error('the demo seed has no discounted active product');
const mrp = `${formatRupees(sofa.originalPrice)} (incl. of all taxes)`;

const noSidewaysScroll = async (page: Page, width: number): Promise<void> => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
};

for (const width of [360, 1280]) {
  test(`a product page shows its declarations and reads its struck-through price as the MRP, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(productPath(sofa));
    await expect(page.getByRole('heading', { level: 1, name: sofa.name })).toBeVisible();
    await expect(page.getByTestId('product-price').locator('..')).toContainText(`MRP ${mrp}`);

    const section = page.getByRole('region', { name: 'Product declarations' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2, name: 'Product declarations' })).toBeVisible();
    await expect(section.getByRole('term')).toHaveText([
      'Country of origin',
      'Manufacturer or importer',
      'MRP',
      'Net quantity',
      'Dimensions',
      'Warranty',
    ]);
    await expect(section.getByRole('definition')).toHaveText([
      'India',
      `${sofa.manufacturerName}, ${sofa.manufacturerAddress}`,
      mrp,
      sofa.netQuantity,
      sofa.dimensions,
      sofa.warranty,
    ]);
    await noSidewaysScroll(page, width);
    await expectNoSeriousViolations(page);
  });
}

test('the product form refuses a product without a country of origin, with its message, at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, ADMIN);
  await openAdmin(page, '/admin/products/add', 'Add Product');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Kuchaman Teak Stool');
  await page.getByRole('textbox', { name: /^Description/ }).fill('A low stool in teak.');
  await page.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('3999');
  await page.getByRole('textbox', { name: /^Stock/ }).fill('5');
  await page.getByRole('textbox', { name: 'Main image URL' }).fill('/placeholder.svg');
  await page
    .locator('label')
    .filter({ hasText: /^Chair$/ })
    .first()
    .click();
  await fillDeclarations(page);
  const country = page.getByRole('region', { name: 'Declarations' }).getByRole('textbox', {
    name: /^Country of origin/,
  });
  await country.fill('');

  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Please enter the country of origin, e.g. India.')).toBeVisible();
  await expect(country).toHaveAttribute('aria-invalid', 'true');
  await expect(country).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/products\/add$/);
  await noSidewaysScroll(page, 360);
  await expectNoSeriousViolations(page);

  await country.fill('India');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
});
