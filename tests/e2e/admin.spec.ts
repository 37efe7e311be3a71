import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  addFeaturedProductToCart,
  expectNoSeriousViolations,
  fillDeclarations,
  openAdmin,
  placeOrder,
  SHOPPER,
  shortOrderId,
  signIn,
  toast,
} from './support/shopSteps';

/** The admin panel in the production build on the in-memory backend (fresh demo data per browser context). */

const bannerRows = (page: Page): Locator => page.getByTestId('banner-row');

/**
 * Clicks 'Add New Banner' and waits for `outcome`. The toasts of earlier saves sit below the screen's title row, so
 * the click reaches the button however many there are.
 */
const clickAddNewBanner = async (page: Page, outcome: Locator): Promise<void> => {
  await page.getByRole('button', { name: 'Add New Banner' }).click();
  await expect(outcome.first()).toBeVisible();
};

const addImageBanner = async (page: Page, title: string): Promise<void> => {
  const form = page.getByRole('dialog', { name: 'Add New Banner' });
  await clickAddNewBanner(page, form);
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Image URL/).fill('/images/banners/festive-sale.svg');
  await form.getByRole('button', { name: 'Create Banner' }).click();
  await expect(form).toBeHidden();
  await expect(bannerRows(page).filter({ hasText: title })).toBeVisible();
};

test('a shopper is turned away from /admin', async ({ page }) => {
  await signIn(page, SHOPPER);
  await page.goto('/admin/banners');
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, "Only the shop's staff can open the admin panel.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toHaveCount(0);
});

test('the dashboard tells paid revenue from orders’ value, and its revenue tooltip speaks rupees', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openAdmin(page, '/admin/dashboard', 'Dashboard');
  await expect(page.getByRole('group', { name: /^Paid revenue: ₹[\d,]+$/ })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Orders' value: ₹[\d,]+$/ })).toBeVisible();
  const chart = page.getByRole('img', { name: /^Daily revenue chart/ });
  // Its legend says which area is which, without a pointer to hover.
  await expect(chart.locator('.recharts-legend-wrapper')).toContainText('Paid revenue');
  await expect(chart.locator('.recharts-legend-wrapper')).toContainText("Orders' value");
  const box = await chart.boundingBox();
  if (!box) throw new Error('the revenue chart has a size');
  // Today, at the right edge of the plot: the tooltip shows both series in rupees.
  await page.mouse.move(box.x + box.width - 12, box.y + box.height / 2);
  const tooltip = page.locator('.recharts-tooltip-wrapper').first();
  await expect(tooltip).toContainText(/Paid revenue\s*₹[\d,]+/);
  await expect(tooltip).toContainText(/Orders' value\s*₹[\d,]+/);
});

test('at 375 px the orders list shows each order’s id, status, payment and total', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, ADMIN);
  await openAdmin(page, '/admin/orders', 'Orders');
  const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1);
  await expect(
    row.getByRole('button', { name: /^Open order #[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/ }),
  ).toBeVisible();
  await expect(row.getByTestId('order-status')).toBeVisible();
  await expect(row.getByTestId('payment-status')).toBeVisible();
  await expect(row.getByText(/^₹[\d,]+$/)).toBeVisible();
  const total = await row.getByText(/^₹[\d,]+$/).boundingBox();
  expect((total?.x ?? 999) + (total?.width ?? 0)).toBeLessThanOrEqual(375);
});

test('at 375 px the products list shows each product’s price, stock, status and actions without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, ADMIN);
  await openAdmin(page, '/admin/products', 'Products');
  const row = page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1);
  await expect(row.getByText(/^₹[\d,]+ · Stock \d+$/)).toBeVisible();
  await expect(row.getByText(/^(Active|Inactive)$/).locator('visible=true')).toBeVisible();
  const remove = row.getByRole('button', { name: /^Delete / });
  await expect(row.getByRole('link', { name: /^Edit / })).toBeVisible();
  await expect(remove).toBeVisible();
  const box = await remove.boundingBox();
  expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
});

test('the admin creates, edits, reorders, hides and deletes banners, meets every message and the limit; the home page follows', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openAdmin(page, '/admin/banners', 'Banners');
  await expect(bannerRows(page)).toHaveCount(4);

  await page.getByRole('button', { name: 'Add New Banner' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Banner' });
  await expect(form.getByText('Recommended size: 1920x600 or larger')).toBeVisible();
  await form.getByRole('button', { name: 'Create Banner' }).click();
  await expect(form.getByText('Please enter a banner image URL')).toBeVisible();
  await form.getByLabel(/^Image URL/).fill('https://cdn.example.com/banner.bmp');
  await expect(
    form.getByText('Please provide a valid image URL (jpg, jpeg, png, gif, webp, svg)'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Create Banner' }).click();
  await expect(form.getByText('Please enter a valid image URL', { exact: true })).toBeVisible();
  await form.getByText('Sales Banner').click();
  await expect(form.getByText(/Recommended size: 1200x600/)).toBeVisible();
  await form.getByLabel(/^Image URL/).fill('/images/banners/bedroom-collection.svg');
  await expect(form.getByRole('img', { name: 'Banner image preview' })).toHaveAttribute(
    'src',
    '/images/banners/bedroom-collection.svg',
  );
  await form.getByLabel(/^Title/).fill('Teak Week Sale');
  await form.getByRole('button', { name: 'Create Banner' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Please fill in all required text fields for text-with-image banner',
  );
  await expect(form.getByLabel(/^Title/)).toHaveValue('Teak Week Sale');
  await form.getByLabel(/^Subtitle/).fill('Seven days of sheesham savings');
  await form.getByLabel(/^Description/).fill('Sofas, beds and dining sets at their best prices of the year.');
  await form.getByRole('button', { name: 'Create Banner' }).click();
  await expect(toast(page, 'Banner created successfully!')).toBeVisible();
  await expect(bannerRows(page)).toHaveCount(5);
  await expect(bannerRows(page).nth(4)).toContainText('Teak Week Sale');
  await expect(bannerRows(page).nth(4)).toContainText('Order: 5');
  await expect(bannerRows(page).nth(4)).toContainText('Sales Banner');

  await page.getByRole('button', { name: 'Edit Teak Week Sale' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Banner' });
  await edit.getByLabel(/^Title/).fill('Teak Week Mega Sale');
  await edit.getByRole('button', { name: 'Update Banner' }).click();
  await expect(toast(page, 'Banner updated successfully!')).toBeVisible();
  await expect(bannerRows(page).nth(4)).toContainText('Teak Week Mega Sale');

  // Drag the new banner by its handle to the top; the order is saved.
  await page
    .getByRole('button', { name: /^Drag to reorder Teak Week Mega Sale/ })
    .dragTo(bannerRows(page).first());
  await expect(bannerRows(page).first()).toContainText('Teak Week Mega Sale');
  await expect(bannerRows(page).first()).toContainText('Order: 1');
  // The keyboard moves it down and back up.
  const handle = page.getByRole('button', { name: /^Drag to reorder Teak Week Mega Sale/ });
  await handle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(bannerRows(page).nth(1)).toContainText('Teak Week Mega Sale');
  await page.getByRole('button', { name: 'Move Teak Week Mega Sale up' }).click();
  await expect(bannerRows(page).first()).toContainText('Teak Week Mega Sale');
  // The demo backend writes its data to localStorage a moment after a change: wait for the saved order first.
  await page.waitForFunction(() => {
    const banners = JSON.parse(localStorage.getItem('sheesham.demo.db.v1') ?? '{}').banners ?? {};
    return Object.values(banners).some(
      (banner) =>
        (banner as { title: string; order: number }).title === 'Teak Week Mega Sale' &&
        (banner as { order: number }).order === 1,
    );
  });
  await page.reload();
  await expect(bannerRows(page).first()).toContainText('Teak Week Mega Sale');

  await page.goto('/');
  const firstSlide = page.locator('[aria-roledescription="slide"]').first();
  await expect(firstSlide).toContainText('Teak Week Mega Sale');

  await openAdmin(page, '/admin/banners', 'Banners');
  await page.getByRole('button', { name: 'Hide Teak Week Mega Sale' }).click();
  await expect(toast(page, 'Banner deactivated successfully!')).toBeVisible();
  await expect(bannerRows(page).first()).toContainText('Hidden');
  await page.goto('/');
  await expect(page.locator('[aria-roledescription="slide"]').first()).toBeAttached();
  await expect(
    page.locator('[aria-roledescription="slide"]').filter({ hasText: 'Teak Week Mega Sale' }),
  ).toHaveCount(0);
  await openAdmin(page, '/admin/banners', 'Banners');
  await page.getByRole('button', { name: 'Show Teak Week Mega Sale' }).click();
  await expect(toast(page, 'Banner activated successfully!')).toBeVisible();
  await expect(bannerRows(page).first()).toContainText('Live');

  for (let index = 6; index <= 10; index++) await addImageBanner(page, `Offer ${index}`);
  await expect(bannerRows(page)).toHaveCount(10);
  await clickAddNewBanner(
    page,
    toast(page, 'Maximum 10 banners allowed. Please delete a banner before adding a new one.'),
  );
  await expect(page.getByRole('dialog', { name: 'Add New Banner' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Teak Week Mega Sale' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this banner?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Banner deleted successfully!')).toBeVisible();
  await expect(bannerRows(page)).toHaveCount(9);
  for (let index = 0; index < 9; index++)
    await expect(bannerRows(page).nth(index)).toContainText(`Order: ${index + 1} `);
  await page.goto('/');
  await expect(
    page.locator('[aria-roledescription="slide"]').filter({ hasText: 'Teak Week Mega Sale' }),
  ).toHaveCount(0);
});

test('a product the admin adds is found by the storefront search and counted in its category', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/');
  const safetyDoor = page.getByRole('navigation').getByRole('link', { name: /^Safety Door/ });
  // Without products it is not in the bar; its first product brings it there, counted.
  await expect(safetyDoor).toHaveCount(0);

  await openAdmin(page, '/admin/products/add', 'Add Product');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Heritage Brass Safety Door');
  await page.getByRole('textbox', { name: /^Description/ }).fill('A teak safety door with a brass grille.');
  await page.getByRole('textbox', { name: /^Price/ }).fill('38999');
  await page.getByRole('textbox', { name: /^Stock/ }).fill('4');
  await page.getByRole('textbox', { name: 'Main image URL' }).fill('/placeholder.svg');
  await page
    .locator('label')
    .filter({ hasText: /^Safety Door$/ })
    .click();
  await expect(page.getByRole('checkbox', { name: 'Safety Door' })).toBeChecked();
  await fillDeclarations(page);
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('link', { name: 'Heritage Brass Safety Door', exact: true })).toBeVisible();

  await page.goto('/');
  await expect(safetyDoor.getByLabel('1 products')).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Search products' })
    .or(page.getByRole('searchbox', { name: 'Search products' }))
    .first()
    .fill('brass safety');
  await expect(
    page
      .getByRole('listbox', { name: 'Search suggestions' })
      .or(page.getByLabel('Search suggestions'))
      .first(),
  ).toContainText('Heritage Brass Safety Door');
  await page.goto('/search?q=Heritage%20Brass');
  await expect(page.getByRole('main').getByText('Heritage Brass Safety Door').first()).toBeVisible();
});

test('the admin’s categories drive the shop’s header: order, new categories, the bar and empty ones', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN);
  const bar = page.getByRole('navigation', { name: 'Product categories' });
  // A fresh shop's bar leaves out the categories without products: Beds makes the first eight.
  await expect(bar.getByRole('link', { name: /^Safety Door/ })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: /^Beds/ })).toBeVisible();

  await openAdmin(page, '/admin/categories', 'Categories');
  await page.getByRole('button', { name: 'Edit Beds' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await edit.getByLabel(/^Position/).fill('1');
  await edit.getByRole('button', { name: 'Update Category' }).click();
  await expect(toast(page, 'Category updated successfully!')).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'Leave categories without products out of the header bar' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Add Category' }).click();
  const add = page.getByRole('dialog', { name: 'Add Category' });
  await add.getByLabel(/^Name/).fill('Coffee Tables');
  await add.getByLabel('Parent category').selectOption({ label: 'Tables' });
  await add.getByRole('button', { name: 'Create Category' }).click();
  await expect(toast(page, 'Category created successfully!')).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Beds');
  await expect(rows.filter({ hasText: 'Coffee Tables' })).toContainText('Tables');
  await page.screenshot({ path: test.info().outputPath('admin-categories-1280.png'), fullPage: true });

  await page.goto('/');
  await expect(bar.getByRole('link').first()).toHaveAccessibleName(/^Beds/);
  await expect(bar.getByRole('link', { name: /^Safety Door/ })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: /^Mandir/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('header-after-categories-1280.png') });
  await page.goto('/categories/coffee-tables');
  await expect(
    page.getByText('"Coffee Tables" category has no products available yet. Please check back later.'),
  ).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('list', { name: 'Categories' });
  await expect(menu.getByRole('link').first()).toHaveAccessibleName(/^Beds/);
  await expect(menu.getByRole('link', { name: /^Safety Door/ })).toHaveCount(0);
  await page
    .getByRole('dialog')
    .evaluate((drawer) =>
      Promise.all(drawer.getAnimations({ subtree: true }).map((motion) => motion.finished)),
    );
  await page.screenshot({ path: test.info().outputPath('menu-after-categories-375.png') });
});

test('a shopper’s order in another tab raises the notification; the admin’s status change reaches My Orders', async ({
  context,
}) => {
  const admin = await context.newPage();
  await signIn(admin, ADMIN);
  await openAdmin(admin, '/admin/orders', 'Orders');

  // Same browser context: the tabs share the demo data (and its sign-in), as two tabs of one browser would.
  const shopper = await context.newPage();
  await shopper.goto('/admin/logout');
  await expect(toast(shopper, 'Logged out successfully')).toBeVisible();
  await expect(shopper).toHaveURL(/\/$/);
  await signIn(shopper, SHOPPER);
  await addFeaturedProductToCart(shopper);
  await shopper.goto('/checkout');
  // A pincode in Rajasthan, where the demo zones take cash on delivery up to ₹1,00,000.
  const orderId = await placeOrder(shopper, '342001', 'Rajasthan');
  const short = shortOrderId(orderId);

  await expect(toast(admin, 'New Order Received!')).toContainText(`Order ${short} for ₹`);
  await expect(toast(admin, 'New Order Received!')).toContainText('from Asha Verma');
  // The order may also leave its product low on stock, which raises a second notification.
  await expect(admin.getByTestId('notification-badge')).toHaveText(/^[12]$/);
  await admin.getByRole('button', { name: /^Notifications, [12] unread$/ }).click();
  await expect(admin.getByRole('list', { name: 'Notifications' })).toContainText(`Order ${short}`);
  await admin.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(admin.getByTestId('notification-badge')).toHaveCount(0);
  await admin.keyboard.press('Escape');

  await shopper.goto('/orders');
  const card = shopper.getByRole('article', { name: `Order ${short}` });
  await expect(card.getByTestId('order-status')).toHaveText('Pending');

  await admin.getByRole('button', { name: `Open order ${short}` }).click();
  const detail = admin.getByRole('dialog', { name: `Order ${short}` });
  await expect(detail.getByText('221 Residency Road')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Mark as Shipped' })).toHaveCount(0);
  // Cash on delivery: no payment move before a delivery attempt.
  await expect(detail.getByRole('button', { name: /^Mark payment/ })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Mark as Confirmed' }).click();
  await expect(toast(admin, 'Order marked confirmed.')).toBeVisible();

  await expect(card.getByTestId('order-status')).toHaveText('Confirmed');

  await expect(detail.getByRole('button', { name: 'Mark payment Paid' })).toHaveCount(0);
  await detail.getByRole('combobox', { name: 'Courier' }).selectOption('Delhivery');
  await detail.getByRole('textbox', { name: 'AWB / tracking number' }).fill('E2E4242');
  await detail.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(detail.getByTestId('shipment')).toHaveText('Shipped with Delhivery, AWB E2E4242 — Track');
  await expect(detail.getByRole('button', { name: 'Mark payment Failed' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Mark payment Paid' })).toHaveCount(0);
  // Delivered and paid can never change again: each asks first.
  await detail.getByRole('button', { name: 'Mark as Delivered' }).click();
  const delivering = admin.getByRole('alertdialog', { name: `Mark order ${short} as delivered?` });
  await expect(delivering).toContainText('Delivered starts the 30-day return window; this cannot be undone.');
  await delivering.getByRole('button', { name: 'Mark as Delivered' }).click();
  await detail.getByRole('button', { name: 'Mark payment Paid' }).click();
  await admin
    .getByRole('alertdialog', { name: `Mark the payment of order ${short} paid?` })
    .getByRole('button', { name: 'Mark as paid' })
    .click();
  await expect(toast(admin, 'Payment marked paid.')).toBeVisible();
  await expect(detail.getByTestId('payment-status')).toHaveText('Paid');
  await expect(card.getByTestId('payment-status')).toHaveText('Paid');

  // The shopper's order page says how it travelled, and links the courier's tracking page.
  await shopper.goto(`/orders/${encodeURIComponent(orderId)}`);
  await expect(shopper.getByTestId('shipment')).toHaveText('Shipped with Delhivery, AWB E2E4242 — Track');
  await expect(
    shopper.getByRole('link', { name: 'Track with Delhivery (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://www.delhivery.com/track/package/E2E4242');
});

test('the settings change the header’s free-shipping text, live in an open storefront tab', async ({
  context,
}) => {
  const admin = await context.newPage();
  await signIn(admin, ADMIN);
  const shop = await context.newPage();
  await shop.goto('/');
  await expect(shop.getByTestId('top-strip')).toContainText('Free Shipping on Orders Above ₹10,000');

  await openAdmin(admin, '/admin/settings', 'Settings');
  const threshold = admin.getByRole('textbox', { name: /^Free shipping above/ });
  await threshold.fill('15k');
  await admin.getByRole('button', { name: 'Save Settings' }).click();
  await expect(admin.getByText('Please enter the free-shipping threshold in rupees.')).toBeVisible();
  await expect(threshold).toHaveValue('15k');
  await threshold.fill('15000');
  await admin.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(admin, 'Settings saved successfully!')).toBeVisible();

  await expect(shop.getByTestId('top-strip')).toContainText('Free Shipping on Orders Above ₹15,000');
  await admin.goto('/');
  await expect(admin.getByTestId('top-strip')).toContainText('Free Shipping on Orders Above ₹15,000');
});

test('the owner’s search words reach the shop’s search, and a row that goes wrong is named, at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, ADMIN);
  await openAdmin(page, '/admin/settings', 'Settings');
  await page.getByRole('link', { name: 'Search words' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search words' })).toBeVisible();
  const rows = page.getByRole('group', { name: /^Row \d+$/ });
  const count = await rows.count();
  await page.getByRole('button', { name: 'Add row' }).click();
  const added = page.getByRole('group', { name: `Row ${count + 1}`, exact: true });
  await expect(added.getByRole('textbox', { name: 'Shoppers type' })).toBeFocused();
  await added.getByRole('textbox', { name: 'Shoppers type' }).fill('khatiya, cot');
  await added.getByRole('textbox', { name: 'Also find' }).fill('bed');
  await page.getByRole('button', { name: 'Save search words' }).click();
  await expect(
    added.getByText(`Row ${count + 1}: "cot" is already in row 2; list each word once.`),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await added.getByRole('textbox', { name: 'Shoppers type' }).fill('khatiya');
  await page.getByRole('button', { name: 'Save search words' }).click();
  await expect(toast(page, 'Search words saved. The next search uses them.')).toBeVisible();
  await page.goto('/search?q=khatiya');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “khatiya”' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Bed/ }).first()).toBeVisible();
});

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const [path, heading] of [
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/products', 'Products'],
    ['/admin/products/add', 'Add Product'],
    ['/admin/orders', 'Orders'],
    ['/admin/banners', 'Banners'],
    ['/admin/categories', 'Categories'],
  ] as const) {
    test(path, async ({ page }) => {
      await signIn(page, ADMIN);
      await openAdmin(page, path, heading);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
    });
  }

  test('banner form and product form with their errors showing', async ({ page }) => {
    await signIn(page, ADMIN);
    await openAdmin(page, '/admin/banners', 'Banners');
    await page.getByRole('button', { name: 'Add New Banner' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Banner' });
    await form.getByRole('button', { name: 'Create Banner' }).click();
    await expect(form.getByText('Please enter a banner image URL')).toBeVisible();
    await expectNoSeriousViolations(page);
    await openAdmin(page, '/admin/products/add', 'Add Product');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(page.getByText('Please enter the product name.')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
