import {
  doc,
  type DocumentData,
  type Firestore,
  getDoc,
  setDoc,
  Timestamp,
  writeBatch,
} from 'firebase/firestore';
import type { Courier } from '../../domain/shipping/Courier';
import type { Offer } from '../../domain/offers/Offer';
import { toOfferDocument } from './offerDocument';
import type { CurrentActor } from '../../domain/staff/Activity';
import {
  bannerTarget,
  couriersTarget,
  deliveryTarget,
  settingsTarget,
} from '../../domain/staff/ActivityTargets';
import type { Banner } from '../../domain/storefront/Banner';
import type { DeliveryZone } from '../../domain/checkout/DeliveryZones';
import { type Category, navigationOf } from '../../domain/catalogue/Category';
import type { Complaint } from '../../domain/afterSales/Complaint';
import { invoiceCounterOf } from '../../domain/tax/Invoice';
import type { Order } from '../../domain/orders/Order';
import { countersFor } from '../../domain/orders/OrderLimits';
import type { Product } from '../../domain/catalogue/Product';
import type { ReturnRequest } from '../../domain/afterSales/ReturnRequest';
import { aggregateOf, type Review } from '../../domain/afterSales/Review';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../domain/settings/ShopSettings';
import type { UserProfile } from '../../domain/accounts/User';
import {
  BANNER_COUNT_ID,
  BANNERS,
  CATEGORIES,
  COMPLAINT_COUNTER_ID,
  COMPLAINTS,
  COURIERS_ID,
  DELIVERY_ZONES_ID,
  INVOICE_COUNTER_ID,
  META,
  ORDER_COUNTERS,
  OFFERS,
  ORDERS,
  RETURNS,
  REVIEW_STATS,
  REVIEWS,
  SETTINGS,
  SETTINGS_ID,
  USERS,
} from './collections';
import { logActivity } from './FirestoreActivityLog';
import { toBannerDocument } from './FirestoreBannerRepository';
import { toComplaintDocument } from './complaintDocument';
import { toCategoryDocument } from './FirestoreCategoryRepository';
import { toUserDocument } from './FirestoreUserRepository';
import { toOrderCounterDocument } from './orderCounterDocument';
import { toOrderDocument } from './orderDocument';
import { toDeliveryZonesDocument } from './deliveryZonesDocument';
import { toReturnDocument } from './returnDocument';
import { toReviewDocument, toStatsDocument } from './reviewDocument';
import { seedCatalogue } from './seedCatalogue';

export interface ShopData {
  products: readonly Product[];
  banners: readonly Banner[];
  categories: readonly Category[];
  users: readonly UserProfile[];
  orders: readonly Order[];
  returns: readonly ReturnRequest[];
  /** Approved reviews whose aggregates are the products' figures. */
  reviews: readonly Review[];
  /** Shoppers' complaints, numbered 1, 2, …; none when left out. */
  complaints?: readonly Complaint[];
  settings: ShopSettings;
  deliveryZones: readonly DeliveryZone[];
  couriers: readonly Courier[];
  /** Coupons and automatic offers; none when left out. */
  offers?: readonly Offer[];
}

const BATCH_LIMIT = 450;

/** The invoice counter where the seeded orders' invoices leave it. */
const invoiceCounterWrite = (orders: readonly Order[]): [string, string, DocumentData][] => {
  const counter = invoiceCounterOf(orders);
  return counter ? [[META, INVOICE_COUNTER_ID, { ...counter }]] : [];
};

/** The complaints and the counter that numbered them. */
const complaintWrites = (complaints: readonly Complaint[]): [string, string, DocumentData][] =>
  complaints.length === 0
    ? []
    : [
        ...complaints.map((complaint): [string, string, DocumentData] => [
          COMPLAINTS,
          complaint.id,
          toComplaintDocument(complaint),
        ]),
        [META, COMPLAINT_COUNTER_ID, { count: Math.max(...complaints.map((complaint) => complaint.number)) }],
      ];

/** Each reviewed product's aggregate, as the reviews' writes would have left it. */
const reviewStatsWrites = (reviews: readonly Review[], now: string): [string, string, DocumentData][] => {
  const byProduct = new Map<string, Review[]>();
  for (const review of reviews)
    byProduct.set(review.productId, [...(byProduct.get(review.productId) ?? []), review]);
  return [...byProduct].map(([productId, own]) => [
    REVIEW_STATS,
    productId,
    toStatsDocument(aggregateOf(own), own[own.length - 1]?.id ?? '', Timestamp.fromMillis(Date.parse(now))),
  ]);
};

/**
 * Writes a whole shop as the adapters store it (catalogue with its counters and summary, banners with their
 * count, categories, users, orders, reviews with their aggregates, settings, delivery zones). Needs a client the rules let write everything: the emulator's
 * owner, or an admin for everything but other people's orders.
 */
export const seedShop = async (
  db: Firestore,
  data: ShopData,
  now: string,
  logAs?: CurrentActor,
): Promise<void> => {
  await seedCatalogue(db, data.products, now, navigationOf(data.categories), logAs);
  await seedBanners(db, data.banners, logAs);
  await seedSettings(db, data, logAs);
  const writes: [string, string, DocumentData][] = [
    ...data.categories.map((category): [string, string, DocumentData] => [
      CATEGORIES,
      category.id,
      toCategoryDocument(category),
    ]),
    ...data.users.map((user): [string, string, DocumentData] => [USERS, user.uid, toUserDocument(user)]),
    ...data.orders.map((order): [string, string, DocumentData] => [ORDERS, order.id, toOrderDocument(order)]),
    ...data.returns.map((request): [string, string, DocumentData] => [
      RETURNS,
      request.id,
      toReturnDocument(request),
    ]),
    ...[...countersFor(data.orders)].map(([userId, counter]): [string, string, DocumentData] => [
      ORDER_COUNTERS,
      userId,
      toOrderCounterDocument(counter),
    ]),
    ...data.reviews.map((review): [string, string, DocumentData] => [
      REVIEWS,
      review.id,
      toReviewDocument(review),
    ]),
    ...reviewStatsWrites(data.reviews, now),
    ...complaintWrites(data.complaints ?? []),
    ...invoiceCounterWrite(data.orders),
    ...(data.offers ?? []).map((offer): [string, string, DocumentData] => [
      OFFERS,
      offer.id,
      toOfferDocument(offer),
    ]),
  ];
  for (let start = 0; start < writes.length; start += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const [collection, id, document] of writes.slice(start, start + BATCH_LIMIT))
      batch.set(doc(db, collection, id), document);
    await batch.commit();
  }
};

/**
 * One banner per write, each moving meta/bannerCount by one, as the rules require of every banner create; the count
 * starts at 0 in a write of its own, since the rules refuse a banner while the count is missing.
 */
const seedBanners = async (
  db: Firestore,
  banners: readonly Banner[],
  logAs: CurrentActor | undefined,
): Promise<void> => {
  const countRef = doc(db, META, BANNER_COUNT_ID);
  const before = await getDoc(countRef);
  let count = before.exists() ? Number(before.data()['count']) : 0;
  if (!before.exists()) await setDoc(countRef, { count: 0, lastBannerId: '' });
  for (const banner of banners) {
    count += 1;
    const batch = writeBatch(db);
    const audit = logAs
      ? { auditId: logActivity(db, batch, logAs, 'banner', [bannerTarget(null, banner)]) }
      : {};
    batch.set(doc(db, BANNERS, banner.id), { ...toBannerDocument(banner), ...audit });
    batch.set(countRef, { count, lastBannerId: banner.id });
    await batch.commit();
  }
};

/** The shop settings, the delivery zones and the couriers, in one write (logged as one change when seeding through the rules). */
const seedSettings = async (
  db: Firestore,
  data: ShopData,
  logAs: CurrentActor | undefined,
): Promise<void> => {
  const batch = writeBatch(db);
  const targets = [
    settingsTarget(DEFAULT_SHOP_SETTINGS, data.settings),
    deliveryTarget([], data.deliveryZones),
    couriersTarget([], data.couriers),
  ];
  const audit = logAs ? { auditId: logActivity(db, batch, logAs, 'settings', targets) } : {};
  batch.set(doc(db, SETTINGS, SETTINGS_ID), { ...data.settings, ...audit });
  batch.set(doc(db, SETTINGS, DELIVERY_ZONES_ID), {
    ...toDeliveryZonesDocument(data.deliveryZones),
    ...audit,
  });
  batch.set(doc(db, SETTINGS, COURIERS_ID), {
    couriers: data.couriers.map((courier) => ({ ...courier })),
    ...audit,
  });
  await batch.commit();
};
