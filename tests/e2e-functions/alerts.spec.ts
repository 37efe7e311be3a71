import { expect, test, type Page } from '@playwright/test';
import { demoProducts } from '../../src/adapters/memory/seed/demoCatalogue';
import { SmtpSink } from '../support/smtpSink';
import { ADMIN, openAdmin, signIn, toast } from '../e2e/support/shopSteps';

/**
 * A stock alert on the firebase build with the server module (run by `npm run test:emulators`): a guest asks on the
 * product page, the owner restocks in the admin, and the message reaches the local SMTP server the functions send to.
 */
const SOFA = '/sofas/amer-fabric-sofa';
/** The emulators hold the demo shop, with the demo's ids. */
const SOFA_ID = demoProducts.find((product) => product.name === 'Amer Fabric Sofa')?.id ?? 'missing';
const GUEST = 'guest.functions@example.com';
const LATER_GUEST = 'later.guest@example.com';
const smtpHost = process.env['SMTP_HOST'] ?? '';
const sink = new SmtpSink(Number(smtpHost.split(':')[1]));

test.beforeAll(async () => {
  if (!smtpHost) throw new Error('SMTP_HOST is not set: run through `npm run test:emulators`.');
  await sink.start();
});
test.afterAll(() => sink.stop());

/** A guest on the sold-out grey 5-seater asks to be told when it is back. */
const askAsGuest = async (page: Page, email: string): Promise<void> => {
  await page.goto(SOFA);
  await page.getByRole('button', { name: /^Stone Grey/ }).click();
  await page.getByRole('button', { name: /^5 Seater/ }).click();
  await expect(page.getByTestId('stock-state')).toHaveText('Out of stock');
  const alerts = page.getByTestId('product-alerts');
  await alerts.getByRole('button', { name: "Notify me when it's back" }).click();
  await alerts.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
  const consent = alerts.getByRole('checkbox');
  await consent.focus();
  await page.keyboard.press('Space');
  await alerts.getByRole('button', { name: "Notify me when it's back" }).last().click();
  await expect(toast(page, 'Alert saved')).toBeVisible();
};

/** The owner sets the stock of the sofa's grey 5-seater (its fourth option) and saves. */
const setGreyFiveSeaterStock = async (page: Page, stock: number): Promise<void> => {
  await openAdmin(page, `/admin/products/edit/${SOFA_ID}`, 'Edit Product');
  await page
    .getByRole('group', { name: 'Variant 4' })
    .getByRole('textbox', { name: 'Stock' })
    .fill(String(stock));
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();
};

test("a guest's alert on a sold-out option: the owner's restock sends exactly one e-mail, with a one-tap stop", async ({
  page,
  browser,
}) => {
  await askAsGuest(page, GUEST);

  await signIn(page, ADMIN);
  await setGreyFiveSeaterStock(page, 2);
  await expect.poll(() => sink.to(GUEST).length, { timeout: 30_000 }).toBe(1);
  const [mail] = sink.to(GUEST);
  expect(mail?.subject).toBe('Back in stock: Amer Fabric Sofa');
  expect(JSON.stringify(mail?.headers.get('list'))).toMatch(/\/alerts\/stop\?alert=/);

  // Sold out and back, with a later guest waiting: their message shows the restock was told, and the first alert,
  // done with its message, sent none.
  await setGreyFiveSeaterStock(page, 0);
  const later = await browser.newPage();
  await askAsGuest(later, LATER_GUEST);
  await later.close();
  await setGreyFiveSeaterStock(page, 3);
  await expect.poll(() => sink.to(LATER_GUEST).length, { timeout: 30_000 }).toBe(1);
  expect(sink.to(GUEST)).toHaveLength(1);
});
