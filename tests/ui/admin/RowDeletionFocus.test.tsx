import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findToast, makeAdminApp, openAdmin } from './adminTestKit';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const deleteButtons = () => screen.getAllByRole('button', { name: /^Delete / });

/** Deletes the row whose delete button is `label`, and expects the focus on the delete button that followed it. */
const deleteAndExpectFocusOnNext = async (dialogName: string, label: string, toast: string) => {
  const user = userEvent.setup({ delay: null });
  const buttons = deleteButtons();
  const position = buttons.findIndex((button) => button.getAttribute('aria-label') === label);
  const next = buttons[position + 1]?.getAttribute('aria-label');
  if (position < 0 || !next) throw new Error(`no row after ${label}`);
  await user.click(buttons[position]!);
  const dialog = within(await screen.findByRole('alertdialog', { name: dialogName }));
  await user.click(dialog.getByRole('button', { name: 'Delete' }));
  await findToast(toast);
  await waitFor(() => expect(screen.queryByRole('button', { name: label })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('button', { name: next })).toHaveFocus());
};

describe('deleting a row hands the focus on, not to the page body', { timeout: 30_000 }, () => {
  it('on Categories: to the next category’s delete button', async () => {
    await openAdmin(await makeAdminApp(), '/admin/categories', 'Categories');
    await screen.findByRole('button', { name: 'Delete Safety Door' });
    await deleteAndExpectFocusOnNext(
      'Delete category',
      'Delete Safety Door',
      'Category deleted successfully!',
    );
  });

  it('on Banners: to the next banner’s delete button', async () => {
    await openAdmin(await makeAdminApp(), '/admin/banners', 'Banners');
    await waitFor(() => expect(deleteButtons().length).toBeGreaterThan(1));
    const first = deleteButtons()[0]!.getAttribute('aria-label')!;
    await deleteAndExpectFocusOnNext('Delete banner', first, 'Banner deleted successfully!');
  });
});
