import { expect, type Page } from '@playwright/test';
import { toast } from './shopSteps';

/** The demo's delivered cash order was collected by the shop's own team and is not paid over yet. */
export const OWN_TEAM_COURIER = 'Sheesham Home delivery team';

/**
 * On /admin/cod, records the payment `reference` of everything `courier` holds (the amount the page fills in), and
 * sees its cash no longer waiting.
 */
export const recordCodPayment = async (page: Page, courier: string, reference: string): Promise<void> => {
  await page.goto('/admin/cod');
  await expect(page.getByRole('heading', { name: 'Cash on delivery', level: 1 })).toBeVisible();
  const held = page.getByRole('region', { name: courier });
  await expect(held.getByTestId('cod-due')).toContainText(/₹[\d,]+ not paid over, \d+ orders?/);
  await held.getByRole('textbox', { name: /^Payment reference/ }).fill(reference);
  await held.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, 'Payment recorded. Its orders are paid over.')).toBeVisible();
  await expect(page.getByRole('region', { name: courier })).toHaveCount(0);
};
