import { expect, type Page } from '@playwright/test';

/** The order page's 'Delivery slot' section. */
export const slotPanel = (page: Page) => page.getByRole('region', { name: 'Delivery slot' });

/**
 * On an order page whose picker shows: picks the day at `dayIndex` of those offered and the window `window` ('9 am –
 * 1 pm'), books or moves it, and sees the order show it; returns the day as the picker named it ('Sat, 5 Dec').
 */
export const bookSlot = async (page: Page, dayIndex: number, window: string): Promise<string> => {
  const panel = slotPanel(page);
  const day = panel.getByRole('combobox', { name: 'Day' });
  await expect(day).toBeVisible();
  const option = day.locator('option').nth(dayIndex);
  const label = ((await option.textContent()) ?? '').replace(' (full)', '');
  await day.selectOption({ index: dayIndex });
  // A tap lands on the window's label, which the radio's own input sits under.
  await panel.getByText(window, { exact: true }).click();
  await expect(panel.getByRole('radio', { name: new RegExp(`^${window}`) })).toBeChecked();
  await panel.getByRole('button', { name: /^(Book this slot|Move my slot)$/ }).click();
  await expect(panel.getByTestId('delivery-slot')).toHaveText(`Delivery on ${label}, ${window}`);
  return label;
};
