import { expect, test, type Page } from '@playwright/test';
import {
  chooseSoldOutOption,
  consentToAlert,
  editSofa,
  setGreyFiveSeaterStock,
  setSofaPrice,
  SOFA,
} from './support/alertSteps';
import { ADMIN, SHOPPER, signIn, switchAccount, toast } from './support/shopSteps';

/** Stock and price alerts (docs/behaviour.md#alerts) on the memory build: their messages land in the demo inbox. */
const GUEST = 'guest.alerts@example.com';

const inboxMails = (page: Page, subject: string) => page.getByRole('article').filter({ hasText: subject });

test("a guest asks to hear when a sold-out option is back: the owner's restock sends exactly one message", async ({
  page,
}) => {
  await chooseSoldOutOption(page);
  await page.getByRole('button', { name: "Notify me when it's back" }).click();
  const form = page.getByTestId('product-alerts');
  // The guest's form loads with the first tap.
  await expect(form.getByRole('textbox', { name: 'Your e-mail address' })).toBeVisible();
  await form.getByRole('button', { name: "Notify me when it's back" }).last().click();
  await expect(form.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(form.getByText('Tick the box to let us e-mail you')).toBeVisible();
  await form.getByRole('textbox', { name: 'Your e-mail address' }).fill(GUEST);
  await consentToAlert(page);
  await form.getByRole('button', { name: "Notify me when it's back" }).last().click();
  await expect(toast(page, 'Alert saved')).toBeVisible();

  await signIn(page, ADMIN);
  await editSofa(page);
  await expect(page.getByTestId('waiting-shoppers')).toHaveText(
    '1 shopper is waiting for this to come back in stock',
  );
  await setGreyFiveSeaterStock(page, 2);
  await page.goto('/demo-inbox');
  await expect(inboxMails(page, 'Back in stock: Amer Fabric Sofa')).toHaveCount(1);
  await expect(inboxMails(page, 'Back in stock: Amer Fabric Sofa')).toContainText(`To ${GUEST}`);

  // Sold out and back again: the alert was done with its message, so none follows.
  await setGreyFiveSeaterStock(page, 0);
  await setGreyFiveSeaterStock(page, 3);
  await page.goto('/demo-inbox');
  await expect(inboxMails(page, 'Back in stock: Amer Fabric Sofa')).toHaveCount(1);
});

test('a price alert tells its shopper once of a cut, never of a rise, and shows in Profile', async ({
  page,
}) => {
  await signIn(page, SHOPPER);
  await page.goto(SOFA);
  await page.getByRole('button', { name: 'Tell me if the price drops' }).click();
  await expect(toast(page, 'Alert saved')).toBeVisible();
  const alerts = page.getByTestId('product-alerts');
  await expect(alerts.getByText("We'll tell you if the price drops")).toBeVisible();
  await page.reload();
  await expect(alerts.getByText("We'll tell you if the price drops")).toBeVisible();
  await expect(alerts.getByRole('button', { name: 'Tell me if the price drops' })).toHaveCount(0);

  await switchAccount(page, ADMIN);
  await setSofaPrice(page, 40999);
  await page.goto('/demo-inbox');
  await expect(page.getByRole('article').filter({ hasText: 'Price drop: Amer Fabric Sofa' })).toHaveCount(0);
  await setSofaPrice(page, 35999);
  await setSofaPrice(page, 33999);
  await page.goto('/demo-inbox');
  const drops = page.getByRole('article').filter({ hasText: 'Price drop: Amer Fabric Sofa' });
  await expect(drops).toHaveCount(1);
  await expect(drops).toContainText('Price drop: Amer Fabric Sofa is now ₹35,999');
  await expect(drops).toContainText(`To ${SHOPPER.email}`);

  await switchAccount(page, SHOPPER);
  await page.goto('/profile');
  const yours = page.getByRole('region', { name: 'Your alerts' });
  await expect(
    yours.getByRole('link', { name: 'Price drop: Amer Fabric Sofa is now ₹35,999' }),
  ).toBeVisible();
  await yours.getByRole('button', { name: 'Got it' }).click();
  await expect(yours.getByRole('link', { name: /^Price drop/ })).toHaveCount(0);
  await expect(yours.getByText(/^If the price drops · told/)).toBeVisible();
  await yours.getByRole('button', { name: 'Remove Amer Fabric Sofa' }).click();
  await expect(yours.getByText(/No alerts yet/)).toBeVisible();
});

test("a message's stop link stops the alerts of its address with one tap", async ({ page }) => {
  await page.goto(SOFA);
  await page.getByRole('button', { name: 'Tell me if the price drops' }).click();
  const form = page.getByTestId('product-alerts');
  await form.getByRole('textbox', { name: 'Your e-mail address' }).fill(GUEST);
  await consentToAlert(page);
  await form.getByRole('button', { name: 'Tell me if the price drops' }).last().click();
  await expect(toast(page, 'Alert saved')).toBeVisible();

  await signIn(page, ADMIN);
  await setSofaPrice(page, 30999);
  await page.goto('/demo-inbox');
  const drop = page.getByRole('article').filter({ hasText: 'Price drop: Amer Fabric Sofa' });
  const stopPath = (await drop.textContent())?.match(/\/alerts\/stop\?\S+/)?.[0];
  expect(stopPath).toBeDefined();
  await page.goto(stopPath!);
  await expect(page.getByText('Done: we will not send you these alerts again.')).toBeVisible();
  await page.goto(stopPath!);
  await expect(page.getByText(/^Nothing to stop/)).toBeVisible();
});
