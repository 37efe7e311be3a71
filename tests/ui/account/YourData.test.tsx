import { RECENTLY_VIEWED_KEY, recentlyViewedStoreOf } from '../../../src/ui/shop/product/RecentlyViewedStore';
import { COMPARE_KEY } from '../../../src/ui/shop/compare/CompareStore';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/domain/orders/Order';
import type { PersonalDataExport } from '../../../src/domain/accounts/PersonalDataExport';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';
import { goOffline, OFFLINE } from '../offline/offlineKit';
import { signInShopper } from './checkoutHelpers';

vi.setConfig({ testTimeout: 30_000 });

const saved = vi.hoisted(() => [] as { fileName: string; text: string; type: string }[]);
vi.mock('../../../src/ui/shared/format/downloadFile', () => ({
  downloadFile: (fileName: string, text: string, type: string) => saved.push({ fileName, text, type }),
}));

const app = freshTestAppEachTest(
  () =>
    Promise.all([
      import('../../../src/ui/shop/account/ProfilePage'),
      import('../../../src/ui/shop/account/YourDataCard'),
      import('../../../src/ui/shop/home/HomePage'),
    ]),
  async () => {
    saved.length = 0;
  },
);

/** The profile's 'Your data' once its card has loaded (the region of its loading fallback has the same name). */
const section = async () => {
  await waitFor(
    () =>
      expect(within(screen.getByRole('region', { name: 'Your data' })).queryByText('Loading…')).toBeNull(),
    { timeout: 15_000 },
  );
  return screen.getByRole('region', { name: 'Your data' });
};
const location = () => screen.getByTestId('location');

/** Gives the signed-in shopper a phone and a saved address, as the profile would. */
const keepAnAddress = async (uid: string): Promise<void> =>
  app.ports.addressBooks.save(uid, {
    phone: '9876543210',
    addresses: [
      {
        id: 'home',
        name: 'Priya Sharma',
        phone: '9876543210',
        line1: '12 MG Road',
        line2: '',
        city: 'Jaipur',
        state: 'Rajasthan',
        pincode: '302001',
      },
    ],
    defaultAddressId: 'home',
    whatsappUpdates: false,
  });

/** Opens the dialog from the profile's 'Your data'. */
const openDeletion = async (user: UserEvent): Promise<HTMLElement> => {
  await user.click(within(await section()).getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('alertdialog', { name: 'Delete your account?' });
};

/** Opens the profile and deletes the account, confirmed with DELETE; the dialog stays open for what follows. */
const deleteFromProfile = async (): Promise<{ user: UserEvent; dialog: HTMLElement }> => {
  const user = userEvent.setup({ delay: null });
  renderApp(app, '/profile');
  const dialog = await openDeletion(user);
  await user.type(within(dialog).getByRole('textbox', { name: /^Type DELETE to confirm/ }), 'DELETE');
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  return { user, dialog };
};

describe("the profile's 'Your data'", () => {
  it("downloads the shopper's own profile, addresses, orders and reviews as one JSON file", async () => {
    await signInShopper(app);
    const uid = app.stores.session.user?.uid ?? '';
    await keepAnAddress(uid);
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/profile');
    const data = await section();
    expect(await within(data).findByText(/Your account was made before we asked/)).toBeInTheDocument();
    expect(within(data).getByRole('link', { name: 'Read our Privacy Notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );

    await user.click(within(data).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toMatch(/^sheesham-home-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(saved[0]?.type).toBe('application/json');
    const file = JSON.parse(saved[0]?.text ?? '') as PersonalDataExport;
    const orders = await app.ports.orders.listByUser(uid, 100);
    expect(orders.length).toBeGreaterThan(0);
    expect(file.account).toMatchObject({ uid, email: 'shopper@demo.shop', name: 'Priya Sharma' });
    expect(file.orders.map((order) => order.id)).toEqual(orders.map((order: Order) => order.id));
    expect(file.reviews).toEqual(await app.ports.reviews.listByAuthor(uid));
    expect(file.phone).toBe('9876543210');
    expect(file.addresses).toEqual((await app.ports.addressBooks.get(uid)).addresses);
    expect(file.addresses).toHaveLength(1);
  });

  it('says so when the data cannot be gathered, and keeps the button for another try', async () => {
    await signInShopper(app);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(app.ports.reviews, 'listByAuthor').mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/profile');
    await user.click(within(await section()).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('We could not gather your data. Please try again.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('deletes nothing until DELETE is typed, and nothing when the shopper keeps the account', async () => {
    await signInShopper(app);
    const uid = app.stores.session.user?.uid ?? '';
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/profile');
    let dialog = await openDeletion(user);
    expect(
      within(dialog).getByText(/Your reviews stay on their products under the name ‘Deleted customer’/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /keep your orders and their invoices for tax records\. We keep them for 8 years/,
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      within(dialog).getByText('Please type DELETE, in capital letters, to confirm.'),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('textbox', { name: /^Type DELETE to confirm/ });
    await user.type(confirm, 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      within(dialog).getByText('Please type DELETE, in capital letters, to confirm.'),
    ).toBeInTheDocument();
    expect(confirm).toHaveValue('delete');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    dialog = await openDeletion(user);
    expect(within(dialog).getByRole('textbox', { name: /^Type DELETE to confirm/ })).toHaveValue('');
    expect(await app.ports.users.get(uid)).not.toBeNull();
    expect(app.stores.session.user?.uid).toBe(uid);
  });

  it('deletes the account once DELETE is typed: signed out with the message, the records gone, the orders kept', async () => {
    await signInShopper(app);
    const uid = app.stores.session.user?.uid ?? '';
    await keepAnAddress(uid);
    const delivered = (await app.ports.orders.listByUser(uid, 100)).find(
      (order) => order.status === 'delivered',
    );
    const written = await app.ports.reviews.submit({
      productId: delivered?.lines[0]?.productId ?? '',
      userId: uid,
      orderId: delivered?.id ?? '',
      firstName: 'Priya',
      rating: 5,
      title: 'Lovely bed',
      text: 'Solid sheesham, well finished, and delivered on the promised day.',
    });
    expect(written.ok).toBe(true);
    const reviewsBefore = await app.ports.reviews.listByAuthor(uid);
    expect(reviewsBefore.map((review) => review.firstName)).toEqual(['Priya']);
    recentlyViewedStoreOf(app.stores).record(delivered?.lines[0]?.productId ?? '');
    expect(app.storage.getItem(RECENTLY_VIEWED_KEY)).not.toBeNull();
    app.stores.compare.toggle(delivered?.lines[0]?.productId ?? '');
    expect(app.storage.getItem(COMPARE_KEY)).not.toBeNull();
    const alert = await app.ports.alerts.create({
      kind: 'price-drop',
      productId: delivered?.lines[0]?.productId ?? '',
      variantId: null,
      uid,
      email: app.stores.session.user?.email ?? '',
      priceSeen: 1,
    });
    expect(alert.ok).toBe(true);
    await deleteFromProfile();

    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(app.stores.session.user).toBeNull();
    expect(app.stores.cart.lines).toEqual([]);
    expect(app.storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    expect(app.storage.getItem(COMPARE_KEY)).toBeNull();
    expect(app.stores.compare.count).toBe(0);
    expect(await app.ports.users.get(uid)).toBeNull();
    expect(await app.ports.alerts.listMine(uid)).toEqual([]);
    expect(await app.ports.addressBooks.get(uid)).toEqual({
      phone: '',
      addresses: [],
      defaultAddressId: null,
      whatsappUpdates: false,
    });
    const orders = await app.ports.orders.listByUser(uid, 100);
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((order) => order.erasureRequestedAt !== undefined)).toBe(true);
    const reviewsAfter = await app.ports.reviews.listByAuthor(uid);
    expect(reviewsAfter).toEqual(
      reviewsBefore.map((review) => ({ ...review, firstName: 'Deleted customer' })),
    );
    await act(async () => {
      expect(await app.stores.session.signIn('shopper@demo.shop', 'shopper123')).toEqual({
        ok: false,
        message: 'The e-mail or password is incorrect. Please try again.',
      });
    });
  });

  /** The shopper signed in, with a sign-in too old for the service to delete the account without their password. */
  const signedInTooLongAgo = async () => {
    await signInShopper(app);
    const auth = app.ports.auth;
    vi.spyOn(auth, 'deleteAccount').mockResolvedValueOnce({
      ok: false,
      error: { code: 'AUTH.REQUIRES_RECENT_LOGIN' },
    });
    return { uid: app.stores.session.user?.uid ?? '', auth };
  };

  it('asks for the password again when the sign-in is too old, refuses a wrong one, and then carries on', async () => {
    const { uid } = await signedInTooLongAgo();
    const { user, dialog } = await deleteFromProfile();

    expect(
      await within(dialog).findByText(
        'For your safety, please enter your password again to delete your account.',
      ),
    ).toBeInTheDocument();
    // Half-way: the record went, the sign-in stays until the shopper proves who they are.
    expect(await app.ports.users.get(uid)).toBeNull();
    expect(app.stores.session.user?.uid).toBe(uid);

    const password = within(dialog).getByLabelText(/^Your password/, { selector: 'input' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and delete' }));
    expect(within(dialog).getByText('Please enter your password.')).toBeInTheDocument();
    await user.type(password, 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and delete' }));
    expect(
      await within(dialog).findByText('The e-mail or password is incorrect. Please try again.'),
    ).toBeInTheDocument();
    expect(app.stores.session.user?.uid).toBe(uid);

    await user.clear(password);
    await user.type(password, 'shopper123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and delete' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(app.stores.session.user).toBeNull();
  });

  it('refuses the password step offline without sending the password, and keeps it typed', async () => {
    const { uid, auth } = await signedInTooLongAgo();
    const reauthenticate = vi.spyOn(auth, 'reauthenticate');
    const { user, dialog } = await deleteFromProfile();
    const password = await within(dialog).findByLabelText(/^Your password/, { selector: 'input' });
    await user.type(password, 'shopper123');

    await goOffline(app);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and delete' }));
    expect(await within(dialog).findByText(OFFLINE)).toBeInTheDocument();
    expect(reauthenticate).not.toHaveBeenCalled();
    expect(password).toHaveValue('shopper123');
    expect(app.stores.session.user?.uid).toBe(uid);
  });

  it('says so when a step fails half-way, and the next attempt finishes the deletion', async () => {
    await signInShopper(app);
    const uid = app.stores.session.user?.uid ?? '';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await keepAnAddress(uid);
    vi.spyOn(app.ports.users, 'remove').mockRejectedValueOnce(new Error('offline'));
    const { user, dialog } = await deleteFromProfile();
    expect(
      await within(dialog).findByText(
        'We could not finish deleting your account. Please try again: it carries on from where it stopped.',
      ),
    ).toBeInTheDocument();
    expect(app.stores.session.user?.uid).toBe(uid);
    expect(await app.ports.users.get(uid)).not.toBeNull();
    expect((await app.ports.addressBooks.get(uid)).addresses).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(await app.ports.users.get(uid)).toBeNull();
  });

  it('offers a staff account the download but not the deletion, and says why', async () => {
    await act(async () => {
      await app.stores.session.signIn('admin@demo.shop', 'admin123');
    });
    renderApp(app, '/profile');
    const data = await section();
    expect(within(data).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(within(data).queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
    expect(within(data).getByText(/the shop’s owner must take the role away/)).toBeInTheDocument();
  });
});
