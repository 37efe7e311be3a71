import { expect, test } from '@playwright/test';
import { ADMIN, openAdmin, signIn } from './support/shopSteps';

const BANNER = 'You are offline. Some things may be out of date.';

test.describe('the offline banner', () => {
  test('comes when the network goes and goes when it returns, at 360 px, without moving an online page', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: BANNER });
    const header = page.locator('header').first();
    const headerTop = async () => (await header.boundingBox())?.y;
    const onlineTop = await headerTop();
    await expect(banner).toHaveCount(0);

    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await expect(banner).toBeInViewport();

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    expect(await headerTop()).toBe(onlineTop);
  });

  test('shows in the admin panel too', async ({ page, context }) => {
    await signIn(page, ADMIN);
    await openAdmin(page, '/admin/settings', 'Settings');
    const banner = page.getByText(BANNER);
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });
});
