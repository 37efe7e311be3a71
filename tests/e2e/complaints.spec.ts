import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN,
  expectNoSeriousViolations,
  openAdmin,
  signIn,
  signInOnLoginPage,
  toast,
} from './support/shopSteps';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const fitsTheScreen = async (page: Page): Promise<void> =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

const signOut = async (page: Page): Promise<void> => {
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
};

test('a shopper’s complaint gets its ticket, the admin acknowledges it, and the shopper sees it acknowledged, at 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto('/grievance');
  await expect(page.getByRole('heading', { name: 'Grievance Redressal', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'sign in' }).click();
  await signInOnLoginPage(page, { email: 'shopper@demo.shop', password: 'shopper123' });
  await expect(page).toHaveURL(/\/grievance$/);

  const form = page.getByRole('form', { name: 'Register a complaint' });
  await form.getByRole('button', { name: 'Register complaint' }).click();
  await expect(
    form.getByText('Please give your complaint a subject of at least 5 characters.'),
  ).toBeVisible();
  await form.getByRole('combobox', { name: 'Order' }).selectOption('demoOrderDelivered01');
  await form.getByRole('textbox', { name: /^Subject/ }).fill('Wobbly chair legs');
  await form
    .getByRole('textbox', { name: /^What went wrong/ })
    .fill('Both chairs of my order wobble on a level floor.');
  await expectNoSeriousViolations(page);
  await fitsTheScreen(page);
  await form.getByRole('button', { name: 'Register complaint' }).click();
  const registered = page.getByRole('status').filter({ hasText: 'GR-00003' });
  await expect(registered).toHaveText(
    /Your complaint GR-00003 has been registered\. We will acknowledge it within 48 hours\./,
  );
  await expect(registered).toBeFocused();
  await signOut(page);

  await page.goto('/login');
  await signInOnLoginPage(page, ADMIN);
  await openAdmin(page, '/admin/dashboard', 'Dashboard');
  await expect(page.getByRole('group', { name: 'Complaints overdue: 1' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await openAdmin(page, '/admin/complaints', 'Complaints');
  const tickets = page.getByRole('list', { name: 'Complaints' }).getByRole('heading', { level: 2 });
  await expect(tickets).toHaveText([
    'GR-00002 · Assembly visit missed',
    'GR-00003 · Wobbly chair legs',
    'GR-00001 · Delivery date keeps moving',
  ]);
  const complaint = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^GR-00003/ }) });
  await expect(complaint.getByText(/^Acknowledge: 4[78] h left \(by /)).toBeVisible();
  await expectNoSeriousViolations(page);
  await fitsTheScreen(page);
  await complaint.getByRole('button', { name: 'Acknowledge GR-00003' }).click();
  await expect(toast(page, 'GR-00003 acknowledged.')).toBeVisible();
  await expect(complaint.getByText('Acknowledged', { exact: true })).toBeVisible();
  await page.goto('/admin/logout');
  await expect(toast(page, 'Logged out successfully')).toBeVisible();

  await signIn(page);
  await page.setViewportSize(PHONE);
  await page.goto('/profile');
  const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^GR-00003/ }) });
  await expect(mine.getByText('Acknowledged', { exact: true })).toBeVisible();
  await expect(mine.getByText(/^We will resolve it by /)).toBeVisible();
  await expectNoSeriousViolations(page);
  await fitsTheScreen(page);
});
