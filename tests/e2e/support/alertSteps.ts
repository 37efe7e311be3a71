import { expect, type Page } from '@playwright/test';
import { demoProducts } from '../../../src/adapters/memory/seed/demoCatalogue';
import { openAdmin, toast } from './shopSteps';

/** The demo sofa whose grey 5-seater is sold out while its other options are not (the demo's and the emulators'). */
export const SOFA = '/sofas/amer-fabric-sofa';
const SOFA_ID = demoProducts.find((product) => product.name === 'Amer Fabric Sofa')?.id ?? 'missing';

/** The owner opens the sofa's form. */
export const editSofa = (page: Page): Promise<void> =>
  openAdmin(page, `/admin/products/edit/${SOFA_ID}`, 'Edit Product');

/** The owner saves the sofa's form. */
const saveSofa = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();
};

/** The owner sets the sofa's price and saves. */
export const setSofaPrice = async (page: Page, price: number): Promise<void> => {
  await editSofa(page);
  await page.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill(String(price));
  await saveSofa(page);
};

/** The owner sets the stock of the sofa's grey 5-seater (its fourth option) and saves. */
export const setGreyFiveSeaterStock = async (page: Page, stock: number): Promise<void> => {
  await editSofa(page);
  await page
    .getByRole('group', { name: 'Variant 4' })
    .getByRole('textbox', { name: 'Stock' })
    .fill(String(stock));
  await saveSofa(page);
};

/** Ticks the alert form's consent with the keyboard, as anyone can. */
export const consentToAlert = async (page: Page): Promise<void> => {
  const box = page.getByTestId('product-alerts').getByRole('checkbox');
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
};

/** The sofa's sold-out grey 5-seater chosen on its page. */
export const chooseSoldOutOption = async (page: Page): Promise<void> => {
  await page.goto(SOFA);
  await page.getByRole('button', { name: /^Stone Grey/ }).click();
  await page.getByRole('button', { name: /^5 Seater/ }).click();
  await expect(page.getByTestId('stock-state')).toHaveText('Out of stock');
};

/** A guest asks, on the sold-out grey 5-seater, to be told at `email` when it is back. */
export const askAsGuestWhenBack = async (page: Page, email: string): Promise<void> => {
  await chooseSoldOutOption(page);
  const alerts = page.getByTestId('product-alerts');
  await alerts.getByRole('button', { name: "Notify me when it's back" }).click();
  await alerts.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
  await consentToAlert(page);
  await alerts.getByRole('button', { name: "Notify me when it's back" }).last().click();
  await expect(toast(page, 'Alert saved')).toBeVisible();
};
