import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aggregateAfter,
  aggregateOf,
  aggregateShowing,
  averageOf,
  EMPTY_AGGREGATE,
  firstNameOf,
  moderateReview,
  orderMakingBuyer,
  type Review,
  type Stars,
  validateReview,
} from '../../src/domain/afterSales/Review';

const NOW = '2026-11-27T10:00:00.000Z';
const review = (overrides: Partial<Review> = {}): Review => ({
  id: 'sofa_asha',
  productId: 'sofa',
  userId: 'asha',
  orderId: 'order1',
  firstName: 'Asha',
  rating: 4,
  title: 'Sturdy',
  text: 'Solid sheesham, well finished, arrived on time.',
  status: 'pending',
  createdAt: NOW,
  updatedAt: NOW,
  helpful: 0,
  ...overrides,
});

describe('a review as typed', () => {
  it('takes 1–5 stars, a title up to 100 characters and a text of 20 to 2,000, trimmed', () => {
    expect(
      validateReview({ rating: 5, title: '  Lovely  ', text: '  Beautiful grain and very sturdy.  ' }),
    ).toEqual({
      ok: true,
      value: { rating: 5, title: 'Lovely', text: 'Beautiful grain and very sturdy.' },
    });
    expect(validateReview({ rating: null, title: 'x'.repeat(101), text: 'too short' })).toEqual({
      ok: false,
      error: {
        code: 'REVIEW.INVALID',
        fields: {
          rating: 'Please choose a rating from 1 to 5 stars.',
          title: 'Please keep the title to 100 characters or fewer.',
          text: 'Please write at least 20 characters about the product.',
        },
      },
    });
    expect(validateReview({ rating: 6, title: '', text: 'y'.repeat(2001) })).toMatchObject({
      error: {
        fields: { rating: expect.any(String), text: 'Please keep the review to 2000 characters or fewer.' },
      },
    });
  });

  it('finds the delivered order that makes a shopper a buyer of the product', () => {
    const line = (productId: string) => ({
      productId,
      name: '',
      image: '',
      variant: null,
      unitPrice: 1,
      quantity: 1,
    });
    const orders = [
      { id: 'o1', status: 'shipped' as const, lines: [line('sofa')] },
      { id: 'o2', status: 'delivered' as const, lines: [line('bed')] },
      { id: 'o3', status: 'delivered' as const, lines: [line('chair'), line('sofa')] },
    ];
    expect(orderMakingBuyer(orders, 'sofa')).toBe('o3');
    expect(orderMakingBuyer(orders, 'table')).toBeNull();
  });

  it("shows the author's first name", () => {
    expect(firstNameOf(' Asha  Verma ')).toBe('Asha');
    expect(firstNameOf('')).toBe('A buyer');
  });
});

describe('moderation', () => {
  it('approves or rejects a pending review once; a rejection needs its reason', () => {
    const approved = moderateReview(review({ rejectReason: 'old' }), 'approved', NOW);
    expect(approved.ok && approved.value.status).toBe('approved');
    expect(approved.ok && 'rejectReason' in approved.value).toBe(false);
    expect(moderateReview(review(), 'rejected', NOW, '  ')).toEqual({
      ok: false,
      error: { code: 'REVIEW.INVALID_REASON', max: 300 },
    });
    expect(moderateReview(review(), 'rejected', NOW, 'Mentions a phone number')).toMatchObject({
      ok: true,
      value: { status: 'rejected', rejectReason: 'Mentions a phone number' },
    });
    expect(moderateReview(review({ status: 'approved' }), 'approved', NOW)).toEqual({
      ok: false,
      error: { code: 'REVIEW.ALREADY_DECIDED' },
    });
    expect(moderateReview(review({ status: 'rejected' }), 'approved', NOW)).toEqual({
      ok: false,
      error: { code: 'REVIEW.ALREADY_DECIDED' },
    });
    expect(moderateReview(null, 'approved', NOW)).toEqual({ ok: false, error: { code: 'REVIEW.NOT_FOUND' } });
  });

  it('takes an approved review down with the reason its author reads; not without one', () => {
    expect(
      moderateReview(review({ status: 'approved' }), 'rejected', NOW, 'Names another shop'),
    ).toMatchObject({
      ok: true,
      value: { status: 'rejected', rejectReason: 'Names another shop', updatedAt: NOW },
    });
    expect(moderateReview(review({ status: 'approved' }), 'rejected', NOW, ' ')).toEqual({
      ok: false,
      error: { code: 'REVIEW.INVALID_REASON', max: 300 },
    });
  });
});

type Step =
  | { kind: 'write'; author: number; rating: Stars }
  | { kind: 'approve' | 'reject' | 'delete'; author: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('write' as const),
    author: fc.nat(4),
    rating: fc.constantFrom<Stars>(1, 2, 3, 4, 5),
  }),
  fc.record({
    kind: fc.constantFrom('approve' as const, 'reject' as const, 'delete' as const),
    author: fc.nat(4),
  }),
);

describe('the rating aggregate', () => {
  it('property: after any sequence of writes, edits, approvals, rejections and deletions it equals the approved reviews recomputed', () => {
    fc.assert(
      fc.property(fc.array(stepArbitrary, { maxLength: 60 }), (steps) => {
        const reviews = new Map<number, Review>();
        let aggregate = EMPTY_AGGREGATE;
        for (const step of steps) {
          const before = reviews.get(step.author) ?? null;
          let after: Review | null = before;
          if (step.kind === 'write') after = review({ ...before, rating: step.rating, status: 'pending' });
          else if (step.kind === 'delete') after = null;
          else if (before) {
            const moved = moderateReview(
              before,
              step.kind === 'approve' ? 'approved' : 'rejected',
              NOW,
              'No',
            );
            if (moved.ok) after = moved.value;
          }
          aggregate = aggregateAfter(aggregate, before, after);
          if (after) reviews.set(step.author, after);
          else reviews.delete(step.author);
        }
        const recomputed = aggregateOf([...reviews.values()]);
        expect(aggregate).toEqual(recomputed);
        expect(aggregate.count).toBe(aggregate.stars.reduce((sum, n) => sum + n, 0));
        const approved = [...reviews.values()].filter((entry) => entry.status === 'approved');
        expect(aggregate.count).toBe(approved.length);
        expect(aggregate.sum).toBe(approved.reduce((sum, entry) => sum + entry.rating, 0));
      }),
    );
  });

  it('shows the average to one decimal, 0 without approved reviews', () => {
    expect(averageOf(EMPTY_AGGREGATE)).toBe(0);
    expect(averageOf({ count: 3, sum: 13 })).toBe(4.3);
  });
});

describe('an aggregate that shows what a product shows (migrating products rated before aggregates)', () => {
  it('holds the count, and its stars sum to the count and to the sum, their average the rating', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 50 }), fc.integer({ min: 1, max: 2000 }), (tenths, count) => {
        const aggregate = aggregateShowing(tenths / 10, count);
        const [one, two, three, four, five] = aggregate.stars;
        expect(aggregate.count).toBe(count);
        expect(one + two + three + four + five).toBe(count);
        expect(one + 2 * two + 3 * three + 4 * four + 5 * five).toBe(aggregate.sum);
        // With one review only whole stars can be shown; with more, every tenth between 1 and 5 can.
        if (count >= 10) expect(averageOf(aggregate)).toBe(tenths / 10);
      }),
    );
  });

  it('is empty for a product with no reviews', () => {
    expect(aggregateShowing(0, 0)).toEqual(EMPTY_AGGREGATE);
  });
});

describe('a moderator and their own review', () => {
  it('refuses a decision by the review’s author; takes another’s', () => {
    expect(moderateReview(review(), 'approved', NOW, '', 'asha')).toEqual({
      ok: false,
      error: { code: 'REVIEW.OWN_REVIEW' },
    });
    expect(moderateReview(review({ status: 'approved' }), 'rejected', NOW, 'Spam', 'asha')).toMatchObject({
      error: { code: 'REVIEW.OWN_REVIEW' },
    });
    expect(moderateReview(review(), 'approved', NOW, '', 'meera')).toMatchObject({ ok: true });
  });
});
