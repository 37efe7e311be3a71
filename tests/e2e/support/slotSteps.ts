import { expect, type Page } from '@playwright/test';

/** The order page's 'Delivery slot' section. */
export const slotPanel = (page: Page) => page.getByRole('region', { name: 'Delivery slot' });

/**
 * On an order page whose picker shows: picks the day at `dayIndex` of those offered and the window `window` ('9 am –
 * 1 pm'), books or moves it, and sees the order show it; returns the day as the picker named it ('Sat, 5 Dec') and its
 * date ('2026-12-05').
 */
export const bookSlot = async (
  page: Page,
  dayIndex: number,
  window: string,
): Promise<{ label: string; date: string }> => {
  const panel = slotPanel(page);
  const day = panel.getByRole('combobox', { name: 'Day' });
  await expect(day).toBeVisible();
  const option = day.locator('option').nth(dayIndex);
  const label = ((await option.textContent()) ?? '').replace(' (full)', '');
  const date = (await option.getAttribute('value')) ?? '';
  await day.selectOption({ index: dayIndex });
  // A tap lands on the window's label, which the radio's own input sits under.
  await panel.getByText(window, { exact: true }).click();
  await expect(panel.getByRole('radio', { name: new RegExp(`^${window}`) })).toBeChecked();
  await panel.getByRole('button', { name: /^(Book this slot|Move my slot)$/ }).click();
  await expect(panel.getByTestId('delivery-slot')).toHaveText(`Delivery on ${label}, ${window}`);
  return { label, date };
};

/** Opens the staff's day sheet on `date` and returns its table of that day's deliveries. */
export const openDaySheet = async (page: Page, { label, date }: { label: string; date: string }) => {
  await page.goto('/admin/deliveries');
  await expect(page.getByRole('heading', { name: 'Day sheet', level: 1 })).toBeVisible();
  await page.getByLabel('Day', { exact: true }).fill(date);
  const sheet = page.getByRole('table', { name: `Deliveries on ${label}` });
  await expect(sheet).toBeVisible();
  return sheet;
};
