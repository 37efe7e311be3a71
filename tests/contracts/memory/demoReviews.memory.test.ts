import { describe, expect, it } from 'vitest';
import { FixedStepClock } from '../../../src/adapters/memory/FixedStepClock';
import { InMemoryReviewRepository } from '../../../src/adapters/memory/InMemoryReviewRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { demoProducts } from '../../../src/adapters/memory/seed/demoCatalogue';
import { demoReviews, demoStars } from '../../../src/adapters/memory/seed/demoReviews';
import {
  openingsFor,
  REVIEW_OPENINGS,
  REVIEW_REMARKS,
} from '../../../src/adapters/memory/seed/demoReviewTexts';
import { seedDemoShop } from '../../../src/adapters/memory/seed/demoShop';
import type { Product } from '../../../src/domain/catalogue/Product';
import { aggregateOf, averageOf, productRatingOf, type Review } from '../../../src/domain/afterSales/Review';

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

describe('the demo seed’s review texts', () => {
  const reviews = demoReviews(demoProducts, new Date('2026-11-27T10:00:00.000Z'));
  const productOf = (review: Review): Product =>
    demoProducts.find(({ id }) => id === review.productId) as Product;
  const reviewsOf = (product: Product): Review[] =>
    reviews.filter(({ productId }) => productId === product.id);

  it('never repeat one another, and read the same on every run', () => {
    expect(new Set(reviews.map(({ text }) => text)).size).toBe(reviews.length);
    expect(demoReviews(demoProducts, new Date('2026-11-27T10:00:00.000Z'))).toEqual(reviews);
  });

  it('spread their stars as real buyers do: some of one, two and three, the bigger products mixed', () => {
    expect([...new Set(reviews.map(({ rating }) => rating))].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const product of demoProducts) {
      const own = reviewsOf(product).map(({ rating }) => rating);
      if (own.length >= 5) expect([product.name, new Set(own).size > 1]).toEqual([product.name, true]);
      if (own.length >= 20)
        expect([product.name, own.some((rating) => rating <= 2)]).toEqual([product.name, true]);
    }
  });

  it('open with a title and a sentence written for the product’s category and stars', () => {
    const openings = Object.values(REVIEW_OPENINGS).flatMap((byStars) => byStars.flat());
    expect(new Set(openings.map(([, sentence]) => sentence)).size).toBe(openings.length);
    for (const review of reviews) {
      const own = openingsFor(productOf(review).category)[review.rating - 1] ?? [];
      const opened = own.some(
        ([title, sentence]) => review.title === title && review.text.startsWith(sentence),
      );
      expect([review.id, opened]).toEqual([review.id, true]);
    }
  });

  it('name only the product’s own colours, sizes, woods and parts', () => {
    const colours = new Set(
      demoProducts.flatMap(({ variants }) => variants.flatMap(({ color }) => color ?? [])),
    );
    const sizes = new Set(demoProducts.flatMap(({ variants }) => variants.flatMap(({ size }) => size ?? [])));
    for (const review of reviews) {
      const product = productOf(review);
      const chosen = new Set(product.variants.flatMap(({ color, size }) => [color, size]));
      const named = [...colours, ...sizes].filter((word) => new RegExp(`\\b${word}\\b`).test(review.text));
      expect([review.id, named.filter((word) => !chosen.has(word))]).toEqual([review.id, []]);
      const woods =
        review.text
          .replace('Sheesham Home', 'the shop')
          .toLowerCase()
          .match(/sheesham|teak|mango/g) ?? [];
      const ownWoods = `${product.material} ${[...chosen].join(' ')}`.toLowerCase();
      expect([review.id, woods.filter((wood) => !ownWoods.includes(wood))]).toEqual([review.id, []]);
      const about = [product.name, product.description, ...product.features, product.material].join(' ');
      for (const { part, praise, fault } of REVIEW_REMARKS)
        if (part && [...praise, ...fault].some((remark) => review.text.includes(remark)))
          expect([review.id, part.test(about)]).toEqual([review.id, true]);
    }
  });
});
