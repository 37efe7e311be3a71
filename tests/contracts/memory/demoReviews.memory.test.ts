import { describe, expect, it } from 'vitest';
import { FixedStepClock } from '../../../src/adapters/memory/FixedStepClock';
import { InMemoryReviewRepository } from '../../../src/adapters/memory/InMemoryReviewRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { demoProducts } from '../../../src/adapters/memory/seed/demoCatalogue';
import { demoStars } from '../../../src/adapters/memory/seed/demoReviews';
import { seedDemoShop } from '../../../src/adapters/memory/seed/demoShop';
import { aggregateOf, averageOf, productRatingOf } from '../../../src/domain/Review';

describe('the demo seed’s reviews', () => {
  it('are real approved reviews whose figures are exactly what each product shows', async () => {
    const db = new MemoryDatabase();
    seedDemoShop(db);
    const reviews = new InMemoryReviewRepository(db, new FixedStepClock('2026-11-27T10:00:00.000Z', 1000));
    for (const product of demoProducts) {
      const aggregate = await reviews.aggregate(product.id);
      expect({ id: product.id, ...productRatingOf(aggregate) }).toEqual({
        id: product.id,
        rating: product.rating,
        reviewCount: product.reviewCount,
      });
      const listed = [];
      let cursor: string | null = null;
      do {
        const page = await reviews.listApproved({
          productId: product.id,
          sort: 'newest',
          pageSize: 20,
          cursor,
        });
        listed.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      expect(aggregateOf(listed)).toEqual(aggregate);
    }
  });

  it('give any reachable rating over any number of reviews', () => {
    for (const count of [1, 2, 3, 4, 7, 12, 77, 128])
      for (let tenths = 10; tenths <= 50; tenths++) {
        const stars = demoStars(tenths / 10, count);
        const shown = averageOf(
          aggregateOf(stars.map((rating) => ({ rating, status: 'approved' as const }))),
        );
        const reachable = Array.from({ length: 4 * count + 1 }, (_, extra) =>
          averageOf({ count, sum: count + extra }),
        ).includes(tenths / 10);
        if (reachable) expect([count, tenths, shown]).toEqual([count, tenths, tenths / 10]);
        expect(stars).toHaveLength(count);
      }
  });
});
