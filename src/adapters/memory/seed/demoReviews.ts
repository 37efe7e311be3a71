import type { Product, ProductVariant } from '../../../domain/catalogue/Product';
import {
  aggregateOf,
  type RatingAggregate,
  type Review,
  reviewId,
  sumShowing,
  type Stars,
} from '../../../domain/afterSales/Review';
import type { MemoryDatabase } from '../MemoryDatabase';
import { REVIEW_STATS, REVIEWS } from '../InMemoryReviewRepository';
import {
  type ByStars,
  type Opening,
  openingsFor,
  REVIEW_CLOSINGS,
  REVIEW_EXPERIENCES,
  REVIEW_REMARKS,
} from './demoReviewTexts';

/** Sixty first names: stepping 13 at a time, a product's first sixty reviewers all have different names. */
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
  'Zoya',
  'Tenzin',
  'Lalit',
  'Parveen',
  'Ishaan',
  'Aisha',
  'Gaurav',
  'Mitali',
  'Sanjay',
  'Rekha',
  'Faisal',
  'Harini',
  'Omkar',
  'Jaspreet',
  'Naveen',
  'Shalini',
  'Rustam',
  'Leela',
  'Vivek',
  'Sunita',
];

const DAY_MS = 86_400_000;

/**
 * How far below five stars each next review falls, round and round, until the stars add up to the rating: mostly
 * to four, now and then to three, two or one, as real shops' reviews fall.
 */
const DROPS = [1, 1, 2, 1, 4, 1, 1, 3, 1, 2, 1, 4];

/**
 * Stars for `count` reviews whose shown average is the product's `rating`: the smallest sum that shows it, mostly
 * fives and fours with some threes, twos and ones, the order shuffled by a fixed stride so pages mix them.
 */
export const demoStars = (rating: number, count: number): Stars[] => {
  const stars = Array.from({ length: count }, () => 5);
  let deficit = 5 * count - sumShowing(rating, count);
  for (let step = 0; deficit > 0; step++) {
    const index = step % count;
    const was = stars[index] ?? 1;
    const drop = Math.min(DROPS[step % DROPS.length] ?? 1, deficit, was - 1);
    stars[index] = was - drop;
    deficit -= drop;
  }
  const stride = [7, 11, 13].find((prime) => count % prime !== 0) ?? 1;
  return stars.map((_, index) => stars[(index * stride) % count] as Stars);
};

const ofStars = <T>(lists: ByStars<T>, rating: Stars): T => lists[rating - 1] as T;

/** A fixed stand-in for a random number, mixed from a few whole numbers: the demo reads the same on every run. */
const hashOf = (...values: number[]): number => {
  let hash = 0x811c9dc5;
  for (const value of values) {
    hash = Math.imul(hash ^ value, 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
};

/** Draws of a review's last sentences before settling for a text already written (only a big catalogue does). */
const DRAWS = 8;

/** The first of the drafts that is not yet `written`, as long as DRAWS allows, now written. */
const unwritten = (written: Set<string>, draft: (draw: number) => string): string => {
  let text = draft(0);
  for (let draw = 1; draw < DRAWS && written.has(text); draw++) text = draft(draw);
  written.add(text);
  return text;
};

/** What a remark's {placeholders} may say: only what the product's own data says, and the variant bought. */
type Facts = Record<string, string | undefined>;

const factsOf = (product: Product, variant: ProductVariant | undefined): Facts => ({
  wood: /(sheesham|teak|mango) wood/i.exec(product.material)?.[0].toLowerCase(),
  fabric: /velvet|linen|cotton|fabric/i.exec(product.material)?.[0].toLowerCase(),
  colour: variant?.color,
  variant: variant?.size
    ? [variant.size, variant.color].filter(Boolean).join(' in ')
    : variant?.color && `${variant.color} one`,
});

const PLACEHOLDER = /\{(\w+)\}/g;

/** The remark with its placeholders filled, or null when the facts do not tell one of them. */
const filled = (remark: string, facts: Facts): string | null => {
  let told = true;
  const text = remark.replace(PLACEHOLDER, (_, name: string) => facts[name] ?? ((told = false), ''));
  return told ? text : null;
};

/** The first of the remarks that the facts can fill, looking from the `from`th on, round and round. */
const remarkFrom = (remarks: readonly string[], from: number, facts: Facts): string | undefined => {
  for (let next = 0; next < remarks.length; next++) {
    const remark = filled(remarks[(from + next) % remarks.length] ?? '', facts);
    if (remark) return remark;
  }
  return undefined;
};

/**
 * The demo's approved reviews: as many for each product as its reviewCount, their average the product's rating, by
 * fictitious buyers on dates before `now`, so the figures a newcomer sees agree with the reviews shown. Each opens
 * as a buyer of its category would (demoReviewTexts), one to three stars finding fault and four and five praising,
 * and no two read the same.
 */
export const demoReviews = (products: readonly Product[], now: Date): Review[] => {
  // How many reviews each list of openings has opened so far, so a product's reviews take its openings in turn.
  const opened = new Map<readonly Opening[], number>();
  const written = new Set<string>();
  return products.flatMap((product, productIndex) => {
    const openings = openingsFor(product.category);
    const about = [product.name, product.description, ...product.features, product.material].join(' ');
    const remarks = REVIEW_REMARKS.filter(({ part }) => !part || part.test(about));
    const praise = remarks.flatMap((remark) => remark.praise);
    const faults = remarks.flatMap((remark) => remark.fault);
    // What a buyer of each variant may say; the reviews take the variants in turn.
    const factsByVariant = product.variants.length
      ? product.variants.map((variant) => factsOf(product, variant))
      : [factsOf(product, undefined)];
    let remarked = 0;
    return demoStars(product.rating, product.reviewCount).map((rating, index): Review => {
      const ownOpenings = ofStars(openings, rating);
      const experiences = ofStars(REVIEW_EXPERIENCES, rating);
      const closings = ofStars(REVIEW_CLOSINGS, rating);
      const nth = opened.get(ownOpenings) ?? 0;
      opened.set(ownOpenings, nth + 1);
      const [title, opening] = ownOpenings[nth % ownOpenings.length] ?? ['', ''];
      const facts = factsByVariant[index % factsByVariant.length] ?? {};
      // Every review that finds fault says what with; a third of the happy ones keep it short.
      const remark =
        rating <= 3 || index % 3 !== 2
          ? remarkFrom(rating >= 4 ? praise : faults, remarked++, facts)
          : undefined;
      const text = unwritten(written, (draw) =>
        [
          opening,
          remark,
          experiences[hashOf(productIndex, index, draw, 1) % experiences.length],
          closings[hashOf(productIndex, index, draw, 2) % closings.length],
        ]
          .filter(Boolean)
          .join(' '),
      );
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
    });
  });
};

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

/**
 * Seeds the demo reviews and their products' rating figures to be made when either is first read: thousands of
 * reviews that the home page and the listings never show (the products carry their own rating figures).
 */
export const seedDemoReviewsLater = (
  db: MemoryDatabase,
  products: readonly Product[],
  now = new Date(),
): void => {
  let reviews: Review[] | undefined;
  const made = () => (reviews ??= demoReviews(products, now));
  db.makeLater(REVIEWS, () => Object.fromEntries(made().map((review) => [review.id, { ...review }])));
  db.makeLater(REVIEW_STATS, () =>
    Object.fromEntries(
      [...demoAggregates(made())].map(([productId, aggregate]) => [productId, { ...aggregate }]),
    ),
  );
};
