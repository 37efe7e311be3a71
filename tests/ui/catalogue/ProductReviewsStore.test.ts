import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_AGGREGATE, type Review } from '../../../src/domain/afterSales/Review';
import { REVIEWS_LOAD_FAILED } from '../../../src/domain/afterSales/reviewMessages';
import type { ReviewRepository } from '../../../src/ports/ReviewRepository';
import { configureMobx } from '../../../src/ui/shared/stores/configureMobx';
import { failureOf } from '../../../src/ui/shared/stores/LoadState';
import { ProductReviewsStore } from '../../../src/ui/shop/product/ProductReviewsStore';

// Any observable change outside an action throws, as in the app.
configureMobx();
afterEach(() => vi.restoreAllMocks());

const offline = new Error('Failed to get documents because the client is offline.');
const review = (id: string) => ({ id }) as Review;

/** Two pages of reviews (r1, then r2 after cursor 'p2'); each read may be made to fail. */
const sectionOf = () => {
  const listApproved = vi.fn(({ cursor }: { cursor: string | null }) =>
    Promise.resolve(
      cursor === null
        ? { items: [review('r1')], nextCursor: 'p2' }
        : { items: [review('r2')], nextCursor: null },
    ),
  );
  const own = vi.fn(() => Promise.resolve(null));
  const repository = {
    listApproved,
    aggregate: () => Promise.resolve(EMPTY_AGGREGATE),
    own,
    buyerOrderId: () => Promise.resolve('order-1'),
    votedHelpful: () => Promise.resolve(new Set<string>()),
  } as Partial<ReviewRepository> as ReviewRepository;
  const store = new ProductReviewsStore(
    repository,
    { ready: true, user: { uid: 'asha' } as never, displayName: 'Asha' },
    'chair',
    { offlineProblem: () => null, refusesOffline: () => false },
  );
  return { store, listApproved, own };
};
const ids = (store: ProductReviewsStore) => store.reviews.map((shown) => shown.id);

describe("a product's reviews tell their loads with load states", () => {
  it('the section is loading until its aggregate and first page are in, then loaded', async () => {
    const { store } = sectionOf();
    expect(store.state.status).toBe('loading');
    await store.load();
    expect(store.state.status).toBe('loaded');
    expect(ids(store)).toEqual(['r1']);
  });

  it('a section that cannot be read is failed, and a retry reads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, listApproved } = sectionOf();
    listApproved.mockRejectedValueOnce(offline);
    await store.load();
    expect(failureOf(store.state)).toBe(REVIEWS_LOAD_FAILED);
    expect(store.pageState.status).not.toBe('failed');
    await store.retry();
    expect(store.state.status).toBe('loaded');
  });

  it("a 'Show more' that fails keeps the reviews shown and the section loaded, and its retry reads that page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, listApproved } = sectionOf();
    await store.load();
    listApproved.mockRejectedValueOnce(offline);
    const more = store.showMore();
    expect(store.loadingMore).toBe(true);
    await more;
    expect(store.loadingMore).toBe(false);
    expect(failureOf(store.pageState)).toBe(REVIEWS_LOAD_FAILED);
    expect(store.state.status).toBe('loaded');
    expect(ids(store)).toEqual(['r1']);
    await store.retry();
    expect(store.pageState.status).toBe('loaded');
    expect(ids(store)).toEqual(['r1', 'r2']);
  });

  it("another sort reads its first page without 'Show more' spinning", async () => {
    const { store } = sectionOf();
    await store.load();
    const sorted = store.setSort('helpful');
    expect(store.pageState.status).toBe('loading');
    expect(store.loadingMore).toBe(false);
    await sorted;
    expect(store.pageState.status).toBe('loaded');
  });

  it("the shopper's own review that cannot be read is failed, yet known, and is read again on the next load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, own } = sectionOf();
    own.mockRejectedValueOnce(offline);
    await store.loadShopper('asha');
    expect(failureOf(store.shopperState)).toBe(REVIEWS_LOAD_FAILED);
    expect(store.shopperKnown).toBe(true);
    expect(store.canWrite).toBe(false);
    await store.loadShopper('asha');
    expect(store.shopperState.status).toBe('loaded');
    expect(store.canWrite).toBe(true);
  });
});
