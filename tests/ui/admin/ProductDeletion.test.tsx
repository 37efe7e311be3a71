import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findToast, makeAdminApp, openAdmin } from './adminTestKit';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const deleteButtons = () => screen.getAllByRole('button', { name: /^Delete / });

const confirmDelete = async (user: ReturnType<typeof userEvent.setup>, answer: 'Delete' | 'Cancel') => {
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete product' }));
  await user.click(dialog.getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
};

describe('deleting a product', { timeout: 30_000 }, () => {
  it("hands the focus to the next row's delete button, and back to its own when cancelled", async () => {
    const user = userEvent.setup({ delay: null });
    const app = await makeAdminApp();
    await openAdmin(app, '/admin/products', 'Products');
    await screen.findAllByRole('button', { name: /^Delete / });
    const [first, second] = deleteButtons() as [HTMLElement, HTMLElement];
    const nextName = second.getAttribute('aria-label')!;

    await user.click(first);
    await confirmDelete(user, 'Cancel');
    await waitFor(() => expect(first).toHaveFocus());

    await user.keyboard('{Enter}');
    await confirmDelete(user, 'Delete');
    await findToast('Product deleted successfully!');
    await waitFor(() => expect(screen.getByRole('button', { name: nextName })).toHaveFocus());
    expect(deleteButtons()[0]).toHaveAttribute('aria-label', nextName);
  });

  it('hands the focus to the heading when the last row on the screen is deleted', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await makeAdminApp();
    const { items } = await app.ports.products.adminList({ pageSize: 1 });
    const only = items[0]!;
    await openAdmin(app, '/admin/products', 'Products');
    await user.type(screen.getByRole('searchbox', { name: 'Search products by name or id' }), only.id);
    await waitFor(() => expect(deleteButtons()).toHaveLength(1));

    await user.click(deleteButtons()[0]!);
    await confirmDelete(user, 'Delete');
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toHaveFocus());
  });
});
