import { activityTarget, type ActivityTarget } from './Activity';
import type { Banner } from '../storefront/Banner';
import type { Offer } from '../offers/Offer';
import { complaintTicket, type Complaint } from '../afterSales/Complaint';
import type { DeliveryZone } from '../checkout/DeliveryZones';
import { DELIVERY_WINDOWS } from '../shipping/DeliveryWindows';
import { formatRupees } from '../text/Money';
import type { Order } from '../orders/Order';
import { refundedAmount } from '../orders/OrderRules';
import { shipmentText } from '../shipping/Shipment';
import type { Courier } from '../shipping/Courier';
import type { Product, ProductVariant } from '../catalogue/Product';
import type { SearchWordRow } from '../search/SearchWords';
import type { ShopSettings } from '../settings/ShopSettings';
import type { UserProfile } from '../accounts/User';

/** What each kind of target records of a change; the log keeps the fields that differ. */
const PRODUCT_FIELDS = [
  'name',
  'price',
  'originalPrice',
  'stock',
  'isActive',
  'isFeatured',
  'isNewArrival',
  'isBestSeller',
  'category',
  'variants',
  'images',
  'hsnCode',
  'gstRate',
  'slug',
  'description',
  'material',
  'dimensions',
  'warranty',
  'countryOfOrigin',
  'manufacturerName',
  'manufacturerAddress',
  'netQuantity',
  'features',
  'tags',
];
/** A created or deleted product records enough to tell which one it was. */
const PRODUCT_IDENTITY = ['name', 'price', 'stock'];
const ORDER_FIELDS = ['status', 'paymentStatus', 'refunded', 'shipment', 'deliveryDelay', 'codRemittance'];
const BANNER_FIELDS = [
  'title',
  'subtitle',
  'description',
  'image',
  'phoneImage',
  'ctaText',
  'ctaLink',
  'isActive',
  'order',
  'type',
  'linkedProductId',
];
const BANNER_IDENTITY = ['title', 'order'];

const variantText = (variant: ProductVariant): string => {
  const name = [variant.size, variant.color].filter(Boolean).join(' ') || variant.sku;
  const modifier =
    variant.priceModifier === 0
      ? ''
      : ` ${variant.priceModifier > 0 ? '+' : '−'}${formatRupees(Math.abs(variant.priceModifier))}`;
  return `${name}${modifier} (${variant.stock} in stock)`;
};

const productFacts = (product: Product | null) =>
  product && { ...product, variants: product.variants.map(variantText) };

export const productTarget = (before: Product | null, after: Product | null): ActivityTarget => {
  const product = (after ?? before)!;
  return activityTarget(
    product.id,
    product.name,
    productFacts(before),
    productFacts(after),
    before && after ? PRODUCT_FIELDS : PRODUCT_IDENTITY,
  );
};

/** An order as its log entry records it: with what its returns have refunded, in rupees. */
const loggedOrder = (order: Order) => ({
  ...order,
  refunded: refundedAmount(order),
  shipment: order.shipment ? shipmentText(order.shipment) : undefined,
  deliveryDelay: order.deliveryDelay
    ? `${order.deliveryDelay.reason}: now by ${order.deliveryDelay.by}`
    : undefined,
  codRemittance: order.codRemittance
    ? `${order.codRemittance.reference} of ${order.codRemittance.date}, ${formatRupees(order.codRemittance.amount)}`
    : undefined,
});

export const orderTarget = (before: Order, after: Order | null): ActivityTarget =>
  activityTarget(before.id, before.id, loggedOrder(before), after && loggedOrder(after), ORDER_FIELDS);

export const bannerTarget = (before: Banner | null, after: Banner | null): ActivityTarget => {
  const banner = (after ?? before)!;
  return activityTarget(
    banner.id,
    banner.title,
    before,
    after,
    before && after ? BANNER_FIELDS : BANNER_IDENTITY,
  );
};

const OFFER_FIELDS = [
  'kind',
  'value',
  'maxDiscount',
  'categoryIds',
  'productIds',
  'minOrderValue',
  'startsAt',
  'endsAt',
  'maxRedemptions',
  'perAccount',
  'firstOrderOnly',
  'paymentMethods',
  'combinable',
  'active',
];
/** An offer, named by its code (or its id for an automatic one). */
export const offerTarget = (before: Offer | null, after: Offer): ActivityTarget =>
  activityTarget(after.id, after.code ?? after.id, before, after, OFFER_FIELDS);

export const SETTINGS_TARGET_ID = 'shop';
export const settingsTarget = (before: ShopSettings, after: ShopSettings): ActivityTarget =>
  activityTarget(SETTINGS_TARGET_ID, 'Shop settings', before, after, Object.keys(after));

const zoneText = (zone: DeliveryZone): string =>
  `${zone.name}: ${zone.prefixes.join(' ')}, ${zone.minDays}–${zone.maxDays} days, ` +
  (zone.codAllowed ? `cash on delivery up to ${formatRupees(zone.codLimit)}` : 'no cash on delivery') +
  (zone.slots
    ? `, own team: ${DELIVERY_WINDOWS.map((window) => `${zone.slots?.[window.id] ?? 0} at ${window.label}`).join(', ')}`
    : '');

export const DELIVERY_TARGET_ID = 'delivery';
export const deliveryTarget = (
  before: readonly DeliveryZone[],
  after: readonly DeliveryZone[],
): ActivityTarget =>
  activityTarget(
    DELIVERY_TARGET_ID,
    'Delivery zones',
    { zones: before.map(zoneText) },
    { zones: after.map(zoneText) },
    ['zones'],
  );

export const COURIERS_TARGET_ID = 'couriers';
const courierText = (courier: Courier): string =>
  courier.trackingUrl ? `${courier.name} (${courier.trackingUrl})` : courier.name;
export const couriersTarget = (before: readonly Courier[], after: readonly Courier[]): ActivityTarget =>
  activityTarget(
    COURIERS_TARGET_ID,
    'Couriers',
    { couriers: before.map(courierText) },
    { couriers: after.map(courierText) },
    ['couriers'],
  );

const searchWordRowText = (row: SearchWordRow): string =>
  row.means.length === 0 ? row.words.join(' = ') : `${row.words.join(', ')} → ${row.means.join(', ')}`;

export const SEARCH_WORDS_TARGET_ID = 'searchWords';
/** The rows a save removed and those it added (a changed row is both), so a long table logs only what changed. */
export const searchWordsTarget = (
  before: readonly SearchWordRow[],
  after: readonly SearchWordRow[],
): ActivityTarget => {
  const was = before.map(searchWordRowText);
  const is = after.map(searchWordRowText);
  return activityTarget(
    SEARCH_WORDS_TARGET_ID,
    'Search words',
    { searchWordRows: was.filter((row) => !is.includes(row)) },
    { searchWordRows: is.filter((row) => !was.includes(row)) },
    ['searchWordRows'],
  );
};

export const roleTarget = (before: UserProfile, after: UserProfile): ActivityTarget =>
  activityTarget(before.uid, before.email || before.name || before.uid, before, after, ['role']);

/** A staff move of a complaint: its status, and the reply it added (a reply, or the note of its resolution). */
export const complaintTarget = (before: Complaint, after: Complaint): ActivityTarget => {
  const added = after.replies.slice(before.replies.length).map((reply) => reply.text);
  return activityTarget(
    after.id,
    complaintTicket(after),
    { complaintStatus: before.status, reply: null },
    { complaintStatus: after.status, reply: added.length > 0 ? added.join('\n') : null },
    ['complaintStatus', 'reply'],
  );
};
