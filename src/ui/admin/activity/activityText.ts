import {
  ORDER_MESSAGE_NAMES,
  WHATSAPP_TEMPLATE_SETTINGS,
  type WhatsAppOrderEvent,
} from '../../../domain/messages/WhatsAppMessage';
import type {
  ActivityEntry,
  ActivityKind,
  ActivityTarget,
  ActivityValue,
  FieldChange,
} from '../../../domain/staff/Activity';
import { COMPLAINT_STATUS_LABELS } from '../../../domain/afterSales/complaintMessages';
import { formatRupees } from '../../../domain/text/Money';
import { ROLE_LABELS } from '../../../domain/staff/StaffRole';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_NAMES } from '../../shared/components/OrderBadges';
import { orderNumber } from '../../shared/format/orderNumber';
import { BANNER_TYPES } from '../banners/bannerTypes';

/**
 * The words of /admin/activity, in one place: the filters' choices, the page's states, and the sentence that tells
 * the owner what a logged change did ("Changed the price of Teak Chair from ₹4,000 to ₹4,500").
 */
export const ACTIVITY_TEXT = {
  title: 'Activity',
  description: 'Who of the staff changed what, and when. Newest first.',
  everyone: 'Everyone',
  allKinds: 'All changes',
  personFilter: 'Filter by person',
  kindFilter: 'Filter by kind of change',
  fromDay: 'From (India date)',
  toDay: 'To (India date)',
  listLabel: 'Activity entries',
  pagerLabel: 'Activity pages',
  emptyFiltered: 'No activity matches these filters.',
  emptyAll: 'Nothing has been changed yet.',
  loadFailed: 'We could not load the activity log. Please try again.',
  backwardsRange: 'The first day is after the last day: no change can fall between them.',
  you: ' (you)',
  showFewer: 'Show fewer',
  showAll: (count: number): string => `Show all ${count}`,
} as const;

/** The kinds of change as the kind filter and each entry's badge name them. */
export const ACTIVITY_KIND_LABELS: Readonly<Record<ActivityKind, string>> = {
  product: 'Products',
  order: 'Orders',
  banner: 'Banners',
  settings: 'Settings',
  delivery: 'Delivery zones',
  role: 'Roles',
  complaint: 'Complaints',
  photo: 'Photos',
  offer: 'Offers',
};

/** Each logged field as a sentence names it, after "the": "the MRP of Teak Chair". */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Products
  name: 'name',
  price: 'price',
  originalPrice: 'MRP',
  stock: 'stock',
  isActive: 'active setting',
  isFeatured: 'featured setting',
  isNewArrival: 'new-arrival setting',
  isBestSeller: 'best-seller setting',
  category: 'category',
  variants: 'variants',
  images: 'pictures',
  hsnCode: 'HSN code',
  gstRate: 'GST rate',
  slug: 'web address',
  description: 'description',
  material: 'material',
  dimensions: 'dimensions',
  warranty: 'warranty',
  countryOfOrigin: 'country of origin',
  manufacturerName: 'manufacturer or importer',
  manufacturerAddress: "manufacturer's or importer's address",
  netQuantity: 'net quantity',
  features: 'features',
  tags: 'tags',
  // Search words
  searchWordRows: 'rows',
  // Couriers
  couriers: 'couriers',
  // Orders
  status: 'status',
  paymentStatus: 'payment status',
  refunded: 'refunded for returns',
  shipment: 'courier and AWB',
  deliveryDelay: 'promised delivery date',
  customerDetails: 'customer details',
  // Banners
  title: 'title',
  subtitle: 'subtitle',
  image: 'picture',
  phoneImage: 'phone picture',
  ctaText: 'button text',
  ctaLink: 'button link',
  order: 'position',
  type: 'type',
  linkedProductId: 'linked product',
  // Roles
  role: 'role',
  // Complaints
  complaintStatus: 'status',
  reply: 'reply',
  // Settings
  phone: 'phone number',
  email: 'e-mail address',
  freeShippingThreshold: 'free-shipping threshold',
  shippingFee: 'shipping fee',
  lowStockThreshold: 'low-stock threshold',
  maxOpenOrders: 'limit of open cash-on-delivery orders per customer',
  maxOpenPrepaidOrders: 'limit of open prepaid orders per customer',
  maxOpenCodValue: 'limit of open cash-on-delivery value per customer',
  sellerLegalName: 'legal name',
  sellerAddress: 'registered address',
  sellerState: 'state',
  sellerGstin: 'GSTIN',
  grievanceOfficerName: "grievance officer's name",
  grievanceOfficerDesignation: "grievance officer's designation",
  grievanceOfficerPhone: "grievance officer's phone number",
  grievanceOfficerEmail: "grievance officer's e-mail address",
  invoicePrefix: 'invoice prefix',
  returnWindowDays: 'return window (days)',
  upiId: 'UPI ID',
  upiPayeeName: 'UPI payee name',
  paymentWindowHours: 'UPI payment window (hours)',
  codConfirmAbove: 'COD orders confirmed above',
  codConfirmWithinHours: 'time to confirm a COD order (hours)',
  whatsappPhoneNumberId: 'WhatsApp phone number ID',
  ...Object.fromEntries(
    Object.entries(WHATSAPP_TEMPLATE_SETTINGS).map(([event, field]) => [
      field,
      `WhatsApp template '${ORDER_MESSAGE_NAMES[event as WhatsAppOrderEvent]}'`,
    ]),
  ),
  // Delivery (the zones are logged as one field, each zone in words)
  zones: 'delivery zones',
};

/** Fields whose values are rupees. */
const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'price',
  'originalPrice',
  'freeShippingThreshold',
  'shippingFee',
  'maxOpenCodValue',
  'codConfirmAbove',
  'refunded',
]);
const PERCENT_FIELDS: ReadonlySet<string> = new Set(['gstRate']);
const BANNER_TYPE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  BANNER_TYPES.map((type) => [type.value, type.label]),
);
/** Fields whose values are words of a fixed table (a status, a role), shown by their label. */
const LABELLED_FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  status: ORDER_STATUS_LABELS,
  paymentStatus: PAYMENT_STATUS_NAMES,
  role: ROLE_LABELS,
  type: BANNER_TYPE_LABELS,
  complaintStatus: COMPLAINT_STATUS_LABELS,
};
const ORDER_FIELDS: ReadonlySet<string> = new Set(['status', 'paymentStatus', 'refunded']);

const NUMBER = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A field the table does not know, from its name: 'minOrderValue' → 'min order value'. */
export const fieldLabel = (field: string): string =>
  Object.hasOwn(FIELD_LABELS, field)
    ? FIELD_LABELS[field]!
    : field
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[_-]+/g, ' ')
        .toLowerCase()
        .trim();

const isEmpty = (value: ActivityValue): boolean => value === null || value === '';

/** A logged value as a sentence shows it: rupees, a label, Yes/No, a number, or free text in quotes. */
export const formatActivityValue = (field: string, value: ActivityValue): string => {
  if (value === null) return 'nothing';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(field)) return formatRupees(value);
    if (PERCENT_FIELDS.has(field)) return `${NUMBER.format(value)}%`;
    return NUMBER.format(value);
  }
  const labels = LABELLED_FIELDS[field];
  if (labels && Object.hasOwn(labels, value)) return labels[value]!;
  if (MONEY_FIELDS.has(field) && /^\d+(\.\d+)?$/.test(value)) return formatRupees(Number(value));
  return `“${value}”`;
};

/** What a target is, as its sentence names it: an order entry also lists the products its cancellation restocked. */
type Thing = ActivityKind;

const isOrderTarget = (target: ActivityTarget): boolean =>
  target.label === target.id || target.changes.some((change) => ORDER_FIELDS.has(change.field));

const thingOf = (kind: ActivityKind, target: ActivityTarget): Thing =>
  kind === 'order' && !isOrderTarget(target) ? 'product' : kind;

/** How a created or deleted target is named: "product Teak Chair", "order #K7M2-Q9XD", "the shop settings". */
const namedThing = (thing: Thing, target: ActivityTarget): string => {
  switch (thing) {
    case 'order':
      return `order ${orderNumber(target.id)}`;
    case 'settings':
      return 'the shop settings';
    case 'delivery':
      return 'the delivery zones';
    case 'role':
      return `the account ${target.label}`;
    case 'complaint':
      return `complaint ${target.label}`;
    default:
      return `${thing} ${target.label}`;
  }
};

/** The field as a clause names it: the first clause says whose field it is, the later ones only the field. */
const fieldPhrase = (thing: Thing, target: ActivityTarget, field: string, first: boolean): string => {
  const label = fieldLabel(field);
  if (thing === 'order') return first ? `order ${orderNumber(target.id)} ${label}` : label;
  if (thing === 'complaint') return first ? `the ${label} of complaint ${target.label}` : `the ${label}`;
  if (thing === 'settings') return first ? `the shop's ${label}` : `the ${label}`;
  if (thing === 'delivery' || !first) return `the ${label}`;
  return `the ${label} of ${target.label}`;
};

/** A change as a verb and what follows it: ['changed', 'the price of Teak Chair from ₹4,000 to ₹4,500']. */
const clause = (
  thing: Thing,
  target: ActivityTarget,
  change: FieldChange,
  first: boolean,
): [string, string] => {
  const what = fieldPhrase(thing, target, change.field, first);
  const before = formatActivityValue(change.field, change.before);
  const after = formatActivityValue(change.field, change.after);
  if (isEmpty(change.before)) return ['set', `${what} to ${after}`];
  if (isEmpty(change.after)) return ['cleared', `${what} (was ${before})`];
  return ['changed', `${what} from ${before} to ${after}`];
};

/** The clauses of a target's changes; one that has the verb of the clause before it leaves the verb out. */
const clauses = (thing: Thing, target: ActivityTarget): string[] =>
  target.changes
    .map((change, index) => clause(thing, target, change, index === 0))
    .map(([verb, rest], index, all) => (index > 0 && all[index - 1]![0] === verb ? rest : `${verb} ${rest}`));

/** "a", "a and b", "a, b and c". */
const listed = (parts: readonly string[]): string =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** One target of an entry as a sentence: "Changed the price of Teak Chair from ₹4,000 to ₹4,500". */
export const targetSentence = (kind: ActivityKind, target: ActivityTarget): string => {
  const thing = thingOf(kind, target);
  if (target.action === 'created') return `Created ${namedThing(thing, target)}`;
  if (target.action === 'deleted') return `Deleted ${namedThing(thing, target)}`;
  if (target.changes.length === 0) return `Changed ${namedThing(thing, target)}`;
  return capitalised(listed(clauses(thing, target)));
};

/** Every target of an entry as its sentence, in the entry's order. */
export const entrySentences = (entry: ActivityEntry): string[] =>
  entry.targets.map((target) => targetSentence(entry.kind, target));

/** How many of an entry's sentences show before "Show all N". */
export const SENTENCES_SHOWN = 3;
