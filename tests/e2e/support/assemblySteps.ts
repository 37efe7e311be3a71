import { expect, type Page } from '@playwright/test';
import { openAdmin, shortOrderId } from './shopSteps';

const CHEST = 'Bharatpur Chest of Drawers';

/** From the search, the demo's chest of drawers (assembled at ₹499 a piece) into the cart, its charge read on its page. */
export const addChestOfDrawersToCart = async (page: Page): Promise<void> => {
  await page.goto(`/search?q=${encodeURIComponent(CHEST)}`);
  await page.getByRole('link', { name: CHEST }).first().click();
  await expect(page.getByRole('heading', { name: CHEST, level: 1 })).toBeVisible();
  await expect(page.getByText('Assembly by our team: ₹499 a piece')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
};

/** On the new order's page: books the offered assembly; the total grows by its ₹499 and the page says it is booked. */
export const bookAssembly = async (page: Page): Promise<void> => {
  const panel = page.getByRole('region', { name: 'Assembly' });
  await expect(panel.getByTestId('assembly-offer')).toHaveText(`${CHEST}: ₹499`);
  await expect(
    panel.getByText(/^After delivery, our team calls you on \d{10} to fix a time to assemble it\./),
  ).toBeVisible();
  const before = Number((await page.getByTestId('total').innerText()).replace(/[^\d]/g, ''));
  await panel.getByRole('button', { name: 'Book assembly for ₹499' }).click();
  await expect(panel.getByRole('status')).toHaveText('Assembly booked');
  await expect(panel.getByRole('button', { name: /^Book/ })).toHaveCount(0);
  await expect(page.getByTestId('assembly')).toHaveText('₹499');
  await expect(page.getByTestId('total')).toHaveText(`₹${(before + 499).toLocaleString('en-IN')}`);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Assembly' }).getByRole('status')).toHaveText(
    'Assembly booked',
  );
};

/** As staff: confirms the order and finds its assembly on the tax invoice, a row of its own under SAC 998739. */
export const confirmAndSeeAssemblyInvoiced = async (page: Page, orderId: string): Promise<void> => {
  await openAdmin(page, '/admin/orders', 'Orders');
  await page.getByRole('button', { name: `Open order ${shortOrderId(orderId)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${shortOrderId(orderId)}` });
  await expect(dialog.getByText('Assembly booked: ₹499')).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark as Confirmed' }).click();
  await dialog.getByRole('link', { name: /^Tax invoice / }).click();
  const row = page
    .getByRole('table', { name: 'Invoice lines' })
    .getByRole('row', { name: new RegExp(`^Assembly: ${CHEST}`) });
  await expect(row).toContainText('998739');
  await expect(row).toContainText('18%');
};
