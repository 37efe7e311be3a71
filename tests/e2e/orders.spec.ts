import { expect, test } from '@playwright/test';
import {
  ADMIN,
  addFeaturedProductToCart,
  agreeToTerms,
  fillAddress,
  openAdmin,
  shortOrderId,
  signIn,
  switchAccount,
  placeOrder,
  toast,
} from './support/shopSteps';

/** A demo product with 3 units: the product page counts them ('Only 3 left in stock'). */
const FEW_LEFT = '/sofas/pushkar-two-seater-sofa';

test('a shopper cancels an open order and finds its units back on the product page', async ({ page }) => {
  await signIn(page);
  await page.goto(FEW_LEFT);
  await expect(page.getByText('Only 3 left in stock')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('1 in your cart')).toBeVisible();
  await page.goto('/checkout');
  const orderId = await placeOrder(page);

  await page.goto(FEW_LEFT);
  await expect(page.getByText('Only 2 left in stock')).toBeVisible();

  await page.goto(`/orders/${orderId}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await dialog.getByLabel('Reason (optional)').fill('Ordered the wrong colour');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(toast(page, 'Your order has been cancelled.')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(timeline.getByText('Reason: Ordered the wrong colour')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await page.goto(FEW_LEFT);
  await expect(page.getByText('Only 3 left in stock')).toBeVisible();
});

test('the tax invoice: IGST for a delivery to another state, CGST and SGST within the seller’s', async ({
  page,
}) => {
  // The demo shop supplies from Rajasthan; the demo shopper's delivered order went to Mumbai.
  await signIn(page);
  await page.goto('/orders/demoOrderDelivered01');
  await page.getByRole('link', { name: /^Tax invoice SH\/\d{2}-\d{2}\/\d{6}$/ }).click();
  await expect(page.getByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeVisible();
  const interState = page.getByRole('table', { name: 'Invoice lines' });
  await expect(interState.getByRole('columnheader', { name: 'IGST' })).toBeVisible();
  await expect(interState.getByRole('columnheader', { name: 'CGST' })).toHaveCount(0);
  await expect(page.getByText('Place of supply: Maharashtra (27)')).toBeVisible();
  await expect(page.getByText('GSTIN: 08ABCDE1234F1Z0')).toBeVisible();
  await expect(page.getByText(/^Amount in words: Rupees .+ Only$/)).toBeVisible();

  // An order delivered in Jaipur, confirmed by the shop.
  await addFeaturedProductToCart(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await fillAddress(page);
  await page.getByRole('textbox', { name: /^City/ }).fill('Jaipur');
  await page.getByRole('combobox', { name: /^State/ }).selectOption('Rajasthan');
  await page.getByRole('textbox', { name: /^PIN code/ }).fill('302001');
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByText('Thank you! Your order has been placed.')).toBeVisible();
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await switchAccount(page, ADMIN);
  await openAdmin(page, '/admin/orders', 'Orders');
  await page.getByRole('button', { name: `Open order ${shortOrderId(orderId)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${shortOrderId(orderId)}` });
  await dialog.getByRole('button', { name: 'Mark as Confirmed' }).click();
  await dialog.getByRole('link', { name: /^Tax invoice / }).click();
  await expect(page.getByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeVisible();
  const intraState = page.getByRole('table', { name: 'Invoice lines' });
  await expect(intraState.getByRole('columnheader', { name: 'CGST' })).toBeVisible();
  await expect(intraState.getByRole('columnheader', { name: 'SGST' })).toBeVisible();
  await expect(intraState.getByRole('columnheader', { name: 'IGST' })).toHaveCount(0);
  await expect(page.getByText('Place of supply: Rajasthan (08)')).toBeVisible();
});

test('a delivered demo order goes through a return: requested, approved, picked up, refunded', async ({
  page,
}) => {
  const ticket = `R-${shortOrderId('demoOrderDelivered01').slice(1)}-2`;
  await signIn(page);
  await page.goto('/orders/demoOrderDelivered01');
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns.getByText(/^You can ask to return items until /)).toBeVisible();
  // The demo seed asked back the first line already: the dialog offers the other one.
  await returns.getByRole('button', { name: 'Request a return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a return' });
  await expect(dialog.getByText('(return already requested)')).toBeVisible();
  // Paid in cash: the refund goes to an account the shopper names.
  await dialog.locator('label').filter({ hasText: 'Bank account' }).click();
  await dialog.getByRole('textbox', { name: 'Account number', exact: true }).fill('000123456789');
  await dialog.getByRole('textbox', { name: /^Account number again/ }).fill('000123456789');
  await dialog.getByRole('textbox', { name: /^IFSC/ }).fill('HDFC0001234');
  await dialog.getByRole('textbox', { name: /^Account holder's name/ }).fill('Priya Sharma');
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(dialog.getByText('Choose at least one item to return.')).toBeVisible();
  await dialog.locator('label').filter({ hasText: 'Jaipur Arm Chair' }).click();
  await dialog.getByRole('combobox', { name: /^How many of / }).selectOption('1');
  await dialog.getByRole('combobox', { name: /^Reason/ }).selectOption('Not as described');
  await dialog.getByLabel('Comment (optional)').fill('The finish is much lighter than the photo.');
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(
    returns.getByText(`Return request ${ticket} received. We will reply within 48 hours.`),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order timeline' }).getByText('Return requested')).toHaveCount(
    2,
  );

  await switchAccount(page, ADMIN);
  await openAdmin(page, '/admin/returns', 'Returns');
  const row = page.getByRole('row').filter({ hasText: ticket });
  await expect(row.getByText(/^4[78] h left to reply$/)).toBeVisible();
  await expect(
    row.getByText('Refund to: Bank account 000123456789, IFSC HDFC0001234, Priya Sharma'),
  ).toBeVisible();
  await row.getByRole('button', { name: `Approve ${ticket}` }).click();
  await expect(toast(page, 'Return approved. Arrange the pickup with the customer.')).toBeVisible();
  await row.getByRole('button', { name: `Mark ${ticket} picked up` }).click();
  await expect(toast(page, 'Marked picked up: the items are back in stock.')).toBeVisible();
  await row.getByRole('button', { name: `Mark ${ticket} refunded` }).click();
  await page
    .getByRole('alertdialog', { name: 'Mark this return refunded?' })
    .getByRole('button', { name: 'Mark refunded' })
    .click();
  await expect(toast(page, 'Marked refunded: the order records what was given back.')).toBeVisible();
  await expect(row.getByTestId('return-status')).toHaveText('Return refunded');
  // On a laptop every column of the invoice and its credit note fits beside the admin's menu, no sideways scroll.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/orders/demoOrderDelivered01/invoice');
  await expect(page.getByRole('region', { name: /^Credit Note / })).toBeVisible();
  const tables = page.locator('.gst-lines');
  await expect(tables).toHaveCount(2);
  for (const table of await tables.all()) {
    expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  }

  await page.goto('/admin/logout');
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await signIn(page);
  await page.goto('/orders/demoOrderDelivered01');
  await expect(page.getByRole('region', { name: 'Returns' }).getByText('Return refunded')).toBeVisible();
  // One arm chair of a bed and two chairs came back: the chair's price is refunded, the rest stays paid.
  await expect(
    page
      .getByRole('region', { name: 'Returns' })
      .getByText(/^Refunded: ₹[\d,]+ to your Bank account ending 6789, IFSC HDFC0001234, Priya Sharma$/),
  ).toBeVisible();
  await expect(page.getByTestId('payment-status').first()).toHaveText('Partly refunded');
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByText('Picked up', { exact: true })).toBeVisible();
  await expect(timeline.getByText('Refunded', { exact: true })).toHaveCount(1);

  // The refund issued a credit note, printed after the invoice it reduces, each on its own A4 page.
  await page.getByRole('link', { name: /^Tax invoice SH\/\d{2}-\d{2}\/\d{6} and its credit note$/ }).click();
  const note = page.getByRole('region', { name: /^Credit Note SHCN\/\d{2}-\d{2}\/0001$/ });
  await expect(note.getByText(`Goods returned (return ${ticket})`)).toBeVisible();
  await expect(note.getByRole('table', { name: 'Credit note lines' }).getByRole('row')).toHaveCount(3);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 718, height: 1000 });
  // Printed on A4, no column of a document's table is cut off: paper cannot be scrolled sideways.
  for (const table of await page.locator('.gst-lines').all()) {
    expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  }
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(2);
});
