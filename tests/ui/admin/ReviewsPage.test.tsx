import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../src/domain/catalogue/Product';
import { reviewId, type Review, type Stars } from '../../../src/domain/afterSales/Review';
import type { TestApp } from '../helpers/testApp';
import { findToast, makeAdminApp, openAdmin } from './adminTestKit';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

interface Seeded {
  review: Review;
  product: Product;
}

const AUTHORS = ['Priya', 'Arjun', 'Meera'] as const;

/**
 * Reviews of three different demo products by three shoppers, written straight into the memory database (the
 * repository's submit would need a delivered order of each): the first two waiting, oldest first, the third approved.
 */
const seedReviews = async (app: TestApp): Promise<Seeded[]> => {
  const { items } = await app.ports.products.adminList({ pageSize: AUTHORS.length });
  const db = app.db;
  // Without the demo's own approved reviews, so each list holds exactly these.
  for (const review of db.scan<Review>('reviews')) db.delete('reviews', review.id);
  return AUTHORS.map((firstName, index) => {
    const product = items[index];
    if (!product) throw new Error('the demo catalogue has three products');
    const userId = `reviewer${index}`;
    const review: Review = {
      id: reviewId(product.id, userId),
      productId: product.id,
      userId,
      orderId: `order${index}`,
      firstName,
      rating: (5 - index) as Stars,
      title: `${firstName}'s verdict`,
      text: `${firstName} writes: solid sheesham, finished well, delivered on time.`,
      status: index < 2 ? 'pending' : 'approved',
      createdAt: `2026-03-0${index + 1}T10:00:00.000Z`,
      updatedAt: `2026-03-0${index + 1}T10:00:00.000Z`,
      helpful: 0,
    };
    db.set('reviews', review.id, { ...review });
    return { review, product };
  });
};

const seeded = async (): Promise<{ app: TestApp; reviews: Seeded[] }> => {
  const app = await makeAdminApp();
  return { app, reviews: await seedReviews(app) };
};

const whose = ({ review, product }: Seeded) => `${review.firstName}'s review of ${product.name}`;
const statusOf = async (app: TestApp, { review }: Seeded) =>
  (await app.ports.reviews.own(review.productId, review.userId))?.status;
const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

describe('the Reviews screen', { timeout: 30_000 }, () => {
  it('lists the waiting reviews oldest first with their products, stars, text, author and date', async () => {
    const { app, reviews } = await seeded();
    const [priya, arjun, meera] = reviews as [Seeded, Seeded, Seeded];
    await openAdmin(app, '/admin/reviews', 'Reviews');
    await screen.findByText("Priya's verdict");
    const table = within(screen.getByRole('table', { name: 'Reviews' }));
    const titles = table.getAllByText(/'s verdict$/).map((element) => element.textContent);
    expect(titles).toEqual(["Priya's verdict", "Arjun's verdict"]);
    const row = rowOf("Priya's verdict");
    expect(row.getByRole('link', { name: priya.product.name })).toHaveAttribute(
      'href',
      `/admin/products/edit/${encodeURIComponent(priya.product.id)}`,
    );
    expect(row.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(row.getByText(priya.review.text)).toBeInTheDocument();
    expect(row.getByText('Priya · 1 Mar 2026')).toBeInTheDocument();
    expect(rowOf("Arjun's verdict").getByRole('link', { name: arjun.product.name })).toBeInTheDocument();
    // The approved one waits for nothing.
    expect(screen.queryByText("Meera's verdict")).toBeNull();

    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'approved');
    expect(await screen.findByText("Meera's verdict")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Approve ${whose(meera)}` })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'rejected');
    expect(await screen.findByText('No reviews here yet.')).toBeInTheDocument();
  });

  it('says so when no review is waiting', async () => {
    await openAdmin(await makeAdminApp(), '/admin/reviews', 'Reviews');
    expect(await screen.findByText('No reviews waiting.')).toBeInTheDocument();
  });

  it('approves one review: it leaves the list and counts on its product', async () => {
    const user = userEvent.setup({ delay: null });
    const { app, reviews } = await seeded();
    const [priya] = reviews as [Seeded];
    await openAdmin(app, '/admin/reviews', 'Reviews');
    await user.click(await screen.findByRole('button', { name: `Approve ${whose(priya)}` }));
    await findToast('Review approved');
    await waitFor(() => expect(screen.queryByText("Priya's verdict")).toBeNull());
    expect(screen.getByText("Arjun's verdict")).toBeInTheDocument();
    expect(await statusOf(app, priya)).toBe('approved');
    const product = await app.ports.products.getById(priya.product.id);
    expect(product?.reviewCount).toBe(priya.product.reviewCount + 1);
  });

  it('approves the selected reviews together', async () => {
    const user = userEvent.setup({ delay: null });
    const { app, reviews } = await seeded();
    const [priya, arjun] = reviews as [Seeded, Seeded];
    await openAdmin(app, '/admin/reviews', 'Reviews');
    await user.click(await screen.findByRole('checkbox', { name: `Select ${whose(priya)}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${whose(arjun)}` }));
    const toolbar = within(await screen.findByRole('toolbar', { name: 'Bulk actions' }));
    expect(screen.getByRole('checkbox', { name: 'Select every review on this page' })).toBeChecked();
    expect(await toolbar.findByText('2 selected')).toBeInTheDocument();
    await user.click(toolbar.getByRole('button', { name: 'Approve selected' }));
    await findToast('2 reviews approved');
    expect(await screen.findByText('No reviews waiting.')).toBeInTheDocument();
    expect(await statusOf(app, priya)).toBe('approved');
    expect(await statusOf(app, arjun)).toBe('approved');
  });

  it('rejects only with a reason, which the rejected list then shows', async () => {
    const user = userEvent.setup({ delay: null });
    const { app, reviews } = await seeded();
    const [priya] = reviews as [Seeded];
    await openAdmin(app, '/admin/reviews', 'Reviews');
    await user.click(await screen.findByRole('button', { name: `Reject ${whose(priya)}` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: "Reject Priya's review?" }));
    await user.click(dialog.getByRole('button', { name: 'Reject review' }));
    expect(await dialog.findByText('Give the author a reason, up to 300 characters.')).toBeInTheDocument();
    expect(await statusOf(app, priya)).toBe('pending');
    await user.type(dialog.getByRole('textbox', { name: /^Reason for the author/ }), 'Names a rival shop.');
    await user.click(dialog.getByRole('button', { name: 'Reject review' }));
    await findToast('Review rejected');
    await waitFor(() => expect(screen.queryByText("Priya's verdict")).toBeNull());
    const stored = await app.ports.reviews.own(priya.review.productId, priya.review.userId);
    expect(stored).toMatchObject({ status: 'rejected', rejectReason: 'Names a rival shop.' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'rejected');
    expect(await screen.findByText('Rejected: Names a rival shop.')).toBeInTheDocument();
  });

  it('takes an approved review down with a reason: off its product’s figures, and the rejected list says why', async () => {
    const user = userEvent.setup({ delay: null });
    const { app, reviews } = await seeded();
    const [priya] = reviews as [Seeded];
    const products = app.ports.products;
    await app.ports.reviews.moderate(priya.review.id, 'approved');
    expect((await products.getById(priya.product.id))?.reviewCount).toBe(priya.product.reviewCount + 1);
    await openAdmin(app, '/admin/reviews', 'Reviews');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Filter by status' }), 'approved');
    await user.click(await screen.findByRole('button', { name: `Take down ${whose(priya)}` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: "Take down Priya's review?" }));
    expect(dialog.getByText(/It leaves the product page and its rating at once\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Take down review' }));
    expect(await dialog.findByText('Give the author a reason, up to 300 characters.')).toBeInTheDocument();
    expect(await statusOf(app, priya)).toBe('approved');
    await user.type(dialog.getByRole('textbox', { name: /^Reason for the author/ }), 'Names a rival shop.');
    await user.click(dialog.getByRole('button', { name: 'Take down review' }));
    await findToast('Review taken down');
    await waitFor(() => expect(screen.queryByText("Priya's verdict")).toBeNull());
    expect(await statusOf(app, priya)).toBe('rejected');
    expect((await products.getById(priya.product.id))?.reviewCount).toBe(priya.product.reviewCount);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'rejected');
    expect(await screen.findByText('Rejected: Names a rival shop.')).toBeInTheDocument();
  });

  it('says why when another admin decided first, and shows what still waits', async () => {
    const user = userEvent.setup({ delay: null });
    const { app, reviews } = await seeded();
    const [priya] = reviews as [Seeded];
    await openAdmin(app, '/admin/reviews', 'Reviews');
    const approve = await screen.findByRole('button', { name: `Approve ${whose(priya)}` });
    await app.ports.reviews.moderate(priya.review.id, 'rejected', 'Spam.');
    await user.click(approve);
    await findToast(
      'A review was already approved or rejected by another admin. The list now shows the ones still waiting.',
    );
    await waitFor(() => expect(screen.queryByText("Priya's verdict")).toBeNull());
    expect(screen.getByText("Arjun's verdict")).toBeInTheDocument();
    expect(await statusOf(app, priya)).toBe('rejected');
  });

  it('says so when another admin took an approved review down first, and shows the ones still approved', async () => {
    const user = userEvent.setup({ delay: null });
    const { app, reviews } = await seeded();
    const [priya, arjun] = reviews as [Seeded, Seeded];
    const repository = app.ports.reviews;
    await repository.moderate(priya.review.id, 'approved');
    await repository.moderate(arjun.review.id, 'approved');
    await openAdmin(app, '/admin/reviews', 'Reviews');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Filter by status' }), 'approved');
    await user.click(await screen.findByRole('button', { name: `Take down ${whose(priya)}` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: "Take down Priya's review?" }));
    await repository.moderate(priya.review.id, 'rejected', 'Spam.');
    await user.type(dialog.getByRole('textbox', { name: /^Reason for the author/ }), 'Names a rival shop.');
    await user.click(dialog.getByRole('button', { name: 'Take down review' }));
    await findToast(
      'A review was already taken down by another admin. The list now shows the ones still approved.',
    );
    await waitFor(() => expect(screen.queryByText("Priya's verdict")).toBeNull());
    expect(screen.getByText("Arjun's verdict")).toBeInTheDocument();
  });

  it('shows the dashboard the number of reviews waiting, linked to this screen', async () => {
    const { app } = await seeded();
    await openAdmin(app, '/admin/dashboard', 'Dashboard');
    const card = within(await screen.findByRole('group', { name: 'Reviews waiting: 2' }));
    expect(card.getByRole('link', { name: 'Reviews waiting' })).toHaveAttribute('href', '/admin/reviews');
  });
});
