import { expect, test } from '@playwright/test';
import { ADMIN, openAdmin, signIn } from './support/shopSteps';

const HEADER =
  'Slug,Name,Description,Price,Stock,Categories,Images,Active,' +
  'Country of origin,Manufacturer or importer,Manufacturer or importer address,Net quantity';
/** 50 product rows; rows 8, 23 and 41 (lines 9, 24 and 42) are wrong in three different ways. */
const fiftyRows = (): string => {
  const rows = Array.from({ length: 50 }, (_, index) => {
    const n = index + 1;
    const price = n === 8 ? 'ten thousand' : String(9000 + n);
    const categories = n === 23 ? '' : 'tables';
    const active = n === 41 ? 'perhaps' : 'yes';
    return (
      `csv-table-${n},"Kesar Table ${n}","A table, ""solid"" sheesham — शीशम",${price},2,${categories},` +
      `/images/products/chair-walnut.svg,${active},India,Kesar Works,"3 Fort Road, Kota 324001",1 N`
    );
  });
  return [HEADER, ...rows].join('\r\n');
};

test('imports a 50-row CSV with 3 bad rows: the preview names the refused lines, the 47 good products appear, and a second import changes nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, ADMIN);
  await openAdmin(page, '/admin/products', 'Products');
  const importFile = async () => {
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
    await expect(dialog.getByRole('button', { name: 'Choose a CSV file' })).toBeVisible();
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'tables.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(fiftyRows(), 'utf8'),
    });
    return dialog;
  };

  const dialog = await importFile();
  const refused = dialog.getByRole('list', { name: 'Refused rows (not imported)' });
  await expect(refused.getByRole('listitem')).toHaveCount(3);
  await expect(refused.getByRole('listitem').nth(0)).toHaveText(
    'Line 9: Please enter the price in whole rupees.',
  );
  await expect(refused.getByRole('listitem').nth(1)).toHaveText(
    'Line 24: Please choose at least one category.',
  );
  await expect(refused.getByRole('listitem').nth(2)).toHaveText(
    'Line 42: Please write yes or no in “Active”.',
  );
  await dialog.getByRole('button', { name: 'Import 47 products' }).click();
  await expect(dialog.getByText('Import finished: 47 added, 0 updated.')).toBeVisible();
  await expect(dialog.getByText('Written 47 of 47 products')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const search = page.getByRole('searchbox', { name: 'Search products by name or id' });
  await search.fill('Kesar Table 50');
  await expect(page.getByText('Kesar Table 50').first()).toBeVisible();
  await search.fill('Kesar Table 8');
  await expect(page.getByText('No products match these filters.')).toBeVisible();

  const again = await importFile();
  const counts = again.getByLabel('What the import would do');
  await expect(counts).toContainText('Unchanged47');
  await expect(
    again.getByText('0 changed: the catalogue already holds every accepted row as it is.'),
  ).toBeVisible();
  await expect(again.getByRole('button', { name: /^Import \d+ products?$/ })).toHaveCount(0);
});
