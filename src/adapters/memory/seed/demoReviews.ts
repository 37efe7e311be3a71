import type { Product } from '../../../domain/Product';
import {
  aggregateOf,
  type RatingAggregate,
  type Review,
  reviewId,
  sumShowing,
  type Stars,
} from '../../../domain/Review';
import type { MemoryDatabase } from '../MemoryDatabase';
import { REVIEW_STATS, REVIEWS } from '../InMemoryReviewRepository';

const FIRST_NAMES = [
  'Aarav',
  'Ananya',
  'Rohan',
  'Priya',
  'Vikram',
  'Neha',
  'Arjun',
  'Kavya',
  'Siddharth',
  'Meera',
  'Karan',
  'Isha',
  'Rahul',
  'Divya',
  'Aditya',
  'Pooja',
  'Nikhil',
  'Sneha',
  'Varun',
  'Ritu',
  'Manish',
  'Lakshmi',
  'Suresh',
  'Farah',
  'Imran',
  'Gurpreet',
  'Harsh',
  'Tanvi',
  'Joseph',
  'Anjali',
  'Deepak',
  'Swati',
  'Abhishek',
  'Nandini',
  'Yash',
  'Shreya',
  'Kunal',
  'Radhika',
  'Sameer',
  'Bhavna',
];

/** What the demo's buyers say, by stars (index 0 is one star): a title and a text each. */
const SAYINGS: readonly (readonly [string, string])[][] = [
  [['Disappointed', 'The finish was uneven and one joint was loose when it arrived. Not what I expected.']],
  [
    [
      'Could be better',
      'The wood is fine but the polish has patches, and delivery took longer than promised.',
    ],
  ],
  [
    [
      'Decent for the price',
      'Looks good in the room. The finish is average, but it is sturdy enough for daily use.',
    ],
    ['Okay', 'Does the job. The colour is a little darker than in the photos.'],
  ],
  [
    ['Solid and well made', 'Good solid wood and neat joinery. Assembly took a while but it feels sturdy.'],
    ['Happy with it', 'Nice grain and a smooth finish. Delivery was on time and the packing was careful.'],
    ['Good value', 'Heavier and better built than the ones in the showroom near us, for less money.'],
  ],
  [
    [
      'Beautiful piece',
      'The sheesham grain is lovely and the finish is even. It is the centre of our living room now.',
    ],
    [
      'Worth every rupee',
      'Excellent craftsmanship, no wobble at all. The delivery team carried it up three floors.',
    ],
    ['Exactly as shown', 'Same colour and size as the photos, well packed, and it smells of real wood.'],
    ['Highly recommend', 'Bought it for my parents; they love it. Sturdy, comfortable and easy to clean.'],
  ],
];

const DAY_MS = 86_400_000;

/**
 * Stars for `count` reviews whose shown average is the product's `rating`: the smallest sum that shows it, mostly
 * fours and fives with a three here and there, the order shuffled by a fixed stride so pages mix them.
 */
export const demoStars = (rating: number, count: number): Stars[] => {
  if (count === 0) return [];
  const sum = sumShowing(rating, count);
  const base = Math.floor(sum / count);
  const stars = Array.from({ length: count }, (_, index) =>
    Math.min(5, base + (index < sum - base * count ? 1 : 0)),
  );
  for (let low = stars.indexOf(4), high = stars.lastIndexOf(4), pairs = 0; pairs < count / 12; pairs++) {
    if (low < 0 || high <= low) break;
    stars[low] = 3;
    stars[high] = 5;
    low = stars.indexOf(4, low + 1);
    high = stars.lastIndexOf(4, high - 1);
  }
  const stride = [7, 11, 13].find((prime) => count % prime !== 0) ?? 1;
  return stars.map((_, index) => stars[(index * stride) % count] as Stars);
};

/**
 * The demo's approved reviews: as many for each product as its reviewCount, their average the product's rating, by
 * fictitious buyers on dates before `now`, so the figures a newcomer sees agree with the reviews shown.
 */
export const demoReviews = (products: readonly Product[], now: Date): Review[] =>
  products.flatMap((product, productIndex) =>
    demoStars(product.rating, product.reviewCount).map((rating, index): Review => {
      const sayings = SAYINGS[rating - 1] ?? [];
      const [title, text] = sayings[(index + productIndex) % sayings.length] ?? ['', ''];
      const userId = `demo-buyer-${String(index + 1).padStart(3, '0')}`;
      const at = new Date(now.getTime() - (index * 3 + (productIndex % 5) + 2) * DAY_MS).toISOString();
      return {
        id: reviewId(product.id, userId),
        productId: product.id,
        userId,
        orderId: `demo-order-${productIndex}-${index}`,
        firstName: FIRST_NAMES[(index * 13 + productIndex) % FIRST_NAMES.length] ?? 'A buyer',
        rating,
        title,
        text,
        status: 'approved',
        createdAt: at,
        updatedAt: at,
        helpful: (index * 5 + productIndex) % 4 === 0 ? (index % 7) + 1 : 0,
      };
    }),
  );

/** Each product's aggregate of the given reviews. */
export const demoAggregates = (reviews: readonly Review[]): Map<string, RatingAggregate> => {
  const byProduct = new Map<string, Review[]>();
  for (const review of reviews) {
    const own = byProduct.get(review.productId);
    if (own) own.push(review);
    else byProduct.set(review.productId, [review]);
  }
  return new Map([...byProduct].map(([productId, own]) => [productId, aggregateOf(own)]));
};

export const seedDemoReviews = (db: MemoryDatabase, products: readonly Product[], now = new Date()): void => {
  const reviews = demoReviews(products, now);
  for (const review of reviews) db.set(REVIEWS, review.id, { ...review });
  for (const [productId, aggregate] of demoAggregates(reviews))
    db.set(REVIEW_STATS, productId, { ...aggregate });
};
