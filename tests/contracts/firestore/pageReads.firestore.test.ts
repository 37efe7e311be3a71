import { DEMO_DELIVERY_ZONES } from '../../../src/adapters/memory/seed/demoDeliveryZones';
import type * as Firestore from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FirestoreBannerRepository } from '../../../src/adapters/firestore/FirestoreBannerRepository';
import { FirestoreCatalogueSummaryRepository } from '../../../src/adapters/firestore/FirestoreCatalogueSummaryRepository';
import { FirestoreProductRepository } from '../../../src/adapters/firestore/FirestoreProductRepository';
import { FirestoreReviewRepository } from '../../../src/adapters/firestore/FirestoreReviewRepository';
import { FirestoreSettingsRepository } from '../../../src/adapters/firestore/FirestoreSettingsRepository';
import { seedShop } from '../../../src/adapters/firestore/seedShop';
import type { Snapshot } from '../../../src/adapters/memory/MemoryDatabase';
import type { Banner } from '../../../src/domain/storefront/Banner';
import type { Order } from '../../../src/domain/orders/Order';
import type { Review } from '../../../src/domain/afterSales/Review';
import type { Product } from '../../../src/domain/catalogue/Product';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../../src/domain/settings/ShopSettings';
import type { Ports } from '../../../src/ports/Ports';
import type { ProductReviewsStore } from '../../../src/ui/shop/product/ProductReviewsStore';
import type { RootStore } from '../../../src/ui/app/stores/RootStore';
import { benchShopSnapshot } from '../../../scripts/bench/benchCatalogue';
import { openMemoryShop } from '../../../scripts/bench/memoryShop';
import {
  DELIVERED_ORDER_ID,
  homePage,
  listingPage,
  openTab,
  productReviews,
  signInAsShopper,
} from '../../../scripts/bench/pageJourneys';
import { settle } from '../../../scripts/bench/virtualTimers';
import { EmulatorClients, shopper, systemClock, actorOf } from './support/emulator';

/**
 * What the Firestore adapter's reads return, counted from the snapshots it gets, billed as Firestore bills: one read
 * per document (at least one per query), one per 1,000 entries of a count; a listener's first snapshot from the
 * server brings every document, later ones only the changed. Bytes are the JSON size of the stored fields.
 */
const tally = vi.hoisted(() => ({ reads: 0, bytes: 0 }));

vi.mock('firebase/firestore', async (importOriginal) => {
  const actual = await importOriginal<typeof Firestore>();
  const encoder = new TextEncoder();
  type Document = Firestore.DocumentSnapshot;
  const charge = (documents: readonly Document[], atLeastOne = true): void => {
    tally.reads += atLeastOne ? Math.max(1, documents.length) : documents.length;
    for (const document of documents)
      tally.bytes += document.exists() ? encoder.encode(JSON.stringify(document.data())).length : 0;
  };
  const isQuery = (snapshot: unknown): snapshot is Firestore.QuerySnapshot =>
    typeof snapshot === 'object' && snapshot !== null && 'docChanges' in snapshot;
  return {
    ...actual,
    getDoc: async (reference: Firestore.DocumentReference) => {
      const snapshot = await actual.getDoc(reference);
      charge([snapshot]);
      return snapshot;
    },
    getDocs: async (query: Firestore.Query) => {
      const snapshot = await actual.getDocs(query);
      charge(snapshot.docs);
      return snapshot;
    },
    getCountFromServer: async (query: Firestore.Query) => {
      const aggregate = await actual.getCountFromServer(query);
      tally.reads += Math.max(1, Math.ceil(aggregate.data().count / 1000));
      return aggregate;
    },
    onSnapshot: (target: never, onNext: (snapshot: unknown) => void, ...rest: never[]) => {
      let first = true;
      const counted = (snapshot: Firestore.QuerySnapshot | Firestore.DocumentSnapshot): void => {
        if (!snapshot.metadata.fromCache) {
          if (!isQuery(snapshot)) charge([snapshot]);
          else if (first) charge(snapshot.docs);
          else
            charge(
              snapshot
                .docChanges()
                .filter((change) => change.type !== 'removed')
                .map((change) => change.doc),
              false,
            );
          first = false;
        }
        onNext(snapshot);
      };
      return (actual.onSnapshot as (...args: unknown[]) => Firestore.Unsubscribe)(target, counted, ...rest);
    },
  };
});

const SIZE = 300;
const clients = new EmulatorClients('demo-contract-page-reads');
let snapshot: Snapshot;

beforeAll(async () => {
  snapshot = benchShopSnapshot(SIZE);
  const all = <T>(collection: string): T[] => Object.values(snapshot[collection] ?? {}) as T[];
  await clients.clear();
  await seedShop(
    clients.as('owner'),
    {
      products: all<Product>('products'),
      banners: all<Banner>('banners'),
      categories: [],
      users: [],
      // The demo shopper's (the bench's and the demo's): a delivered one lets them review its products.
      orders: all<Order>('orders'),
      returns: [],
      reviews: all<Review>('reviews'),
      deliveryZones: DEMO_DELIVERY_ZONES,
      couriers: [],
      settings: { ...DEFAULT_SHOP_SETTINGS, ...(snapshot['settings']?.['shop'] as Partial<ShopSettings>) },
    },
    new Date().toISOString(),
  );
}, 120_000);
afterAll(() => clients.dispose());

/**
 * The app's memory composition with the catalogue's ports on Firestore, as a signed-out shopper reads them, on a
 * client of its own: an empty cache, so every listener starts as a first visit's does.
 */
const onFirestore = (base: Ports, visitor: EmulatorClients): Ports => {
  const shopper = visitor.as('anonymous');
  return {
    ...base,
    products: new FirestoreProductRepository(shopper, systemClock, actorOf(shopper)),
    catalogueSummary: new FirestoreCatalogueSummaryRepository(shopper),
    banners: new FirestoreBannerRepository(shopper, systemClock, actorOf(shopper)),
    settings: new FirestoreSettingsRepository(shopper, actorOf(shopper)),
  };
};

interface Visit {
  reads: number;
  bytes: number;
  stores: RootStore;
}

/** The same first visit of a page on the memory backend (its meter) and on Firestore (the snapshots). */
const bothBackends = async (page: (stores: RootStore) => Promise<void>): Promise<[Visit, Visit]> => {
  const memoryShop = await openMemoryShop(snapshot);
  const memoryTab = openTab(memoryShop.ports);
  await page(memoryTab.stores);
  await settle();
  const memory = { ...memoryShop.db.meter.take(), stores: memoryTab.stores };
  memoryTab.close();

  const visitor = new EmulatorClients(clients.projectId);
  try {
    const firestoreTab = openTab(onFirestore((await openMemoryShop({})).ports, visitor));
    tally.reads = 0;
    tally.bytes = 0;
    await page(firestoreTab.stores);
    // Later snapshots of the listeners (none are expected: nothing changes) would arrive within this pause.
    await new Promise((done) => setTimeout(done, 500));
    const firestore = { reads: tally.reads, bytes: tally.bytes, stores: firestoreTab.stores };
    firestoreTab.close();
    return [memory, firestore];
  } finally {
    await visitor.dispose();
  }
};

interface Cost<T> {
  reads: number;
  bytes: number;
  result: T;
}

/**
 * What a section of a page reads once the shell is shown, on both backends: a tab of the memory composition over the
 * bench shop, the demo shopper signed in or a guest, then `page`, counting only its reads. On Firestore only the
 * reviews are, read as that visitor.
 */
const bothBackendsOnceShown = async <T>(
  signedIn: boolean,
  page: (stores: RootStore) => Promise<T>,
): Promise<[Cost<T>, Cost<T>]> => {
  const shown = async (stores: RootStore): Promise<void> => {
    await (signedIn ? signInAsShopper(stores) : stores.whenShellLoaded());
    await settle();
  };
  const memoryShop = await openMemoryShop(snapshot);
  const memoryTab = openTab(memoryShop.ports);
  await shown(memoryTab.stores);
  memoryShop.db.meter.reset();
  const memoryResult = await page(memoryTab.stores);
  await settle();
  const memory = { ...memoryShop.db.meter.take(), result: memoryResult };
  const user = memoryTab.stores.session.user;
  memoryTab.close();

  const visitor = new EmulatorClients(clients.projectId);
  try {
    const base = (await openMemoryShop(snapshot)).ports;
    const reviews = new FirestoreReviewRepository(
      visitor.as(user ? shopper(user.uid, user.email) : 'anonymous'),
    );
    const firestoreTab = openTab({ ...base, reviews });
    await shown(firestoreTab.stores);
    tally.reads = 0;
    tally.bytes = 0;
    const firestoreResult = await page(firestoreTab.stores);
    await new Promise((done) => setTimeout(done, 500));
    const firestore = { reads: tally.reads, bytes: tally.bytes, result: firestoreResult };
    firestoreTab.close();
    return [memory, firestore];
  } finally {
    await visitor.dispose();
  }
};

const ids = (products: readonly Product[]): string[] => products.map((product) => product.id);
const reviewIds = (store: ProductReviewsStore): string[] => store.reviews.map((review) => review.id);

/** The product the bench's guest reviews row opens: the listing's first, as 'product detail + related' opens it. */
const listedFirst = async (): Promise<Product> => {
  const shop = await openMemoryShop(snapshot);
  const tab = openTab(shop.ports);
  await listingPage(tab.stores);
  const first = tab.stores.catalogue.items[0];
  tab.close();
  if (!first) throw new Error('The listing journey found nothing');
  return first;
};

describe(`page reads on Firestore equal the memory meter's (${SIZE} products)`, () => {
  it('/products first page with a filter, a sort and its count', async () => {
    const [memory, firestore] = await bothBackends((stores) => listingPage(stores));
    expect(ids(firestore.stores.catalogue.items)).toEqual(ids(memory.stores.catalogue.items));
    expect(firestore.stores.catalogue.count).toBe(memory.stores.catalogue.count);
    expect(memory.stores.catalogue.items.length).toBeGreaterThan(0);
    expect(firestore.reads).toBe(memory.reads);
    // Firestore documents also carry their index fields (listing and search keys): still within the page budget.
    console.info(
      `/products: ${firestore.reads} reads; ${memory.bytes} B (memory), ${firestore.bytes} B (Firestore)`,
    );
    expect(firestore.bytes).toBeLessThanOrEqual(150_000);
  });

  it('/ first visit: header counts, settings, banners, featured and new arrivals', async () => {
    const [memory, firestore] = await bothBackends(homePage);
    expect(ids(firestore.stores.featured.items)).toEqual(ids(memory.stores.featured.items));
    expect(ids(firestore.stores.newArrivals.items)).toEqual(ids(memory.stores.newArrivals.items));
    expect(firestore.stores.banners.banners.map((banner) => banner.id)).toEqual(
      memory.stores.banners.banners.map((banner) => banner.id),
    );
    expect(firestore.reads).toBe(memory.reads);
    console.info(`/: ${firestore.reads} reads; ${memory.bytes} B (memory), ${firestore.bytes} B (Firestore)`);
    expect(firestore.bytes).toBeLessThanOrEqual(150_000);
  });

  it("a product's reviews section, a guest: the aggregate and a page", async () => {
    const product = await listedFirst();
    const [memory, firestore] = await bothBackendsOnceShown(false, (stores) =>
      productReviews(stores, product.id),
    );
    expect(reviewIds(memory.result)).toHaveLength(5);
    expect(reviewIds(firestore.result)).toEqual(reviewIds(memory.result));
    expect(firestore.result.aggregate).toEqual(memory.result.aggregate);
    expect(firestore.result.nextCursor !== null).toBe(memory.result.nextCursor !== null);
    expect(firestore.reads).toBe(memory.reads);
    console.info(`product reviews, a guest: ${firestore.reads} reads (memory ${memory.reads})`);
  });

  it("a product's reviews section, its buyer signed in: also their review, order and votes", async () => {
    const order = snapshot['orders']?.[DELIVERED_ORDER_ID] as Order | undefined;
    const productId = order?.lines[order.lines.length - 1]?.productId ?? '';
    const [memory, firestore] = await bothBackendsOnceShown(true, (stores) =>
      productReviews(stores, productId),
    );
    for (const { result } of [memory, firestore]) {
      expect(result.canWrite).toBe(true);
      expect(result.orderId).toBe(DELIVERED_ORDER_ID);
    }
    expect(reviewIds(firestore.result)).toEqual(reviewIds(memory.result));
    expect(reviewIds(memory.result)).toHaveLength(5);
    expect(firestore.reads).toBe(memory.reads);
    console.info(`product reviews, a signed-in buyer: ${firestore.reads} reads (memory ${memory.reads})`);
  });
});
