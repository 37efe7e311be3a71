import { BANNERS } from '../../src/adapters/memory/InMemoryBannerRepository';
import { createShipmentFormStore } from '../../src/ui/admin/orders/ShipmentFormStore';
import { SETTINGS, SHOP_SETTINGS_ID } from '../../src/adapters/memory/InMemorySettingsRepository';
import type { Snapshot } from '../../src/adapters/memory/MemoryDatabase';
import { ORDERS, PRODUCTS } from '../../src/adapters/memory/placeOrderInMemory';
import type { Banner } from '../../src/domain/storefront/Banner';
import type { Order } from '../../src/domain/orders/Order';
import type { Product } from '../../src/domain/catalogue/Product';
import { showingText } from '../../src/ui/shop/catalogue/productCountText';
import { REVIEW_PAGE_SIZE, type ProductReviewsStore } from '../../src/ui/shop/product/ProductReviewsStore';
import type { RootStore } from '../../src/ui/app/stores/RootStore';
import { benchOrder, benchProductId } from './benchCatalogue';
import { RecentlyViewedStore } from '../../src/ui/shop/product/RecentlyViewedStore';
import { RECENTLY_VIEWED_MOST } from '../../src/domain/storefront/RecentlyViewed';
import { openMemoryShop, type MemoryShop } from './memoryShop';
import {
  DELIVERED_ORDER_ID,
  homePage,
  listingPage,
  openAdminDashboard,
  openTab,
  productDetail,
  productReviews,
  signInAsShopper,
  typeIntoSearch,
  TYPED_WORDS,
  type Tab,
} from './pageJourneys';
import { settle, VirtualTimers } from './virtualTimers';
import { notificationStoreOf } from '../../src/ui/admin/layout/NotificationStore';
import { RETURNS } from '../../src/adapters/memory/InMemoryReturnRepository';
import { returnRequestId, type ReturnRequest } from '../../src/domain/afterSales/ReturnRequest';
import { deliveryStoreOf } from '../../src/ui/shop/checkout/DeliveryStore';
import { createAdminOrderStore } from '../../src/ui/admin/orders/AdminOrderStore';
import { createAdminReturnsStore, RETURNS_PAGE_SIZE } from '../../src/ui/admin/returns/AdminReturnsStore';
import { createAdminProductsStore, PRODUCTS_PAGE_SIZE } from '../../src/ui/admin/products/AdminProductsStore';
import { COMPLAINTS } from '../../src/adapters/memory/InMemoryComplaintRepository';
import { COMPLAINT_COUNTER_ID, META } from '../../src/adapters/memory/meta';
import type { Complaint } from '../../src/domain/afterSales/Complaint';
import {
  createAdminComplaintsStore,
  COMPLAINTS_PAGE_SIZE,
} from '../../src/ui/admin/complaints/AdminComplaintsStore';
import { complaintsStoreOf } from '../../src/ui/shop/info/ComplaintsStore';
import { DELIVERY_SLOTS } from '../../src/adapters/memory/InMemoryDeliverySlotRepository';
import { deliversWithOwnTeam, SLOT_DAYS_OFFERED, slotDays } from '../../src/domain/shipping/DeliverySlot';
import { slotKey } from '../../src/domain/shipping/DeliveryWindows';
import { createDeliverySlotStore } from '../../src/ui/shop/orders/DeliverySlotStore';
import { createAssemblyStore } from '../../src/ui/shop/orders/AssemblyStore';
import { createDaySheetStore } from '../../src/ui/admin/deliveries/DaySheetStore';
import { createCodRemittanceStore } from '../../src/ui/admin/cod/CodRemittanceStore';
import { newOffer } from '../../src/domain/offers/Offer';
import { OFFERS } from '../../src/adapters/memory/offerHoldsInMemory';
import { MAX_LIVE_OFFERS } from '../../src/ports/OfferRepository';
import { offersStoreOf } from '../../src/ui/shop/checkout/checkoutStores';
import { PRIYA_ADDRESS } from '../../src/adapters/memory/seed/demoOrders';
import type { PlaceOrderRequest } from '../../src/domain/orders/PlaceOrderRequest';

export interface Cost {
  reads: number;
  /** The JSON size of the documents read, as the memory backend holds them. */
  bytes: number;
  /** The same documents as the Firestore adapter stores them (with their index fields): what a shopper downloads. */
  storedBytes: number;
}

export interface PageCost {
  page: string;
  ours: Cost;
  /** The same page in SPEC's own design, on the same data. */
  spec: Cost;
  budget: { reads: number; bytes?: number };
  note?: string;
}

/** Phone typists manage two or three keys a second (each pause outlasts the debounce); desktop typists more. */
export const PHONE_KEY_MS = 400;
export const DESKTOP_KEY_MS = 150;

export const measured = async (shop: MemoryShop, work: () => Promise<unknown>): Promise<Cost> => {
  shop.db.meter.reset();
  shop.firestoreBytes.take();
  await work();
  await settle();
  return { ...shop.db.meter.take(), storedBytes: shop.firestoreBytes.take() };
};

const plus = (...costs: Cost[]): Cost => ({
  reads: costs.reduce((sum, cost) => sum + cost.reads, 0),
  bytes: costs.reduce((sum, cost) => sum + cost.bytes, 0),
  storedBytes: costs.reduce((sum, cost) => sum + cost.storedBytes, 0),
});
const NOTHING: Cost = { reads: 0, bytes: 0, storedBytes: 0 };

/** SPEC's header on every visit: "Header and search queries use products where isActive is true". */
const specActiveProducts = (shop: MemoryShop): Promise<Cost> =>
  measured(shop, async () => shop.db.query<Product>(PRODUCTS, { where: (product) => product.isActive }));
/** SPEC's product list: "List all", filtered and sorted in the browser. */
const specAllProducts = (shop: MemoryShop): Promise<Cost> =>
  measured(shop, async () => shop.db.query<Product>(PRODUCTS));
const specShell = async (shop: MemoryShop): Promise<Cost> =>
  plus(
    await specActiveProducts(shop),
    await measured(shop, async () => shop.db.query<Banner>(BANNERS, { where: (banner) => banner.isActive })),
    await measured(shop, async () => shop.db.get(SETTINGS, SHOP_SETTINGS_ID)),
  );
/** SPEC's admin poll: every order. */
const specAllOrders = (shop: MemoryShop): Promise<Cost> =>
  measured(shop, async () => shop.db.query<Order>(ORDERS));

interface Visit {
  shop: MemoryShop;
  tab: Tab;
  stores: RootStore;
  cost: Cost;
}

/** A fresh browser opening the app and loading one page; the cost is everything it read. */
const firstVisit = async (
  snapshot: Snapshot,
  page: (stores: RootStore) => Promise<unknown>,
): Promise<Visit> => {
  const shop = await openMemoryShop(snapshot);
  let tab: Tab | null = null;
  const cost = await measured(shop, async () => {
    tab = openTab(shop.ports);
    await page(tab.stores);
  });
  const opened = tab as unknown as Tab;
  return { shop, tab: opened, stores: opened.stores, cost };
};

/** What "You looked at" adds to home or a product page on a device that opened the most products it keeps. */
const lookedAt = async (shop: MemoryShop): Promise<PageCost> => {
  const store = new RecentlyViewedStore(shop.ports.storage, shop.ports.products);
  for (let index = RECENTLY_VIEWED_MOST - 1; index >= 0; index -= 1) store.record(benchProductId(index));
  const cost = await measured(shop, () => store.load());
  return {
    page: "'You looked at', 20 products",
    ours: cost,
    spec: NOTHING,
    budget: { reads: RECENTLY_VIEWED_MOST },
    note: `a get each, side by side; ${store.shown().length} shown; SPEC has none`,
  };
};

const homeAndSearch = async (snapshot: Snapshot): Promise<PageCost[]> => {
  const home = await firstVisit(snapshot, homePage);
  const { ports } = home.shop;
  const costs: PageCost[] = [
    {
      page: '/ first visit',
      ours: home.cost,
      spec: await specShell(home.shop),
      budget: { reads: 30, bytes: 150_000 },
    },
    await lookedAt(home.shop),
  ];
  const timers = new VirtualTimers().install();
  try {
    const typings = [
      ['a round per key (phone)', PHONE_KEY_MS],
      ['one round (fast typing)', DESKTOP_KEY_MS],
    ] as const;
    for (const [how, keyMs] of typings) {
      let worst = { word: '', rounds: 0, cost: { ...NOTHING, reads: -1 } };
      for (const word of TYPED_WORDS) {
        let rounds = 0;
        const cost = await measured(home.shop, async () => {
          ({ rounds } = await typeIntoSearch(ports, (ms) => timers.advance(ms), keyMs, word));
        });
        if (cost.reads > worst.cost.reads) worst = { word, rounds, cost };
      }
      costs.push({
        page: `search, 5 letters, ${how}`,
        ours: worst.cost,
        spec: NOTHING,
        budget: { reads: 30 },
        note: `worst of ${TYPED_WORDS.length} words: "${worst.word}", ${worst.rounds} round${worst.rounds === 1 ? '' : 's'}; SPEC searches what its header read`,
      });
    }
  } finally {
    timers.uninstall();
    home.tab.close();
  }
  return costs;
};

/** A product page's reviews section: the aggregate, a page of REVIEW_PAGE_SIZE and 1 to know a next page. */
const REVIEWS_READS = 1 + REVIEW_PAGE_SIZE + 1;
/**
 * A signed-in buyer's also: their own review, their delivered orders (the demo shopper has one) and their helpful
 * votes on the product (one query, 1 read without any). With the product page's 6, at most 10 more than before.
 */
const BUYER_REVIEWS_READS = REVIEWS_READS + 3;

/** A product's reviews section loading on a tab (the journey productReviews), and what it read. */
const reviewsSection = async (
  shop: MemoryShop,
  stores: RootStore,
  productId: string,
): Promise<{ cost: Cost; store: ProductReviewsStore }> => {
  const loaded: { store?: ProductReviewsStore } = {};
  const cost = await measured(shop, async () => {
    loaded.store = await productReviews(stores, productId);
  });
  if (!loaded.store) throw new Error('The reviews section did not load');
  return { cost, store: loaded.store };
};
const shownReviews = (store: ProductReviewsStore): string =>
  `aggregate, ${store.reviews.length} of ${store.aggregate.count} approved reviews${store.nextCursor ? ' (+1 for a next page)' : ''}`;

/**
 * The demo shopper, signed in on a tab of their own, opening a product of their delivered order: the reviews section
 * also reads their own review, the order that lets them write one and their helpful votes on the product.
 */
const buyersReviews = async (shop: MemoryShop): Promise<PageCost> => {
  const order = shop.db.peek<Order>(ORDERS, DELIVERED_ORDER_ID);
  // The order's last line: a return of its first is under way.
  const productId = order?.lines[order.lines.length - 1]?.productId;
  const product = productId ? shop.db.peek<Product>(PRODUCTS, productId) : null;
  if (order?.status !== 'delivered' || !product)
    throw new Error('The bench shop has no delivered order to review');
  const tab = openTab(shop.ports);
  try {
    await signInAsShopper(tab.stores);
    await productDetail(tab.stores, product);
    await settle();
    const { cost, store } = await reviewsSection(shop, tab.stores, product.id);
    if (!store.canWrite || store.orderId !== order.id)
      throw new Error("The buyer was not offered 'Write a review'");
    return {
      page: 'product reviews, a signed-in buyer',
      ours: cost,
      spec: NOTHING,
      budget: { reads: BUYER_REVIEWS_READS },
      note: `${shownReviews(store)}, own review, 1 delivered order, their votes (1 query): may write one`,
    };
  } finally {
    tab.close();
  }
};

const listingAndDetail = async (snapshot: Snapshot): Promise<PageCost[]> => {
  const listing = await firstVisit(snapshot, listingPage);
  const { shop } = listing;
  const { catalogue } = listing.stores;
  const first = catalogue.items[0];
  if (!first || catalogue.count < catalogue.items.length)
    throw new Error('The listing journey found nothing');
  const listingSpec = plus(await specShell(shop), await specAllProducts(shop));
  const detail = await measured(shop, () => productDetail(listing.stores, first));
  const sameCategory = await measured(shop, async () =>
    shop.db.query<Product>(PRODUCTS, { where: (product) => product.category === first.category }),
  );
  const detailSpec = plus(await measured(shop, async () => shop.db.get(PRODUCTS, first.id)), sameCategory);
  const guestReviews = await reviewsSection(shop, listing.stores, first.id);
  const delivery = deliveryStoreOf(listing.stores);
  const pincodes = ['342001', '781001', '744101'];
  const deliveryCheck = await measured(shop, async () => {
    for (const pincode of pincodes) {
      await delivery.load();
      if (!delivery.answerFor(pincode)) throw new Error('The delivery check gave no answer');
    }
  });
  listing.tab.close();
  const buyerReviews = await buyersReviews(shop);
  return [
    {
      page: '/products, filter + sort + count',
      ours: listing.cost,
      spec: listingSpec,
      budget: { reads: 40, bytes: 150_000 },
      note: `first visit; ${showingText(catalogue.items.length, catalogue.count).toLowerCase()}`,
    },
    {
      page: 'product detail + related',
      ours: detail,
      spec: detailSpec,
      budget: { reads: 10 },
      note: `opened from the listing; ${listing.stores.productDetail.related.length} related`,
    },
    {
      page: 'product reviews, a guest',
      ours: guestReviews.cost,
      spec: NOTHING,
      budget: { reads: REVIEWS_READS },
      note: `same product: ${shownReviews(guestReviews.store)}; SPEC has no reviews`,
    },
    buyerReviews,
    {
      page: "'Check delivery', a visit's checks",
      ours: deliveryCheck,
      spec: NOTHING,
      budget: { reads: 1, bytes: 20_000 },
      note: `${pincodes.length} pincodes, one read of the zone table; SPEC has no delivery check`,
    },
  ];
};

const admin = async (snapshot: Snapshot): Promise<PageCost[]> => {
  const shop = await openMemoryShop(snapshot);
  const { db, ports } = shop;
  const tab = openTab(ports);
  const signedIn = await tab.stores.session.signIn('admin@demo.shop', 'admin123');
  if (!signedIn.ok || !tab.stores.session.isAdmin) throw new Error('The demo admin could not sign in');
  const stopFeed = await openAdminDashboard(ports, tab);
  await settle();
  const timers = new VirtualTimers().install();
  try {
    const idle = await measured(shop, () => timers.advance(60_000));
    const orders = await specAllOrders(shop);
    // A shopper elsewhere places a 3-line order: written as another client's write, so only the admin tab's reads
    // count. None of its products is left at low stock (that would add one read and one notification each).
    const threshold = tab.stores.settings.settings.lowStockThreshold;
    const ordered = [1, 2, 3].map((index) => db.peek<Product>(PRODUCTS, benchProductId(index)));
    const products = ordered.filter(
      (product): product is Product => product !== null && product.stock - 1 > threshold,
    );
    if (products.length !== 3) throw new Error('No 3 products well above the low-stock threshold to order');
    const before = notificationStoreOf(tab.stores).list.length;
    const arrival = await measured(shop, async () => {
      const order = benchOrder(products, 'benchNewOrder000001', new Date().toISOString());
      db.transaction(() => {
        db.set(ORDERS, order.id, { ...order });
        for (const product of products)
          db.set(PRODUCTS, product.id, { ...product, stock: product.stock - 1, updatedAt: order.createdAt });
      });
      await timers.advance(1000);
    });
    if (notificationStoreOf(tab.stores).list.length <= before) throw new Error('The admin was not notified');
    return [
      {
        page: 'admin tab idle, per minute',
        ours: idle,
        spec: plus(orders, orders),
        budget: { reads: 0 },
        note: `SPEC polls all ${orders.reads} orders every 30 s`,
      },
      {
        page: 'admin: notify one new order',
        ours: arrival,
        spec: { ...orders, reads: orders.reads + 1 },
        budget: { reads: 2 },
        note: `${products.length} lines, none left at low stock: the order is the only read`,
      },
    ];
  } finally {
    timers.uninstall();
    stopFeed();
    tab.close();
  }
};

/** Return requests, each on its own delivered order: each row of the Returns screen reads its order. */
const BENCH_RETURNS = 45;
const BENCH_RETURNS_SINCE = '2026-10-01T04:30:00.000Z';

/**
 * The admin's Returns screen (first page: the requests and each one's order) and an order's tax invoice, with
 * BENCH_RETURNS requests waiting, each on an order of its own, whatever the catalogue's size. SPEC has neither screen:
 * beside them, reading every request and every order, and the order alone.
 */
const returnsAndInvoice = async (snapshot: Snapshot): Promise<PageCost[]> => {
  const shop = await openMemoryShop(snapshot);
  const { db, ports } = shop;
  const product = db.peek<Product>(PRODUCTS, benchProductId(1));
  if (!product) throw new Error('The bench shop has no product to order');
  const asked = Array.from({ length: BENCH_RETURNS }, (_, index) => {
    const at = new Date(Date.parse(BENCH_RETURNS_SINCE) + index * 3_600_000).toISOString();
    const order = benchOrder([product], `benchReturned${String(index).padStart(7, '0')}`, at);
    const request: ReturnRequest = {
      id: returnRequestId(order.id, 1),
      orderId: order.id,
      userId: order.userId,
      number: 1,
      quantities: { 0: 1 },
      reason: 'Damaged in transit',
      comment: '',
      status: 'requested',
      createdAt: at,
      updatedAt: at,
      history: [{ status: 'requested', at, by: null }],
    };
    return { order: { ...order, status: 'delivered' as const, deliveredAt: at }, request };
  });
  const toShip = {
    ...benchOrder([product], 'benchToShip000000001', BENCH_RETURNS_SINCE),
    status: 'confirmed' as const,
  };
  const other = db.peek<Product>(PRODUCTS, benchProductId(2));
  if (!other) throw new Error('The bench shop has no second product to order');
  // Prepaid: the two bench products together pass the bench address's cash-on-delivery limit.
  const toTrim = {
    ...benchOrder([product, other], 'benchToTrim000000001', BENCH_RETURNS_SINCE),
    paymentMethod: 'upi' as const,
  };
  // Both products assembled by the shop's team, one at a charge.
  const toAssemble = { ...toTrim, id: 'benchToAssemble00001' };
  db.transaction(() => {
    asked.forEach(({ order, request }) => {
      db.set(ORDERS, order.id, { ...order });
      db.set(RETURNS, request.id, { ...request });
    });
    db.set(ORDERS, toShip.id, { ...toShip });
    db.set(ORDERS, toTrim.id, { ...toTrim });
    db.set(ORDERS, toAssemble.id, { ...toAssemble });
    db.set(PRODUCTS, product.id, { ...product, assemblyCharge: 499 });
    db.set(PRODUCTS, other.id, { ...other, assemblyCharge: 0 });
  });
  const first = asked[0]?.order;
  if (!first) throw new Error('No return to measure');
  const tab = openTab(ports);
  const signedIn = await tab.stores.session.signIn('admin@demo.shop', 'admin123');
  if (!signedIn.ok) throw new Error('The demo admin could not sign in');
  await tab.stores.whenShellLoaded();
  try {
    const store = createAdminReturnsStore(tab.stores);
    const returns = await measured(shop, () => store.pager.firstPage());
    if (store.items.length !== RETURNS_PAGE_SIZE) throw new Error('The Returns screen showed no full page');
    const returnsSpec = plus(await measured(shop, async () => db.query(RETURNS)), await specAllOrders(shop));
    const invoiceStore = createAdminOrderStore(tab.stores, first.id);
    const invoice = await measured(shop, () => invoiceStore.load());
    if (invoiceStore.state !== 'found') throw new Error('The invoice page found no order');
    const invoiceSpec = await measured(shop, async () => db.get(ORDERS, first.id));
    const shipmentForm = createShipmentFormStore(tab.stores);
    const shipping = await measured(shop, async () => {
      await shipmentForm.load();
      shipmentForm.setAwb('BENCH0001');
      const shipment = shipmentForm.shipment();
      if (!shipment) throw new Error('The bench shop has no courier to ship with');
      await ports.orders.recordShipment(toShip.id, shipment, 'admin@demo.shop');
    });
    const shippingSpec = await measured(shop, async () => db.get(ORDERS, toShip.id));
    const newPhone = { ...toTrim.shippingAddress, phone: '9123456780' };
    const moving = await measured(shop, async () => {
      const changed = await ports.orders.changeAddress({
        orderId: toTrim.id,
        userId: toTrim.userId,
        address: newPhone,
      });
      if (!changed.ok) throw new Error(`The bench order's address did not change: ${changed.error.code}`);
    });
    const trimming = await measured(shop, () => ports.orders.cancelLine(toTrim.id, 1, 'admin@demo.shop'));
    const assembly = createAssemblyStore(tab.stores);
    const offer = await measured(shop, () => assembly.load(toAssemble));
    if (assembly.items.length !== 2) throw new Error('The assembly offer missed a product');
    const booking = await measured(shop, async () => {
      const booked = await ports.orders.bookAssembly({ orderId: toAssemble.id, userId: toAssemble.userId });
      if (!booked.ok) throw new Error(`The bench order's assembly was not booked: ${booked.error.code}`);
    });
    // An online order of the signed-in tab's own, placed just now, paid through the demo gateway.
    const toPay = {
      ...benchOrder([product], 'benchToPay0000000001', ports.clock.now()),
      userId: tab.stores.session.user?.uid ?? '',
      paymentMethod: 'online' as const,
    };
    db.transaction(() => {
      db.set(ORDERS, toPay.id, { ...toPay });
      db.set(SETTINGS, SHOP_SETTINGS_ID, {
        ...db.peek(SETTINGS, SHOP_SETTINGS_ID),
        paymentGateway: 'razorpay',
        paymentGatewayKeyId: 'rzp_test_BenchShop0001',
      });
    });
    const paying = await measured(shop, async () => {
      const started = await ports.onlinePayments.start(toPay.id);
      if (!started.ok) throw new Error(`The bench order could not be paid online: ${started.error.code}`);
      const checkout = ports.onlinePayments.openCheckout(started.value);
      ports.demoGateway?.choose('succeed');
      const end = await checkout;
      if (end.kind !== 'paid') throw new Error(`The demo gateway did not pay the bench order: ${end.kind}`);
      const confirmed = await ports.onlinePayments.confirm(toPay.id, end.proof);
      if (!confirmed.ok) throw new Error(`The bench payment was refused: ${confirmed.error.code}`);
    });
    const trimSpec = await measured(shop, async () => db.get(ORDERS, toTrim.id));
    const productsStore = createAdminProductsStore(tab.stores);
    const products = await measured(shop, () => productsStore.pager.firstPage());
    if (productsStore.items.length !== PRODUCTS_PAGE_SIZE)
      throw new Error('The Products screen showed no full page');
    const productsSpec = await measured(shop, async () => db.query(PRODUCTS));
    return [
      {
        page: 'admin: Products, first page',
        ours: products,
        spec: productsSpec,
        budget: { reads: PRODUCTS_PAGE_SIZE + 1 },
        note: `${PRODUCTS_PAGE_SIZE} products (and 1 to know a next page), whatever the catalogue's size`,
      },
      {
        page: 'admin: Returns, first page',
        ours: returns,
        spec: returnsSpec,
        budget: { reads: 2 * RETURNS_PAGE_SIZE + 1 },
        note: `${RETURNS_PAGE_SIZE} of ${BENCH_RETURNS} requests (and 1 to know a next page), each with its order`,
      },
      {
        page: 'admin: ship one order',
        ours: shipping,
        spec: shippingSpec,
        budget: { reads: 3 },
        note: "the couriers, then the order and its shopper's counter as it ships, whatever the number of orders",
      },
      {
        page: "shopper: change an order's address",
        ours: moving,
        spec: trimSpec,
        budget: { reads: 2 },
        note: 'the order and the delivery zones, whatever the number of orders',
      },
      {
        page: "shopper: an order's assembly offer",
        ours: offer,
        spec: trimSpec,
        budget: { reads: toAssemble.lines.length + 1 },
        note: 'each product of the order (at most 8) and the delivery zones, whatever the number of orders',
      },
      {
        page: 'shopper: book assembly',
        ours: booking,
        spec: trimSpec,
        budget: { reads: toAssemble.lines.length + 3 },
        note: "the order, its products, the delivery zones and its shopper's counter, whatever the number of orders",
      },
      {
        page: 'shopper: pay an order online',
        ours: paying,
        spec: trimSpec,
        budget: { reads: 9 },
        note: 'start (the settings, the order), the demo payment page, the check (the order, the settings, the payment) and what the demo shop reads as the order turns paid, whatever the number of orders',
      },
      {
        page: 'admin: cancel one item of an order',
        ours: trimming,
        spec: trimSpec,
        budget: { reads: 3 },
        note: "the order, the item's product and its shopper's counter, whatever the number of orders",
      },
      {
        page: 'tax invoice of one order',
        ours: invoice,
        spec: invoiceSpec,
        budget: { reads: 1 },
        note: 'an invoice is stored on its order (seller and rates copied in when it is confirmed)',
      },
    ];
  } finally {
    tab.close();
  }
};

/** Complaints waiting on the shop, from many shoppers; the demo shopper has filed SHOPPER_COMPLAINTS of all of them. */
const BENCH_COMPLAINTS = 60;
const SHOPPER_COMPLAINTS = 5;

/**
 * The admin's Complaints screen (first page of the queue) and the shopper's complaints in their profile, with
 * BENCH_COMPLAINTS complaints stored, whatever the catalogue's size. SPEC has neither: beside them, reading every
 * complaint.
 */
const complaints = async (snapshot: Snapshot): Promise<PageCost[]> => {
  const shop = await openMemoryShop(snapshot);
  const { db, ports } = shop;
  const stored = db.scan<Complaint>(COMPLAINTS);
  const shopper = stored[0]?.uid;
  if (!shopper) throw new Error('The bench shop has no demo complaint to copy');
  const first = stored.length + 1;
  const filed = Array.from({ length: BENCH_COMPLAINTS }, (_, index): Complaint => {
    const number = first + index;
    const at = new Date(Date.now() - (index + 1) * 3_600_000).toISOString();
    return {
      id: String(number),
      number,
      uid: index < SHOPPER_COMPLAINTS - stored.length ? shopper : `benchShopper${index}`,
      orderId: null,
      subject: 'Delivery date keeps moving',
      description: 'The courier has changed the delivery date twice and nobody calls back to fix a new one.',
      contact: '+91 98765 43210',
      status: index % 3 === 0 ? 'acknowledged' : 'open',
      createdAt: at,
      acknowledgedAt: index % 3 === 0 ? at : null,
      resolvedAt: null,
      replies: [],
    };
  });
  db.transaction(() => {
    filed.forEach((complaint) => db.set(COMPLAINTS, complaint.id, { ...complaint }));
    db.set(META, COMPLAINT_COUNTER_ID, { count: first + BENCH_COMPLAINTS - 1 });
  });
  const spec = await measured(shop, async () => db.query(COMPLAINTS));
  const adminTab = openTab(ports);
  const shopperTab = openTab(ports);
  try {
    const signedIn = await adminTab.stores.session.signIn('admin@demo.shop', 'admin123');
    if (!signedIn.ok) throw new Error('The demo admin could not sign in');
    await adminTab.stores.whenShellLoaded();
    const queue = createAdminComplaintsStore(adminTab.stores);
    const queueCost = await measured(shop, () => queue.pager.firstPage());
    if (queue.items.length !== COMPLAINTS_PAGE_SIZE)
      throw new Error('The Complaints screen showed no full page');
    await signInAsShopper(shopperTab.stores);
    const mine = complaintsStoreOf(shopperTab.stores);
    const mineCost = await measured(shop, () => mine.load());
    if (mine.mine.length !== SHOPPER_COMPLAINTS)
      throw new Error("The profile showed not the shopper's complaints");
    return [
      {
        page: 'admin: Complaints, first page',
        ours: queueCost,
        spec,
        budget: { reads: COMPLAINTS_PAGE_SIZE + 1 },
        note: `${COMPLAINTS_PAGE_SIZE} of ${stored.length + BENCH_COMPLAINTS} complaints, overdue first (and 1 to know a next page)`,
      },
      {
        page: 'profile: your complaints',
        ours: mineCost,
        spec,
        budget: { reads: SHOPPER_COMPLAINTS },
        note: `the shopper's own ${SHOPPER_COMPLAINTS} complaints (one read each), however many others there are`,
      },
    ];
  } finally {
    adminTab.close();
    shopperTab.close();
  }
};

/** Orders booked into the demo's own-team zone's slots, spread over the days the picker offers. */
const BENCH_SLOT_ORDERS = 150;

/**
 * The delivery slots of the shop's own team with BENCH_SLOT_ORDERS orders booked: the shopper's order page (the order
 * and its slot picker, which reads one count per window on offer) and the staff's day sheet (the day's bookings), at
 * any number of orders. SPEC has neither: beside them, reading every order to count and list the bookings.
 */
const deliverySlots = async (snapshot: Snapshot): Promise<PageCost[]> => {
  const shop = await openMemoryShop(snapshot);
  const { db, ports } = shop;
  const product = db.peek<Product>(PRODUCTS, benchProductId(1));
  const zone = (await ports.deliveryZones.get()).find(deliversWithOwnTeam);
  if (!product || !zone) throw new Error('The bench shop has no product or no own-team zone');
  const placedAt = new Date(Date.now() - 3_600_000).toISOString();
  const windows = slotDays(zone, placedAt, {}, new Date().toISOString()).flatMap((day) => day.windows);
  const booked = Array.from({ length: BENCH_SLOT_ORDERS }, (_, index): Order => {
    const order = benchOrder([product], `benchSlot${String(index).padStart(11, '0')}`, placedAt);
    const { slot } = windows[index % windows.length]!;
    return {
      ...order,
      shippingAddress: { ...order.shippingAddress, pincode: '302001', state: 'Rajasthan' },
      deliverySlot: slot,
    };
  });
  const counts = new Map<string, number>();
  for (const order of booked)
    counts.set(slotKey(order.deliverySlot!), (counts.get(slotKey(order.deliverySlot!)) ?? 0) + 1);
  db.transaction(() => {
    booked.forEach((order) => db.set(ORDERS, order.id, { ...order }));
    for (const [key, count] of counts) {
      const [zoneId = '', date = '', window = ''] = key.split('_');
      db.set(DELIVERY_SLOTS, key, { zoneId, date, window, booked: count });
    }
  });
  const open = { ...booked[0]!, id: 'benchSlotOpen0000000', deliverySlot: undefined };
  delete open.deliverySlot;
  db.set(ORDERS, open.id, { ...open });
  const shopperTab = openTab(ports);
  const adminTab = openTab(ports);
  try {
    const shopper = await shopperTab.stores.session.signIn('shopper@demo.shop', 'shopper123');
    const staff = await adminTab.stores.session.signIn('admin@demo.shop', 'admin123');
    if (!shopper.ok || !staff.ok) throw new Error('The demo accounts could not sign in');
    const picker = createDeliverySlotStore(shopperTab.stores);
    const orderPage = await measured(shop, async () => {
      const order = await shopperTab.stores.orders.readOrder(open.id, open.userId);
      if (!order) throw new Error('The order page found no order');
      await picker.load(order);
    });
    if (picker.days.length === 0) throw new Error('The slot picker offered no day');
    const pickerAgain = await measured(shop, () => picker.load(open));
    const sheet = createDaySheetStore(adminTab.stores);
    sheet.date = windows[0]!.slot.date;
    const daySheet = await measured(shop, () => sheet.load());
    const dayBookings = booked.filter((order) => order.deliverySlot?.date === sheet.date).length;
    if (sheet.orders.length !== dayBookings) throw new Error('The day sheet missed a booking');
    const spec = await specAllOrders(shop);
    const windowsOffered = 3 * SLOT_DAYS_OFFERED;
    return [
      {
        page: 'shopper: order page with its slot picker',
        ours: orderPage,
        spec,
        budget: { reads: 2 + windowsOffered },
        note: `the order, the zones and one count per window on offer (at most ${windowsOffered}), whatever the number of orders`,
      },
      {
        page: 'shopper: slot picker, again',
        ours: pickerAgain,
        spec,
        budget: { reads: windowsOffered },
        note: 'after a booking or a change: the counts again; the zones are the visit’s',
      },
      {
        page: 'admin: day sheet',
        ours: daySheet,
        spec,
        budget: { reads: dayBookings + 1 },
        note: `the day's ${dayBookings} bookings and the zones' names, whatever the number of orders`,
      },
    ];
  } finally {
    shopperTab.close();
    adminTab.close();
  }
};

/** Cash orders collected at the door and not paid over yet, among BENCH_SLOT_ORDERS orders paid over long ago. */
const BENCH_COD_DUE = 40;

/**
 * The admin's Cash on delivery screen: the orders still to be paid over, whatever the number of orders ever collected.
 * SPEC has no such screen: beside it, reading every order.
 */
const codRemittance = async (snapshot: Snapshot): Promise<PageCost[]> => {
  const shop = await openMemoryShop(snapshot);
  const { db, ports } = shop;
  const product = db.peek<Product>(PRODUCTS, benchProductId(1));
  if (!product) throw new Error('The bench shop has no product to order');
  const at = new Date(Date.now() - 86_400_000).toISOString();
  db.transaction(() => {
    for (let index = 0; index < BENCH_SLOT_ORDERS; index++) {
      const order = benchOrder([product], `benchCod${String(index).padStart(12, '0')}`, at);
      const due = index < BENCH_COD_DUE;
      db.set(ORDERS, order.id, {
        ...order,
        status: 'delivered',
        paymentStatus: 'paid',
        codCollected: order.total,
        ...(due
          ? { codToRemit: true }
          : { codRemittance: { reference: 'BENCH-0001', date: '2025-01-01', amount: 1 } }),
      });
    }
  });
  const tab = openTab(ports);
  try {
    const staff = await tab.stores.session.signIn('admin@demo.shop', 'admin123');
    if (!staff.ok) throw new Error('The demo admin could not sign in');
    const store = createCodRemittanceStore(tab.stores);
    const ours = await measured(shop, () => store.load());
    const due = store.orders.length;
    if (due < BENCH_COD_DUE) throw new Error('The Cash on delivery screen missed an order');
    return [
      {
        page: 'admin: cash on delivery',
        ours,
        spec: await specAllOrders(shop),
        budget: { reads: due },
        note: `the ${due} orders whose cash is not paid over, whatever the number collected before`,
      },
    ];
  } finally {
    tab.close();
  }
};

/** A UPI checkout of `lines` by `userId` to the demo's address (above its cash-on-delivery limit). */
const benchCheckout = (userId: string, lines: PlaceOrderRequest['lines']): PlaceOrderRequest => ({
  orderId: `bench-${userId}`,
  userId,
  customerEmail: `${userId}@example.com`,
  lines,
  shippingAddress: PRIYA_ADDRESS,
  paymentMethod: 'upi',
  termsAccepted: true,
});

/** More offers than the cart reads, half of them limited per account. */
const BENCH_OFFERS = 60;

/** What offers add to the cart and the checkout, with more offers stored than the cart ever reads. */
const offersAtCheckout = async (snapshot: Snapshot): Promise<PageCost[]> => {
  const shop = await openMemoryShop(snapshot);
  const { db, ports } = shop;
  const product = db.peek<Product>(PRODUCTS, benchProductId(1));
  if (!product) throw new Error('The bench shop has no product to order');
  const since = new Date(Date.now() - 86_400_000).toISOString();
  db.transaction(() => {
    for (let index = 0; index < BENCH_OFFERS; index++) {
      const id = `BENCH${String(index).padStart(2, '0')}`;
      const offer = newOffer(
        { id, code: id, kind: 'flat', value: 100, perAccount: index % 2 ? 1 : null },
        since,
      );
      db.set(OFFERS, id, { ...offer });
    }
  });
  const tab = openTab(ports);
  try {
    await signInAsShopper(tab.stores);
    tab.stores.cart.addProduct(product);
    const offers = offersStoreOf(tab.stores);
    const cart = await measured(shop, () => offers.load());
    if (offers.live.length !== MAX_LIVE_OFFERS) throw new Error('The cart did not weigh the live offers');
    offers.setCode('bench59');
    const applying = await measured(shop, () => offers.applyCode());
    if (offers.coupon?.id !== 'BENCH59') throw new Error('The bench coupon was not applied');
    const lines = [{ productId: product.id, variantId: null, quantity: 1, expectedUnitPrice: product.price }];
    const placeFor = (userId: string, coupon: boolean) =>
      measured(shop, async () => {
        const placed = await ports.orders.placeOrder({
          ...benchCheckout(userId, lines),
          ...(coupon ? { offerIds: ['BENCH59'], expectedDiscount: 100 } : {}),
        });
        if (!placed.ok) throw new Error(`The bench checkout was refused: ${placed.error.code}`);
      });
    const plain = await placeFor('bench-plain', false);
    const withCoupon = await placeFor('bench-coupon', true);
    const nothing = await measured(shop, async () => undefined);
    return [
      {
        page: 'shopper: the cart with its offers',
        ours: cart,
        spec: nothing,
        budget: { reads: 2 * MAX_LIVE_OFFERS },
        note: `the active offers (at most ${MAX_LIVE_OFFERS}, of ${BENCH_OFFERS} stored) and the shopper's use of each that limits an account`,
      },
      {
        page: 'shopper: apply a coupon',
        ours: applying,
        spec: nothing,
        budget: { reads: 2 },
        note: "the offer its code names, and the shopper's use of it",
      },
      {
        page: 'shopper: place an order with a coupon',
        ours: withCoupon,
        spec: plain,
        budget: { reads: plain.reads + 2 },
        note: "the checkout's reads and the offer and its use; on Firestore the hold's own transaction reads the checkout again first (docs/decisions.md#offers)",
      },
    ];
  } finally {
    tab.close();
  }
};

/** Every page budget of issue 6 at one catalogue on the memory backend, with SPEC's design beside each. */
export const measurePageCosts = async (snapshot: Snapshot): Promise<PageCost[]> => [
  ...(await homeAndSearch(snapshot)),
  ...(await listingAndDetail(snapshot)),
  ...(await admin(snapshot)),
  ...(await returnsAndInvoice(snapshot)),
  ...(await complaints(snapshot)),
  ...(await deliverySlots(snapshot)),
  ...(await codRemittance(snapshot)),
  ...(await offersAtCheckout(snapshot)),
];
