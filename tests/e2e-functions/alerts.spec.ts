import { expect, test } from '@playwright/test';
import { SmtpSink } from '../support/smtpSink';
import { askAsGuestWhenBack, setGreyFiveSeaterStock } from '../e2e/support/alertSteps';
import { ADMIN, signIn } from '../e2e/support/shopSteps';

/**
 * A stock alert on the firebase build with the server module (run by `npm run test:emulators`): a guest asks on the
 * product page, the owner restocks in the admin, and the message reaches the local SMTP server the functions send to.
 */
const GUEST = 'guest.functions@example.com';
const LATER_GUEST = 'later.guest@example.com';
const smtpHost = process.env['SMTP_HOST'] ?? '';
const sink = new SmtpSink(Number(smtpHost.split(':')[1]));

test.beforeAll(async () => {
  if (!smtpHost) throw new Error('SMTP_HOST is not set: run through `npm run test:emulators`.');
  await sink.start();
});
test.afterAll(() => sink.stop());

test("a guest's alert on a sold-out option: the owner's restock sends exactly one e-mail, with a one-tap stop", async ({
  page,
  browser,
}) => {
  await askAsGuestWhenBack(page, GUEST);

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
  await askAsGuestWhenBack(later, LATER_GUEST);
  await later.close();
  await setGreyFiveSeaterStock(page, 3);
  await expect.poll(() => sink.to(LATER_GUEST).length, { timeout: 30_000 }).toBe(1);
  expect(sink.to(GUEST)).toHaveLength(1);
});
