import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  type DocumentData,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  query,
  collection,
  collectionGroup,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { toProductDocument } from '../../src/adapters/firestore/productDocument';
import { ratingKey } from '../../src/adapters/firestore/sortKeys';
import { testProduct } from '../contracts/support/testProduct';
import { loggedSet, loggedUpdate } from './support/logged';
import { seed } from './support/rulesEnv';
import { reviewDocument } from './support/reviewDocument';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/** Verified buyers' reviews: who writes them, who decides on them, and the figures that follow them. */
const { env, as } = await rulesTestEnvironment('demo-rules-reviews');

const CREATED = Timestamp.fromMillis(Date.parse('2026-01-01T00:00:00Z'));

const orderOf = (userId: string, status: string, productIds: string[]): DocumentData => ({
  userId,
  status,
  lines: productIds.map((productId) => ({ productId, quantity: 1 })),
});

/** The review as its author writes it (pending, server time). */
const draft = (overrides: DocumentData = {}): DocumentData =>
  reviewDocument({ createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides });
/** A stored review (as the seed would hold it). */
const storedReview = reviewDocument;
const stats = (count: number, sum: number, stars: number[], lastReviewId = 'seed'): DocumentData => ({
  count,
  sum,
  stars,
  lastReviewId,
  updatedAt: CREATED,
});
const figures = (rating: number, reviewCount: number, productId = 'chair') => ({
  rating,
  reviewCount,
  sortRating: ratingKey(rating, productId),
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, {
    'products/chair': toProductDocument(testProduct('chair', { rating: 5, reviewCount: 1 })),
    'products/table': toProductDocument(testProduct('table', { rating: 0, reviewCount: 0 })),
    'orders/delivered': orderOf('shopper', 'delivered', ['table', 'chair']),
    'orders/open': orderOf('shopper', 'confirmed', ['chair']),
    'orders/others': orderOf('other', 'delivered', ['chair']),
    'reviews/chair_other': storedReview({
      userId: 'other',
      orderId: 'others',
      rating: 5,
      status: 'approved',
    }),
    'reviewStats/chair': stats(1, 5, [0, 0, 0, 0, 1], 'chair_other'),
    'users/staff': { role: 'admin' },
  });
});

/** The review's change with the aggregate and the product's figures it moves, in one batch. */
const withFigures = async (
  db: Firestore,
  write: (batch: ReturnType<typeof writeBatch>) => void,
  reviewId: string,
  aggregate: { count: number; sum: number; stars: number[] } | null,
  shown: DocumentData | null,
  productId = 'chair',
): Promise<void> => {
  const batch = writeBatch(db);
  write(batch);
  if (aggregate)
    batch.set(doc(db, 'reviewStats', productId), {
      ...aggregate,
      lastReviewId: reviewId,
      updatedAt: serverTimestamp(),
    });
  if (shown) batch.update(doc(db, 'products', productId), shown);
  await batch.commit();
};

const reviewRef = (db: Firestore, id = 'chair_shopper') => doc(db, 'reviews', id);
const approve = (db: Firestore) => (batch: ReturnType<typeof writeBatch>) =>
  batch.update(reviewRef(db), { status: 'approved', updatedAt: serverTimestamp() });
/** Asha's 4 stars joining Ravi's approved 5: the figures an approval must leave. */
const AFTER_APPROVAL = { count: 2, sum: 9, stars: [0, 0, 0, 1, 1] };

describe('only a buyer of a delivered order writes a review, as theirs and waiting for moderation', () => {
  it('allows the buyer’s pending review and denies one created approved', async () => {
    await assertFails(setDoc(reviewRef(as.shopper), draft({ status: 'approved' })));
    await assertSucceeds(setDoc(reviewRef(as.shopper), draft()));
  });

  it('denies an order not delivered, someone else’s, or one without the product', async () => {
    await assertFails(setDoc(reviewRef(as.shopper), draft({ orderId: 'open' })));
    await assertFails(setDoc(reviewRef(as.shopper), draft({ orderId: 'others' })));
    await assertFails(setDoc(doc(as.shopper, 'reviews', 'sofa_shopper'), draft({ productId: 'sofa' })));
    await assertSucceeds(setDoc(doc(as.shopper, 'reviews', 'table_shopper'), draft({ productId: 'table' })));
  });

  it('denies writing in another author’s name or under another id', async () => {
    await assertFails(setDoc(doc(as.shopper, 'reviews', 'chair_other2'), draft({ userId: 'other2' })));
    await assertFails(setDoc(doc(as.shopper, 'reviews', 'table_shopper'), draft()));
  });

  it('denies votes it did not earn, no stars or six, and a text under 20 characters', async () => {
    for (const bad of [
      { helpful: 5 },
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { text: 'Too short to say.' },
    ])
      await assertFails(setDoc(reviewRef(as.shopper), draft(bad)));
  });
});

describe('only admins decide, and an approval moves the aggregate and the product by exactly that review', () => {
  beforeEach(() => seed(env, { 'reviews/chair_shopper': storedReview() }));

  it('allows an admin’s approval with the figures it moves, and denies one without them', async () => {
    await assertFails(withFigures(as.admin, approve(as.admin), 'chair_shopper', null, null));
    await assertFails(withFigures(as.admin, approve(as.admin), 'chair_shopper', AFTER_APPROVAL, null));
    await assertSucceeds(
      withFigures(as.admin, approve(as.admin), 'chair_shopper', AFTER_APPROVAL, figures(4.5, 2)),
    );
  });

  it('denies inflated figures: a count or sum off by the review, stars in the wrong place, a shown rating above them', async () => {
    for (const aggregate of [
      { count: 3, sum: 9, stars: [0, 0, 0, 1, 2] },
      { count: 2, sum: 10, stars: [0, 0, 0, 1, 1] },
      { count: 2, sum: 9, stars: [0, 0, 0, 0, 2] },
    ])
      await assertFails(
        withFigures(as.admin, approve(as.admin), 'chair_shopper', aggregate, figures(4.5, 2)),
      );
    await assertFails(
      withFigures(as.admin, approve(as.admin), 'chair_shopper', AFTER_APPROVAL, figures(4.6, 2)),
    );
    await assertFails(
      withFigures(as.admin, approve(as.admin), 'chair_shopper', AFTER_APPROVAL, {
        ...figures(4.5, 2),
        sortRating: ratingKey(5, 'chair'),
      }),
    );
    await assertFails(
      withFigures(as.admin, approve(as.admin), 'chair_shopper', AFTER_APPROVAL, figures(4.5, 3)),
    );
  });

  it('denies the author approving their own review, however right the figures', async () => {
    await assertFails(
      withFigures(as.shopper, approve(as.shopper), 'chair_shopper', AFTER_APPROVAL, figures(4.5, 2)),
    );
  });

  it('allows a rejection with a reason and denies one without', async () => {
    await assertFails(updateDoc(reviewRef(as.admin), { status: 'rejected', updatedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(reviewRef(as.staff), { status: 'rejected', rejectReason: '', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(reviewRef(as.staff), {
        status: 'rejected',
        rejectReason: 'Please write about the product.',
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('an approved review edited or deleted by its author leaves the figures in the same write', () => {
  beforeEach(() =>
    seed(env, {
      'reviews/chair_shopper': storedReview({ status: 'approved', helpful: 2 }),
      'reviewStats/chair': stats(2, 9, [0, 0, 0, 1, 1], 'chair_shopper'),
      'products/chair': toProductDocument(testProduct('chair', { rating: 4.5, reviewCount: 2 })),
    }),
  );
  const edit =
    (db: Firestore, overrides: DocumentData = {}) =>
    (batch: ReturnType<typeof writeBatch>) =>
      batch.set(
        reviewRef(db),
        storedReview({ rating: 2, helpful: 2, updatedAt: serverTimestamp(), ...overrides }),
      );
  const LEFT = { count: 1, sum: 5, stars: [0, 0, 0, 0, 1] };

  it('allows the edit back to moderation with the figures leaving, and denies it without', async () => {
    await assertFails(withFigures(as.shopper, edit(as.shopper), 'chair_shopper', null, null));
    await assertSucceeds(withFigures(as.shopper, edit(as.shopper), 'chair_shopper', LEFT, figures(5, 1)));
  });

  it('denies an edit that stays approved, resets its votes or moves it to another product or author', async () => {
    await assertFails(
      withFigures(as.shopper, edit(as.shopper, { status: 'approved' }), 'chair_shopper', null, null),
    );
    await assertFails(
      withFigures(as.shopper, edit(as.shopper, { helpful: 0 }), 'chair_shopper', LEFT, figures(5, 1)),
    );
    await assertFails(
      withFigures(as.shopper, edit(as.shopper, { productId: 'table' }), 'chair_shopper', LEFT, figures(5, 1)),
    );
    await assertFails(
      withFigures(as.shopper, edit(as.shopper, { userId: 'other' }), 'chair_shopper', LEFT, figures(5, 1)),
    );
  });

  it('lets an admin take it down with a reason and the figures leaving; denies it without either, or by its author', async () => {
    const takeDown =
      (db: Firestore, reason = 'Names a competitor’s shop.') =>
      (batch: ReturnType<typeof writeBatch>) =>
        batch.update(reviewRef(db), {
          status: 'rejected',
          rejectReason: reason,
          updatedAt: serverTimestamp(),
        });
    await assertFails(withFigures(as.admin, takeDown(as.admin), 'chair_shopper', null, null));
    await assertFails(withFigures(as.admin, takeDown(as.admin, ''), 'chair_shopper', LEFT, figures(5, 1)));
    await assertFails(withFigures(as.shopper, takeDown(as.shopper), 'chair_shopper', LEFT, figures(5, 1)));
    await assertSucceeds(withFigures(as.admin, takeDown(as.admin), 'chair_shopper', LEFT, figures(5, 1)));
  });

  it('allows the author’s deletion with the figures leaving; denies it without them, or by anyone else', async () => {
    const remove = (db: Firestore) => (batch: ReturnType<typeof writeBatch>) => batch.delete(reviewRef(db));
    await assertFails(withFigures(as.shopper, remove(as.shopper), 'chair_shopper', null, null));
    await assertFails(withFigures(as.other, remove(as.other), 'chair_shopper', LEFT, figures(5, 1)));
    await assertSucceeds(withFigures(as.shopper, remove(as.shopper), 'chair_shopper', LEFT, figures(5, 1)));
  });
});

describe('no client moves the figures on their own', () => {
  it('denies a shopper’s rating bump, an aggregate naming a review that did not change, and an admin’s product save', async () => {
    await assertFails(updateDoc(doc(as.shopper, 'products', 'chair'), figures(5, 2)));
    await assertFails(
      withFigures(
        as.shopper,
        () => undefined,
        'chair_other',
        { count: 2, sum: 10, stars: [0, 0, 0, 0, 2] },
        figures(5, 2),
      ),
    );
    // An admin's save is a staff write, with its activity entry: it keeps the figures as they stand.
    await assertFails(loggedUpdate(as.admin, 'products/chair', { ...figures(4.9, 300) }));
    await assertSucceeds(loggedUpdate(as.admin, 'products/chair', { name: 'Jodhpur Chair' }));
  });

  it('denies a new product with figures and allows it without', async () => {
    const fresh = (rating: number, reviewCount: number) =>
      loggedSet(as.admin, 'products/stool', toProductDocument(testProduct('stool', { rating, reviewCount })));
    await assertFails(fresh(4.8, 120));
    await assertSucceeds(fresh(0, 0));
  });
});

describe('helpful votes: one per signed-in user per approved review, never their own', () => {
  const vote = (db: Firestore, uid: string, step = 1, id = 'chair_other', fields: DocumentData = {}) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'reviews', id, 'votes', uid), {
      createdAt: serverTimestamp(),
      userId: uid,
      productId: id.split('_')[0],
      ...fields,
    });
    batch.update(doc(db, 'reviews', id), { helpful: step });
    return batch.commit();
  };

  it('allows a vote with its count and denies a second, a double count or a count without a vote', async () => {
    await assertFails(updateDoc(doc(as.shopper, 'reviews', 'chair_other'), { helpful: 1 }));
    await assertFails(vote(as.shopper, 'shopper', 2));
    await assertFails(vote(as.shopper, 'other'));
    await assertFails(vote(as.shopper, 'shopper', 1, 'chair_other', { productId: 'table' }));
    await assertFails(vote(as.shopper, 'shopper', 1, 'chair_other', { userId: 'other' }));
    await assertSucceeds(vote(as.shopper, 'shopper'));
    await assertFails(vote(as.shopper, 'shopper', 2));
  });

  it('lets a user list their own votes on a product in one bounded query, and nobody else’s', async () => {
    await vote(as.shopper, 'shopper');
    const votesOf = (db: Firestore, userId: string, size = 100) =>
      getDocs(
        query(
          collectionGroup(db, 'votes'),
          where('userId', '==', userId),
          where('productId', '==', 'chair'),
          limit(size),
        ),
      );
    await assertSucceeds(votesOf(as.shopper, 'shopper'));
    await assertFails(votesOf(as.other, 'shopper'));
    await assertFails(votesOf(as.shopper, 'shopper', 1000));
    await assertFails(votesOf(as.anonymous, 'shopper'));
  });

  it('denies a vote on one’s own review, on a pending one and by a guest', async () => {
    await assertFails(vote(as.other, 'other'));
    await seed(env, { 'reviews/table_other': storedReview({ productId: 'table', userId: 'other' }) });
    await assertFails(vote(as.shopper, 'shopper', 1, 'table_other'));
    await assertFails(vote(as.anonymous, 'anyone'));
  });
});

describe('reading reviews', () => {
  beforeEach(() => seed(env, { 'reviews/chair_shopper': storedReview() }));
  const approvedPage = (db: Firestore, size?: number) =>
    getDocs(
      query(
        collection(db, 'reviews'),
        where('productId', '==', 'chair'),
        where('status', '==', 'approved'),
        ...(size === undefined ? [] : [limit(size)]),
      ),
    );

  it('lets a guest read approved reviews a page at a time, and nothing else', async () => {
    await assertSucceeds(approvedPage(as.anonymous, 5));
    await assertFails(approvedPage(as.anonymous));
    await assertFails(approvedPage(as.anonymous, 500));
    await assertFails(
      getDocs(query(collection(as.anonymous, 'reviews'), where('status', '==', 'pending'), limit(5))),
    );
    await assertSucceeds(getDoc(doc(as.anonymous, 'reviews', 'chair_other')));
    await assertFails(getDoc(reviewRef(as.anonymous)));
  });

  it('lets the author and admins read a pending review, and no other shopper', async () => {
    await assertSucceeds(getDoc(reviewRef(as.shopper)));
    await assertSucceeds(getDoc(reviewRef(as.admin)));
    await assertFails(getDoc(reviewRef(as.other)));
    await assertSucceeds(getDocs(query(collection(as.admin, 'reviews'), where('status', '==', 'pending'))));
  });
});
