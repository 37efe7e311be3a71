import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/domain/orders/Order';
import type { Review } from '../../../src/domain/afterSales/Review';
import { fillAddress, signInShopper, VALID_ADDRESS } from '../account/checkoutHelpers';
import { everythingOnScreen } from '../helpers/everythingOnScreen';
import { goOffline, OFFLINE } from './offlineKit';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';

vi.setConfig({ testTimeout: 30_000 });

const app = freshTestAppEachTest(() =>
  Promise.all([
    import('../../../src/ui/shop/account/ProfilePage'),
    import('../../../src/ui/shop/account/YourDataCard'),
    import('../../../src/ui/shop/account/YourComplaintsCard'),
    import('../../../src/ui/shop/info/GrievancePage'),
    import('../../../src/ui/shop/orders/OrderDetailPage'),
    import('../../../src/ui/shop/product/ProductDetailPage'),
    import('../../../src/ui/shop/product/ProductReviews'),
  ]),
);

const uid = () => app.stores.session.user?.uid ?? '';
const DELIVERED = 'demoOrderDelivered01';
const PENDING = 'demoOrderPending0003';

describe("the shopper's saves while offline say so, keep what was typed and write nothing", () => {
  it('the address book: a new address, make default, delete', async () => {
    await signInShopper(app);
    const addressBooks = app.ports.addressBooks;
    const home = { ...VALID_ADDRESS, phone: '9876543210', line2: '', id: 'home' };
    const office = { ...home, id: 'office', line1: '7 Park Street', city: 'Kolkata', state: 'West Bengal' };
    await addressBooks.save(uid(), {
      phone: '9876543210',
      addresses: [home, office],
      defaultAddressId: 'home',
      whatsappUpdates: false,
    });
    const before = await addressBooks.get(uid());
    const save = vi.spyOn(addressBooks, 'save');
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/profile');
    const list = within(await screen.findByRole('list', { name: 'Saved addresses' }));
    await list.findByText('7 Park Street');
    await goOffline(app);

    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await fillAddress(user, { ...VALID_ADDRESS, line1: '3 Lake Road', city: 'Udaipur' }, form);
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('3 Lake Road');
    expect(within(form).getByRole('textbox', { name: /^City/ })).toHaveValue('Udaipur');

    await user.click(list.getByRole('button', { name: 'Make default' }));
    await user.click(list.getByRole('button', { name: 'Delete the address 7 Park Street, Kolkata' }));
    expect(screen.getByText(OFFLINE)).toBeInTheDocument();
    expect(list.getByText('7 Park Street')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(await addressBooks.get(uid())).toEqual(before);
  });

  it("'Delete my account'", async () => {
    await signInShopper(app);
    const ids = uid();
    const spies = [
      vi.spyOn(app.ports.orderErasure, 'requestErasure'),
      vi.spyOn(app.ports.reviews, 'anonymizeAuthor'),
      vi.spyOn(app.ports.addressBooks, 'remove'),
      vi.spyOn(app.ports.users, 'remove'),
      vi.spyOn(app.ports.auth, 'deleteAccount'),
    ];
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/profile');
    const data = await screen.findByRole('region', { name: 'Your data' }, { timeout: 15_000 });
    // The card's body may still be loading when its heading shows.
    await user.click(await within(data).findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    const confirm = dialog.getByRole('textbox', { name: /^Type DELETE to confirm/ });
    await user.type(confirm, 'DELETE');
    await goOffline(app);
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText(OFFLINE)).toBeInTheDocument();
    expect(confirm).toHaveValue('DELETE');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(await app.ports.users.get(ids)).not.toBeNull();
    expect(app.stores.session.user?.uid).toBe(ids);
  });

  it('a complaint filed on /grievance', async () => {
    await signInShopper(app);
    const complaints = app.ports.complaints;
    const file = vi.spyOn(complaints, 'file');
    const before = await complaints.listMine(uid());
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/grievance');
    const form = within(await screen.findByRole('form', { name: 'Register a complaint' }));
    await user.type(form.getByRole('textbox', { name: /^Subject/ }), 'Wobbly chair legs');
    await user.type(
      form.getByRole('textbox', { name: /^What went wrong/ }),
      'Both chairs wobble on a level floor.',
    );
    await goOffline(app);
    await user.click(form.getByRole('button', { name: 'Register complaint' }));
    expect(await form.findByRole('alert')).toHaveTextContent(OFFLINE);
    expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Wobbly chair legs');
    expect(form.getByRole('textbox', { name: /^What went wrong/ })).toHaveValue(
      'Both chairs wobble on a level floor.',
    );
    expect(file).not.toHaveBeenCalled();
    expect(await complaints.listMine(uid())).toEqual(before);
  });

  it('a reply to a complaint on the profile', async () => {
    await signInShopper(app);
    const complaints = app.ports.complaints;
    const addReply = vi.spyOn(complaints, 'addShopperReply');
    const before = await complaints.listMine(uid());
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/profile');
    const list = within(await screen.findByRole('list', { name: 'Your complaints' }));
    const box = within(list.getByRole('form', { name: 'Your reply to GR-00002' }));
    await user.type(box.getByRole('textbox'), 'Any day this week after 5 pm.');
    await goOffline(app);
    await user.click(box.getByRole('button', { name: 'Send reply' }));
    expect(await box.findByRole('alert')).toHaveTextContent(OFFLINE);
    expect(box.getByRole('textbox')).toHaveValue('Any day this week after 5 pm.');
    expect(addReply).not.toHaveBeenCalled();
    expect(await complaints.listMine(uid())).toEqual(before);
  });

  it("an order's cancellation", async () => {
    await signInShopper(app);
    const orders = app.ports.orders;
    const cancelOrder = vi.spyOn(orders, 'cancelOrder');
    const user = userEvent.setup({ delay: null });
    renderApp(app, `/orders/${PENDING}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this order?' }));
    await user.type(dialog.getByLabelText('Reason (optional)'), 'Bought one locally');
    await goOffline(app);
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await dialog.findByText(OFFLINE)).toBeInTheDocument();
    expect(dialog.getByLabelText('Reason (optional)')).toHaveValue('Bought one locally');
    expect(cancelOrder).not.toHaveBeenCalled();
    expect((await orders.get(PENDING))?.status).toBe('pending');
  });

  it('a return request', async () => {
    await signInShopper(app);
    const returnsRepository = app.ports.returns;
    const requestReturn = vi.spyOn(returnsRepository, 'requestReturn');
    const user = userEvent.setup({ delay: null });
    renderApp(app, `/orders/${DELIVERED}`);
    const returns = within(await screen.findByRole('region', { name: 'Returns' }));
    await user.click(returns.getByRole('button', { name: 'Request a return' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request a return' }));
    const chairs = dialog.getByRole('checkbox', { name: /Jaipur Arm Chair/ });
    await user.click(chairs);
    const howMany = await dialog.findByRole('combobox', { name: /^How many of Jaipur Arm Chair/ });
    await user.selectOptions(howMany, '1');
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Reason/ }), 'Not as described');
    await user.type(dialog.getByLabelText('Comment (optional)'), 'One chair wobbles.');
    await user.type(dialog.getByRole('textbox', { name: /^UPI ID/ }), 'priya.demo@fictitious');
    await goOffline(app);
    await user.click(dialog.getByRole('button', { name: 'Request return' }));
    expect(await dialog.findByText(OFFLINE)).toBeInTheDocument();
    expect(chairs).toBeChecked();
    expect(howMany).toHaveValue('1');
    expect(dialog.getByRole('combobox', { name: /^Reason/ })).toHaveValue('Not as described');
    expect(dialog.getByLabelText('Comment (optional)')).toHaveValue('One chair wobbles.');
    expect(dialog.getByRole('textbox', { name: /^UPI ID/ })).toHaveValue('priya.demo@fictitious');
    expect(requestReturn).not.toHaveBeenCalled();
  });

  describe('reviews on the product page', () => {
    everythingOnScreen();

    const TEXT = 'Solid sheesham, well finished, and it arrived on the promised day.';
    const db = () => app.db;
    const reviews = () => app.ports.reviews;
    /** The demo shopper's delivered bed, with no reviews yet. */
    const bed = () => {
      db().transaction(() => {
        for (const review of db().scan<Review>('reviews')) {
          db().delete('reviews', review.id);
          db().delete('reviewStats', review.productId);
        }
      });
      const line = db().peek<Order>('orders', DELIVERED)?.lines[0];
      if (!line) throw new Error(`no order ${DELIVERED}`);
      return line.productId;
    };
    const openReviews = async (productId: string) => {
      renderApp(app, `/products/${productId}`);
      return within(await screen.findByRole('region', { name: 'Customer reviews' }));
    };

    it('writing a review', async () => {
      const productId = bed();
      const submit = vi.spyOn(reviews(), 'submit');
      await signInShopper(app);
      const user = userEvent.setup({ delay: null });
      const section = await openReviews(productId);
      await user.click(await section.findByRole('button', { name: 'Write a review' }));
      const form = within(section.getByRole('form', { name: 'Write a review' }));
      const stars = form.getByRole('radio', { name: '4 stars' });
      await user.click(stars);
      await waitFor(() => expect(stars).toBeChecked());
      await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Sturdy and handsome');
      await user.click(form.getByRole('textbox', { name: /^Your review/ }));
      await user.paste(TEXT);
      await goOffline(app);
      await user.click(form.getByRole('button', { name: 'Submit review' }));
      expect(await form.findByText(OFFLINE)).toBeInTheDocument();
      expect(stars).toBeChecked();
      expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue('Sturdy and handsome');
      expect(form.getByRole('textbox', { name: /^Your review/ })).toHaveValue(TEXT);
      expect(submit).not.toHaveBeenCalled();
      expect(await reviews().own(productId, 'demoShopper')).toBeNull();
    });

    it('editing and deleting their review, and a Helpful vote', async () => {
      const productId = bed();
      const other = db().peek<Order>('orders', DELIVERED) as Order;
      db().set('orders', 'order-asha', { ...other, id: 'order-asha', userId: 'asha' });
      const asha = await reviews().submit({
        productId,
        userId: 'asha',
        orderId: 'order-asha',
        firstName: 'Asha',
        rating: 5,
        title: 'By Asha',
        text: TEXT,
      });
      if (!asha.ok) throw new Error(asha.error.code);
      await reviews().moderate(asha.value.id, 'approved');
      const mine = await reviews().submit({
        productId,
        userId: 'demoShopper',
        orderId: DELIVERED,
        firstName: 'Priya',
        rating: 2,
        title: 'Hmm',
        text: TEXT,
      });
      if (!mine.ok) throw new Error(mine.error.code);
      const stored = await reviews().own(productId, 'demoShopper');
      const writes = (['submit', 'remove', 'markHelpful'] as const).map((method) =>
        vi.spyOn(reviews(), method),
      );
      await signInShopper(app);
      const user = userEvent.setup({ delay: null });
      const section = await openReviews(productId);
      const helpful = await within(
        await section.findByRole('article', { name: 'Review by Asha' }),
      ).findByRole('button', { name: 'Helpful (0)' });
      await waitFor(() => expect(helpful).toBeEnabled());
      await goOffline(app);

      await user.click(helpful);
      expect(await section.findByText(OFFLINE)).toBeInTheDocument();
      expect(helpful).toHaveAttribute('aria-pressed', 'false');

      const own = within(section.getByRole('article', { name: 'Your review' }));
      await user.click(own.getByRole('button', { name: 'Edit your review' }));
      const form = within(section.getByRole('form', { name: 'Edit your review' }));
      const stars = form.getByRole('radio', { name: '3 stars' });
      await user.click(stars);
      await waitFor(() => expect(stars).toBeChecked());
      await user.click(form.getByRole('button', { name: 'Save changes' }));
      expect(await form.findByText(OFFLINE)).toBeInTheDocument();
      expect(stars).toBeChecked();
      await user.click(form.getByRole('button', { name: 'Cancel' }));

      await user.click(await section.findByRole('button', { name: 'Delete review' }));
      await user.click(section.getByRole('button', { name: 'Yes, delete' }));
      const question = within(section.getByRole('group', { name: /^Delete your review\?/ }));
      expect(await question.findByText(OFFLINE)).toBeInTheDocument();
      expect(section.getByRole('article', { name: 'Your review' })).toBeInTheDocument();

      for (const spy of writes) expect(spy).not.toHaveBeenCalled();
      expect(await reviews().own(productId, 'demoShopper')).toEqual(stored);
    });
  });
});
