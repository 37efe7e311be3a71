import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/domain/orders/Order';
import {
  ONLY_BUYERS_REVIEW,
  REVIEW_RECEIVED,
  type Review,
  type Stars,
} from '../../../src/domain/afterSales/Review';
import { signInShopper } from '../account/checkoutHelpers';
import { everythingOnScreen } from '../helpers/everythingOnScreen';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';

vi.setConfig({ testTimeout: 30_000 });

const app = freshTestAppEachTest(
  () =>
    Promise.all([
      import('../../../src/ui/shop/product/ProductDetailPage'),
      import('../../../src/ui/shop/product/ProductReviews'),
      import('../../../src/ui/shop/orders/OrderDetailPage'),
      import('../../../src/ui/shop/orders/OrdersPage'),
    ]),
  async () => clearReviews(),
);

everythingOnScreen();

const DELIVERED = 'demoOrderDelivered01';
const SHIPPED = 'demoOrderShipped0002';
const TEXT = 'Solid sheesham, well finished, and it arrived on the promised day.';

const db = () => app.db;
const reviews = () => app.ports.reviews;

/** Takes out any reviews the demo seed has, so each test knows every review of its products. */
const clearReviews = () =>
  db().transaction(() => {
    for (const review of db().scan<Review>('reviews')) {
      db().delete('reviews', review.id);
      db().delete('reviewStats', review.productId);
    }
  });
/** The first product of one of the demo shopper's orders: id and name. */
const productOf = (orderId: string) => {
  const line = db().peek<Order>('orders', orderId)?.lines[0];
  if (!line) throw new Error(`no order ${orderId}`);
  return { id: line.productId, name: line.name };
};

/**
 * An approved review of `productId` by a new buyer (a delivered order of theirs is stored first), written on
 * `day` of November 2026.
 */
const approvedReview = async (
  userId: string,
  productId: string,
  rating: Stars,
  day: number,
  title = '',
): Promise<Review> => {
  const template = db().peek<Order>('orders', DELIVERED) as Order;
  const orderId = `order-${userId}`;
  db().set('orders', orderId, { ...template, id: orderId, userId });
  const firstName = userId[0]?.toUpperCase() + userId.slice(1);
  const submitted = await reviews().submit({
    productId,
    userId,
    orderId,
    firstName,
    rating,
    title,
    text: TEXT,
  });
  if (!submitted.ok) throw new Error(submitted.error.code);
  const createdAt = `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
  db().set('reviews', submitted.value.id, { ...submitted.value, createdAt });
  const approved = await reviews().moderate(submitted.value.id, 'approved');
  if (!approved.ok) throw new Error(approved.error.code);
  return approved.value;
};

const openReviews = async (path: string) => {
  renderApp(app, path);
  return within(await screen.findByRole('region', { name: 'Customer reviews' }));
};

describe('reviews on the product page', () => {
  it('lets a shopper with a delivered order write a review, and thanks them', async () => {
    const user = userEvent.setup({ delay: null });
    const bed = productOf(DELIVERED);
    await signInShopper(app);
    const section = await openReviews(`/products/${bed.id}`);
    expect(await section.findByText('No reviews yet.')).toBeInTheDocument();

    await user.click(await section.findByRole('button', { name: 'Write a review' }));
    const form = within(section.getByRole('form', { name: 'Write a review' }));
    await user.click(form.getByRole('radio', { name: '4 stars' }));
    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Sturdy and handsome');
    await user.click(form.getByRole('textbox', { name: /^Your review/ }));
    await user.paste(TEXT);
    await user.click(form.getByRole('button', { name: 'Submit review' }));

    expect(await section.findByRole('status')).toHaveTextContent(REVIEW_RECEIVED);
    const own = within(section.getByRole('article', { name: 'Your review' }));
    expect(own.getByText('Waiting for approval')).toBeInTheDocument();
    expect(own.getByText('Sturdy and handsome')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
    const stored = await reviews().own(bed.id, 'demoShopper');
    expect(stored).toMatchObject({ status: 'pending', rating: 4, firstName: 'Priya', orderId: DELIVERED });
  });

  it('shows validation messages on their fields and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    await signInShopper(app);
    const section = await openReviews(`/products/${productOf(DELIVERED).id}`);
    await user.click(await section.findByRole('button', { name: 'Write a review' }));
    const form = within(section.getByRole('form', { name: 'Write a review' }));
    const text = form.getByRole('textbox', { name: /^Your review/ });
    await user.type(text, 'Too short');
    expect(form.getByText('9 / 2,000 characters (at least 20)')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Submit review' }));

    expect(
      await form.findByText('Please write at least 20 characters about the product.'),
    ).toBeInTheDocument();
    expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(text).toHaveValue('Too short');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(
      'Please write at least 20 characters about the product. 9 / 2,000 characters (at least 20)',
    );
    expect(await reviews().own(productOf(DELIVERED).id, 'demoShopper')).toBeNull();
  });

  it('tells a signed-in shopper without a delivered order of the product who may review', async () => {
    const dining = productOf(SHIPPED);
    await signInShopper(app);
    const signedIn = await openReviews(`/products/${dining.id}`);
    expect(await signedIn.findByText(ONLY_BUYERS_REVIEW)).toBeInTheDocument();
    expect(signedIn.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('tells a guest who may review, and keeps the Helpful vote for signed-in shoppers', async () => {
    const bed = productOf(DELIVERED);
    await approvedReview('asha', bed.id, 5, 20);
    const section = await openReviews(`/products/${bed.id}`);
    expect(await section.findByText(ONLY_BUYERS_REVIEW)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(await section.findByRole('button', { name: 'Helpful (0)' })).toBeDisabled();
    expect(section.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?from=${encodeURIComponent(`/products/${bed.id}`)}`,
    );
  });

  it('lists approved reviews newest first, 5 at a time, with the average and a bar per star', async () => {
    const user = userEvent.setup({ delay: null });
    const bed = productOf(DELIVERED);
    const ratings: Stars[] = [5, 5, 5, 4, 4, 3, 1];
    for (const [index, rating] of ratings.entries())
      await approvedReview(`buyer${index + 1}`, bed.id, rating, 10 + index, `Title ${index + 1}`);
    // A pending review is not shown or counted.
    const pending = await reviews().submit({
      productId: bed.id,
      userId: 'demoShopper',
      orderId: DELIVERED,
      firstName: 'Priya',
      rating: 1,
      title: 'Pending',
      text: TEXT,
    });
    expect(pending.ok).toBe(true);

    const section = await openReviews(`/products/${bed.id}`);
    expect(await section.findByText('3.9 out of 5')).toBeInTheDocument();
    expect(section.getByText('7 reviews')).toBeInTheDocument();
    for (const name of [
      '5 stars: 3 reviews',
      '4 stars: 2 reviews',
      '3 stars: 1 review',
      '2 stars: 0 reviews',
      '1 star: 1 review',
    ])
      expect(section.getByRole('progressbar', { name })).toBeInTheDocument();

    const list = section.getByRole('list', { name: 'Reviews' });
    const titles = () =>
      within(list)
        .getAllByText(/^Title \d$/)
        .map((title) => title.textContent);
    await waitFor(() => expect(titles()).toEqual(['Title 7', 'Title 6', 'Title 5', 'Title 4', 'Title 3']));
    const newest = within(within(list).getAllByRole('article')[0] as HTMLElement);
    expect(newest.getByText('Buyer7')).toBeInTheDocument();
    expect(newest.getByText('Verified buyer')).toBeInTheDocument();
    expect(newest.getByText('16 Nov 2026')).toBeInTheDocument();
    expect(newest.getByRole('img', { name: 'Rated 1.0 out of 5' })).toBeInTheDocument();
    expect(section.queryByText('Pending')).not.toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(titles()).toHaveLength(7));
    expect(titles().slice(5)).toEqual(['Title 2', 'Title 1']);
    expect(section.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('sorts by most helpful', async () => {
    const user = userEvent.setup({ delay: null });
    const bed = productOf(DELIVERED);
    const older = await approvedReview('asha', bed.id, 4, 10, 'Older but helpful');
    await approvedReview('ravi', bed.id, 5, 20, 'Newer');
    await reviews().markHelpful(older.id, 'someone');
    const section = await openReviews(`/products/${bed.id}`);
    const firstTitle = () =>
      within(section.getAllByRole('article')[0] as HTMLElement).getByText(/^(Older|Newer)/);
    await waitFor(() => expect(firstTitle()).toHaveTextContent('Newer'));
    await user.selectOptions(section.getByRole('combobox', { name: 'Sort reviews' }), 'Most helpful');
    await waitFor(() => expect(firstTitle()).toHaveTextContent('Older but helpful'));
  });

  it('takes one Helpful vote per shopper and none on their own review', async () => {
    const user = userEvent.setup({ delay: null });
    const bed = productOf(DELIVERED);
    await approvedReview('asha', bed.id, 5, 20, 'By Asha');
    const mine = await reviews().submit({
      productId: bed.id,
      userId: 'demoShopper',
      orderId: DELIVERED,
      firstName: 'Priya',
      rating: 4,
      title: 'By Priya',
      text: TEXT,
    });
    if (!mine.ok) throw new Error(mine.error.code);
    await reviews().moderate(mine.value.id, 'approved');
    await signInShopper(app);
    const section = await openReviews(`/products/${bed.id}`);

    const list = within(await section.findByRole('list', { name: 'Reviews' }));
    const asha = within(list.getByRole('article', { name: 'Review by Asha' }));
    const own = within(list.getByRole('article', { name: 'Review by Priya' }));
    expect(own.queryByRole('button', { name: /helpful/i })).not.toBeInTheDocument();
    const helpful = await asha.findByRole('button', { name: 'Helpful (0)' });
    await waitFor(() => expect(helpful).toBeEnabled());
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await user.click(helpful);

    const voted = await asha.findByRole('button', { name: 'You found this helpful (1)' });
    expect(voted).toBeDisabled();
    expect(voted).toHaveAttribute('aria-pressed', 'true');
    const again = await reviews().markHelpful(`${bed.id}_asha`, 'demoShopper');
    expect(again.ok || again.error.code).toBe('REVIEW.ALREADY_VOTED');
  });

  it('remembers a vote cast earlier, and reads the section once: aggregate, a page, own, order and votes', async () => {
    const bed = productOf(DELIVERED);
    await approvedReview('asha', bed.id, 5, 20);
    await reviews().markHelpful(`${bed.id}_asha`, 'demoShopper');
    const repository = reviews();
    const spies = (['aggregate', 'listApproved', 'own', 'buyerOrderId', 'votedHelpful'] as const).map(
      (method) => vi.spyOn(repository, method),
    );
    await signInShopper(app);
    const section = await openReviews(`/products/${bed.id}`);
    const voted = await section.findByRole('button', { name: 'You found this helpful (1)' });
    expect(voted).toHaveAttribute('aria-pressed', 'true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(spies.map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1, 1, 1]);
    expect(spies[1]?.mock.calls[0]?.[0]).toMatchObject({ pageSize: 5, sort: 'newest' });
  });

  it('shows the shopper their rejected review with the reason, and lets them edit and delete it', async () => {
    const user = userEvent.setup({ delay: null });
    const bed = productOf(DELIVERED);
    const mine = await reviews().submit({
      productId: bed.id,
      userId: 'demoShopper',
      orderId: DELIVERED,
      firstName: 'Priya',
      rating: 2,
      title: 'Hmm',
      text: TEXT,
    });
    if (!mine.ok) throw new Error(mine.error.code);
    await reviews().moderate(mine.value.id, 'rejected', 'Please leave out the phone number.');
    await signInShopper(app);
    const section = await openReviews(`/products/${bed.id}`);
    const own = within(await section.findByRole('article', { name: 'Your review' }));
    expect(own.getByText('Not published: Please leave out the phone number.')).toBeInTheDocument();

    await user.click(own.getByRole('button', { name: 'Edit your review' }));
    const form = within(section.getByRole('form', { name: 'Edit your review' }));
    expect(form.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(form.getByRole('textbox', { name: /^Your review/ })).toHaveValue(TEXT);
    await user.click(form.getByRole('radio', { name: '3 stars' }));
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await section.findByRole('status')).toHaveTextContent(REVIEW_RECEIVED);
    expect(await reviews().own(bed.id, 'demoShopper')).toMatchObject({ status: 'pending', rating: 3 });

    await user.click(section.getByRole('button', { name: 'Delete review' }));
    await user.click(section.getByRole('button', { name: 'Yes, delete' }));
    expect(await section.findByRole('button', { name: 'Write a review' })).toBeInTheDocument();
    expect(await reviews().own(bed.id, 'demoShopper')).toBeNull();
  });
});

describe('reviews from the shopper’s orders', () => {
  it('links each line of a delivered order to the product’s review form, opened', async () => {
    const user = userEvent.setup({ delay: null });
    const bed = productOf(DELIVERED);
    await signInShopper(app);
    renderApp(app, `/orders/${DELIVERED}`);
    await user.click(await screen.findByRole('link', { name: `Review this product: ${bed.name}` }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/products/${bed.id}?review=write`);
    const section = within(await screen.findByRole('region', { name: 'Customer reviews' }));
    expect(await section.findByRole('form', { name: 'Write a review' })).toBeInTheDocument();
    await waitFor(() => expect(section.getByRole('radio', { name: '1 star' })).toHaveFocus());
  });

  it('offers the links in My Orders for delivered orders only', async () => {
    await signInShopper(app);
    renderApp(app, '/orders');
    const delivered = await screen.findByRole('list', { name: /^Review the items of order/ });
    const links = within(delivered).getAllByRole('link', { name: /^Review this product: / });
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveAttribute('href', `/products/${productOf(DELIVERED).id}?review=write#reviews`);
    expect(screen.getAllByRole('list', { name: /^Review the items of order/ })).toHaveLength(1);
  });
});
