import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/Product';
import { EMPTY_AGGREGATE, reviewId, type Stars } from '../../src/domain/afterSales/Review';
import type { OrderRepository } from '../../src/ports/OrderRepository';
import type { ReviewRepository } from '../../src/ports/ReviewRepository';
import type { SubmitReviewRequest } from '../../src/domain/afterSales/Review';
import { line, request } from './orders/orderRequests';
import { testProduct } from './support/testProduct';

/** What each backend gives the review contract: a fresh shop with no orders or reviews. */
export interface ReviewRepositoryHarness {
  /** Each call as the user it names (the author, the voter); moderation and the staff's lists as an admin. */
  reviews: ReviewRepository;
  orders: Pick<OrderRepository, 'placeOrder' | 'updateStatus'>;
  seedProducts(products: Product[]): Promise<void>;
  /** The product as stored, for its rating and review count. */
  productOf(id: string): Promise<Pick<Product, 'rating' | 'reviewCount'>>;
  dispose?(): Promise<void>;
}

const chair = testProduct('chair', {
  name: 'Jodhpur Chair',
  price: 4000,
  stock: 50,
  rating: 0,
  reviewCount: 0,
});
const table = testProduct('table', {
  name: 'Jaipur Table',
  price: 9000,
  stock: 50,
  rating: 0,
  reviewCount: 0,
});

const TEXT = 'Solid wood, well finished, and it arrived on the promised day.';

/** The ReviewRepository contract (src/ports/ReviewRepository.ts), run against every adapter. */
export const describeReviewRepositoryContract = (
  name: string,
  makeHarness: () => Promise<ReviewRepositoryHarness>,
): void => {
  describe(`ReviewRepository contract: ${name}`, () => {
    let h: ReviewRepositoryHarness;
    beforeEach(async () => {
      h = await makeHarness();
      await h.seedProducts([chair, table]);
    });
    afterEach(async () => h.dispose?.());

    /** An order of the user's holding a chair, moved on to `until` (delivered unless said). */
    const ordered = async (
      userId: string,
      until: 'confirmed' | 'delivered' = 'delivered',
    ): Promise<string> => {
      const placed = await h.orders.placeOrder(request([line('chair', 4000, 1)], { userId }));
      if (!placed.ok) throw new Error(placed.error.code);
      const steps =
        until === 'delivered' ? (['confirmed', 'shipped', 'delivered'] as const) : (['confirmed'] as const);
      for (const status of steps) await h.orders.updateStatus(placed.value.id, status, 'staff@example.com');
      return placed.value.id;
    };
    const draft = (userId: string, orderId: string, rating: Stars = 4): SubmitReviewRequest => ({
      productId: 'chair',
      userId,
      orderId,
      firstName: userId[0]?.toUpperCase() + userId.slice(1),
      rating,
      title: 'Sturdy and handsome',
      text: TEXT,
    });
    const submitted = async (userId: string, rating: Stars = 4): Promise<string> => {
      const outcome = await h.reviews.submit(draft(userId, await ordered(userId), rating));
      if (!outcome.ok) throw new Error(outcome.error.code);
      return outcome.value.id;
    };
    const approved = async (userId: string, rating: Stars = 4): Promise<string> => {
      const id = await submitted(userId, rating);
      const outcome = await h.reviews.moderate(id, 'approved');
      if (!outcome.ok) throw new Error(outcome.error.code);
      return id;
    };

    it('takes a review from a buyer of a delivered order, waiting for moderation and shown to its author only', async () => {
      const orderId = await ordered('asha');
      expect(await h.reviews.buyerOrderId('chair', 'asha')).toBe(orderId);
      const outcome = await h.reviews.submit(draft('asha', orderId, 5));
      expect(outcome.ok && outcome.value).toMatchObject({
        id: reviewId('chair', 'asha'),
        status: 'pending',
        rating: 5,
        firstName: 'Asha',
        helpful: 0,
      });
      expect(await h.reviews.own('chair', 'asha')).toMatchObject({ status: 'pending', text: TEXT });
      expect(
        (await h.reviews.listApproved({ productId: 'chair', sort: 'newest', pageSize: 5 })).items,
      ).toEqual([]);
      expect(await h.reviews.aggregate('chair')).toEqual(EMPTY_AGGREGATE);
      expect(await h.reviews.countPending()).toBe(1);
      expect((await h.reviews.adminList({ status: 'pending', pageSize: 10 })).items.map((r) => r.id)).toEqual(
        [reviewId('chair', 'asha')],
      );
    });

    it('refuses a shopper whose order is not delivered, is someone else’s, or lacks the product', async () => {
      const open = await ordered('ravi', 'confirmed');
      expect(await h.reviews.buyerOrderId('chair', 'ravi')).toBeNull();
      expect(await h.reviews.submit(draft('ravi', open))).toEqual({
        ok: false,
        error: { code: 'REVIEW.NOT_A_BUYER' },
      });
      const ashas = await ordered('asha');
      expect(await h.reviews.submit(draft('ravi', ashas))).toEqual({
        ok: false,
        error: { code: 'REVIEW.NOT_A_BUYER' },
      });
      expect(await h.reviews.buyerOrderId('table', 'asha')).toBeNull();
      expect(await h.reviews.submit({ ...draft('asha', ashas), productId: 'table' })).toEqual({
        ok: false,
        error: { code: 'REVIEW.NOT_A_BUYER' },
      });
      expect(await h.reviews.own('chair', 'ravi')).toBeNull();
    });

    it('names each invalid field and stores nothing', async () => {
      const orderId = await ordered('asha');
      const outcome = await h.reviews.submit({
        ...draft('asha', orderId),
        title: 'x'.repeat(101),
        text: 'Nice.',
      });
      expect(outcome.ok ? null : outcome.error).toMatchObject({
        code: 'REVIEW.INVALID',
        fields: { title: expect.any(String), text: expect.any(String) },
      });
      expect(await h.reviews.own('chair', 'asha')).toBeNull();
    });

    it('counts an approval in the aggregate and in the product’s rating and review count, in the same write', async () => {
      const id = await approved('asha', 5);
      await approved('ravi', 4);
      expect(await h.reviews.aggregate('chair')).toEqual({ count: 2, sum: 9, stars: [0, 0, 0, 1, 1] });
      expect(await h.productOf('chair')).toEqual({ rating: 4.5, reviewCount: 2 });
      const page = await h.reviews.listApproved({ productId: 'chair', sort: 'newest', pageSize: 5 });
      expect(page.items.map((review) => review.userId)).toEqual(['ravi', 'asha']);
      expect(await h.reviews.moderate(id, 'approved')).toEqual({
        ok: false,
        error: { code: 'REVIEW.ALREADY_DECIDED' },
      });
    });

    it('takes an approved review down with its reason, out of the page, the aggregate and the product’s rating', async () => {
      const id = await approved('asha', 5);
      await approved('ravi', 2);
      expect(await h.reviews.moderate(id, 'rejected', '')).toEqual({
        ok: false,
        error: { code: 'REVIEW.INVALID_REASON', max: 300 },
      });
      const takenDown = await h.reviews.moderate(id, 'rejected', 'Names a competitor’s shop.');
      expect(takenDown.ok && takenDown.value).toMatchObject({
        status: 'rejected',
        rejectReason: 'Names a competitor’s shop.',
      });
      expect(await h.reviews.aggregate('chair')).toEqual({ count: 1, sum: 2, stars: [0, 1, 0, 0, 0] });
      expect(await h.productOf('chair')).toEqual({ rating: 2, reviewCount: 1 });
      const page = await h.reviews.listApproved({ productId: 'chair', sort: 'newest', pageSize: 5 });
      expect(page.items.map((review) => review.userId)).toEqual(['ravi']);
      expect(await h.reviews.moderate(id, 'rejected', 'Again')).toEqual({
        ok: false,
        error: { code: 'REVIEW.ALREADY_DECIDED' },
      });
    });

    it('takes an edited review out of the figures until it is approved again, keeping its date and votes', async () => {
      const id = await approved('asha', 5);
      await approved('ravi', 3);
      expect(await h.reviews.markHelpful(id, 'ravi')).toMatchObject({ ok: true });
      const first = await h.reviews.own('chair', 'asha');
      const orderId = (await h.reviews.buyerOrderId('chair', 'asha')) ?? '';
      const edited = await h.reviews.submit({
        ...draft('asha', orderId, 2),
        text: `${TEXT} Update: a leg wobbles.`,
      });
      expect(edited.ok && edited.value).toMatchObject({
        status: 'pending',
        rating: 2,
        helpful: 1,
        createdAt: first?.createdAt,
      });
      expect(await h.reviews.aggregate('chair')).toEqual({ count: 1, sum: 3, stars: [0, 0, 1, 0, 0] });
      expect(await h.productOf('chair')).toEqual({ rating: 3, reviewCount: 1 });
      await h.reviews.moderate(id, 'approved');
      expect(await h.productOf('chair')).toEqual({ rating: 2.5, reviewCount: 2 });
    });

    it('keeps a rejection’s reason for its author and leaves the figures alone', async () => {
      const id = await submitted('asha', 1);
      expect(await h.reviews.moderate(id, 'rejected', '')).toEqual({
        ok: false,
        error: { code: 'REVIEW.INVALID_REASON', max: 300 },
      });
      const rejected = await h.reviews.moderate(id, 'rejected', 'Please describe the product itself.');
      expect(rejected.ok && rejected.value.status).toBe('rejected');
      expect(await h.reviews.own('chair', 'asha')).toMatchObject({
        status: 'rejected',
        rejectReason: 'Please describe the product itself.',
      });
      expect(await h.reviews.aggregate('chair')).toEqual(EMPTY_AGGREGATE);
      expect(await h.reviews.countPending()).toBe(0);
      expect((await h.reviews.adminList({ status: 'rejected', pageSize: 10 })).items).toHaveLength(1);
      const resubmitted = await h.reviews.submit(
        draft('asha', (await h.reviews.buyerOrderId('chair', 'asha')) ?? ''),
      );
      expect(resubmitted.ok && resubmitted.value.rejectReason).toBeUndefined();
    });

    it('takes a deleted approved review out of the figures', async () => {
      await approved('asha', 5);
      await approved('ravi', 2);
      await h.reviews.remove('chair', 'asha');
      expect(await h.reviews.own('chair', 'asha')).toBeNull();
      expect(await h.reviews.aggregate('chair')).toEqual({ count: 1, sum: 2, stars: [0, 1, 0, 0, 0] });
      expect(await h.productOf('chair')).toEqual({ rating: 2, reviewCount: 1 });
      await h.reviews.remove('chair', 'ravi');
      expect(await h.productOf('chair')).toEqual({ rating: 0, reviewCount: 0 });
    });

    it('counts both of two approvals racing on one product', async () => {
      const ids = [await submitted('asha', 5), await submitted('ravi', 4), await submitted('meera', 2)];
      const outcomes = await Promise.all(ids.map((id) => h.reviews.moderate(id, 'approved')));
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
      expect(await h.reviews.aggregate('chair')).toEqual({ count: 3, sum: 11, stars: [0, 1, 0, 1, 1] });
      expect(await h.productOf('chair')).toEqual({ rating: 3.7, reviewCount: 3 });
    });

    it('takes one helpful vote per user per review, never the author’s, and sorts by it', async () => {
      const asha = await approved('asha', 5);
      const ravi = await approved('ravi', 4);
      expect(await h.reviews.markHelpful(ravi, 'meera')).toMatchObject({ ok: true, value: { helpful: 1 } });
      expect(await h.reviews.markHelpful(ravi, 'meera')).toEqual({
        ok: false,
        error: { code: 'REVIEW.ALREADY_VOTED' },
      });
      expect(await h.reviews.markHelpful(ravi, 'ravi')).toEqual({
        ok: false,
        error: { code: 'REVIEW.OWN_REVIEW' },
      });
      expect(await h.reviews.votedHelpful('chair', 'meera')).toEqual(new Set([ravi]));
      expect(await h.reviews.votedHelpful('table', 'meera')).toEqual(new Set());
      await h.reviews.markHelpful(asha, 'meera');
      await h.reviews.markHelpful(asha, 'ravi');
      const helpful = await h.reviews.listApproved({ productId: 'chair', sort: 'helpful', pageSize: 5 });
      expect(helpful.items.map((review) => [review.userId, review.helpful])).toEqual([
        ['asha', 2],
        ['ravi', 1],
      ]);
    });

    it("lists an author's own reviews whatever their status, and renames them, and nothing else, for a deleted account", async () => {
      const placed = await h.orders.placeOrder(
        request([line('chair', 4000, 1), line('table', 9000, 1)], { userId: 'asha' }),
      );
      if (!placed.ok) throw new Error(placed.error.code);
      for (const status of ['confirmed', 'shipped', 'delivered'] as const)
        await h.orders.updateStatus(placed.value.id, status, 'staff@example.com');
      const chairReview = await h.reviews.submit(draft('asha', placed.value.id, 5));
      if (!chairReview.ok) throw new Error(chairReview.error.code);
      await h.reviews.moderate(chairReview.value.id, 'approved');
      await h.reviews.submit({ ...draft('asha', placed.value.id, 2), productId: 'table' });
      await approved('ravi', 3);

      expect(await h.reviews.listByAuthor('nobody')).toEqual([]);
      const mine = await h.reviews.listByAuthor('asha');
      expect(mine.map((review) => [review.productId, review.status, review.firstName])).toEqual([
        ['table', 'pending', 'Asha'],
        ['chair', 'approved', 'Asha'],
      ]);
      const figures = await h.reviews.aggregate('chair');

      expect(await h.reviews.anonymizeAuthor('asha')).toBe(2);
      expect(await h.reviews.anonymizeAuthor('asha')).toBe(0);
      const renamed = await h.reviews.listByAuthor('asha');
      expect(renamed).toEqual(mine.map((review) => ({ ...review, firstName: 'Deleted customer' })));
      expect(await h.reviews.aggregate('chair')).toEqual(figures);
      expect(await h.productOf('chair')).toEqual({ rating: 4, reviewCount: 2 });
      const shown = await h.reviews.listApproved({ productId: 'chair', sort: 'newest', pageSize: 5 });
      expect(shown.items.map((review) => [review.userId, review.firstName])).toEqual([
        ['ravi', 'Ravi'],
        ['asha', 'Deleted customer'],
      ]);
    });

    it('pages approved reviews without repeating or skipping one', async () => {
      for (const user of ['asha', 'ravi', 'meera']) await approved(user);
      const first = await h.reviews.listApproved({ productId: 'chair', sort: 'newest', pageSize: 2 });
      expect(first.items.map((review) => review.userId)).toEqual(['meera', 'ravi']);
      const second = await h.reviews.listApproved({
        productId: 'chair',
        sort: 'newest',
        pageSize: 2,
        cursor: first.nextCursor,
      });
      expect(second.items.map((review) => review.userId)).toEqual(['asha']);
      expect(second.nextCursor).toBeNull();
    });
  });
};
