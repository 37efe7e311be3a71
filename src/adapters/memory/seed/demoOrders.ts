import { priceCheckout } from '../../../domain/checkout/CheckoutPricing';
import { zoneFor } from '../../../domain/checkout/DeliveryZones';
import { DEMO_DELIVERY_ZONES } from './demoDeliveryZones';
import { shipmentFor } from '../../../domain/shipping/Shipment';
import { DEMO_COURIERS } from './demoCouriers';
import { navigationTreeOf, productMatchesSlug } from '../../../domain/catalogue/NavigationTree';
import { DEFAULT_NAVIGATION } from '../../../domain/catalogue/DefaultNavigation';
import type {
  Order,
  OrderHistoryEntry,
  OrderLine,
  OrderStatus,
  PaymentStatus,
  ShippingAddress,
} from '../../../domain/orders/Order';
import type { Product } from '../../../domain/catalogue/Product';
import { DEFAULT_SHOP_SETTINGS } from '../../../domain/settings/ShopSettings';
import type { MemoryDatabase } from '../MemoryDatabase';
import { countersFor } from '../../../domain/orders/OrderLimits';
import { issueInvoice, invoiceCounterOf, type StoredInvoiceCounter } from '../../../domain/tax/Invoice';
import { INVOICE_COUNTER_ID, META } from '../meta';
import { ORDER_COUNTERS, ORDERS } from '../placeOrderInMemory';
import { RETURNS } from '../InMemoryReturnRepository';
import {
  requestReturn,
  type ReturnReason,
  type ReturnRequest,
} from '../../../domain/afterSales/ReturnRequest';
import { DEMO_SHOP_SETTINGS } from './demoSettings';
import { demoAccount } from './demoAccounts';
import type { RefundDestination } from '../../../domain/orders/RefundDestination';

const DEFAULT_TREE = navigationTreeOf(DEFAULT_NAVIGATION.entries);

/** The demo shopper's delivery address. */
export const PRIYA_ADDRESS: ShippingAddress = {
  name: 'Priya Sharma',
  phone: '9820012345',
  line1: 'Flat 302, Sea Breeze Apartments',
  line2: '14 Marine Lines',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400020',
};

/** The product's first variant when it has variants, as the shopper would have picked on the detail page. */
const lineFor = (product: Product, quantity: number): OrderLine => {
  const variant = product.variants[0];
  return {
    productId: product.id,
    name: product.name,
    image: product.image || product.images[0] || '',
    variant: variant
      ? {
          id: variant.id,
          ...(variant.size !== undefined ? { size: variant.size } : {}),
          ...(variant.color !== undefined ? { color: variant.color } : {}),
        }
      : null,
    unitPrice: product.price + (variant?.priceModifier ?? 0),
    quantity,
  };
};

interface OrderSpec {
  id: string;
  slugs: Array<[string, number]>;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** Hours before the seed: the orders stay recent, so the admin dashboard's last 30 days show them. */
  placedHoursAgo: number;
  updatedHoursAgo: number;
  cancelReason?: string;
  /** How a shipped or delivered order travels: one of DEMO_COURIERS and a plainly fictitious AWB. */
  shipment?: { courier: string; awb: string };
  /** A return the shopper asked for this many hours before the seed: its lines (index → units) and reason. */
  returnRequest?: {
    hoursAgo: number;
    quantities: Record<number, number>;
    reason: ReturnReason;
    comment: string;
    refundTo?: RefundDestination;
  };
}

/** The demo admin who moves the demo orders along (the demo accounts of the README). */
const DEMO_ADMIN = 'admin@demo.shop';
/** The statuses an order passes on its way to each one; a cancelled demo order was cancelled while pending. */
const PATHS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: [],
  confirmed: ['confirmed'],
  shipped: ['confirmed', 'shipped'],
  delivered: ['confirmed', 'shipped', 'delivered'],
  cancelled: ['cancelled'],
};

const HOUR_MS = 3_600_000;

const SPECS: OrderSpec[] = [
  {
    id: 'demoOrderDelivered01',
    slugs: [
      ['beds', 1],
      ['chairs', 2],
    ],
    status: 'delivered',
    paymentStatus: 'paid',
    placedHoursAgo: 19 * 24 + 6,
    updatedHoursAgo: 12 * 24 + 2,
    shipment: { courier: 'Sheesham Home delivery team', awb: 'SH-DEMO-0001' },
    returnRequest: {
      hoursAgo: 20,
      quantities: { 0: 1 },
      reason: 'Damaged in transit',
      comment: 'The headboard arrived with a crack along the carving.',
      // Paid in cash, so the refund goes to an account the shopper names: a plainly fictitious one.
      refundTo: { kind: 'upi', upiId: 'priya.demo@fictitious' },
    },
  },
  {
    id: 'demoOrderShipped0002',
    slugs: [['dining', 1]],
    status: 'shipped',
    paymentStatus: 'pending',
    placedHoursAgo: 6 * 24 + 3,
    updatedHoursAgo: 4 * 24 + 5,
    shipment: { courier: 'Delhivery', awb: 'DEMO00000002' },
  },
  {
    id: 'demoOrderPending0003',
    slugs: [['tables', 1]],
    status: 'pending',
    paymentStatus: 'pending',
    placedHoursAgo: 20,
    updatedHoursAgo: 20,
  },
  {
    id: 'demoOrderConfirmed04',
    slugs: [['tv-units', 1]],
    status: 'confirmed',
    paymentStatus: 'pending',
    placedHoursAgo: 2 * 24 + 4,
    updatedHoursAgo: 2 * 24 + 1,
  },
  {
    id: 'demoOrderCancelled05',
    slugs: [['wardrobes', 1]],
    status: 'cancelled',
    paymentStatus: 'pending',
    placedHoursAgo: 9 * 24 + 7,
    updatedHoursAgo: 9 * 24 + 5,
    cancelReason: 'Ordered the wrong size.',
  },
];

/**
 * The changes that brought a demo order to its state, spread evenly from its placing to its last update: each step
 * of its path by the demo admin (a cancellation by the shopper), and a paid order's payment with its delivery.
 */
const historyOf = (spec: OrderSpec, hoursAgo: (hours: number) => string): OrderHistoryEntry[] => {
  const path = PATHS[spec.status];
  const span = spec.placedHoursAgo - spec.updatedHoursAgo;
  const entries: OrderHistoryEntry[] = path.map((status, index) => ({
    status,
    paymentStatus: 'pending',
    at: hoursAgo(spec.placedHoursAgo - (span * (index + 1)) / path.length),
    by: status === 'cancelled' ? null : DEMO_ADMIN,
  }));
  if (spec.paymentStatus !== 'pending') {
    entries.push({
      status: spec.status,
      paymentStatus: spec.paymentStatus,
      at: hoursAgo(spec.updatedHoursAgo),
      by: DEMO_ADMIN,
    });
  }
  return entries;
};

/** The days the demo zone of `pincode` promises, as checkout would have recorded them. */
const promiseOf = (pincode: string): Pick<Order, 'deliveryDays'> => {
  const zone = zoneFor(DEMO_DELIVERY_ZONES, pincode);
  return zone ? { deliveryDays: zone.maxDays } : {};
};

const shipmentOf = (spec: OrderSpec): Pick<Order, 'shipment'> => {
  if (!spec.shipment) return {};
  const { courier, awb } = spec.shipment;
  const shipped = shipmentFor(
    DEMO_COURIERS.find((candidate) => candidate.name === courier),
    awb,
  );
  if (!shipped.ok)
    throw new Error(`The demo's shipment of ${spec.id} is refused: ${JSON.stringify(shipped.error)}`);
  return { shipment: shipped.shipment };
};

/**
 * Past orders of shopper@demo.shop, one in each state,, placed in the weeks before `now`, built from the
 * catalogue at the default settings. A spec whose category has no active product is skipped, so any catalogue works.
 */
export const demoOrders = (products: readonly Product[], now = new Date()): Order[] => {
  const hoursAgo = (hours: number): string => new Date(now.getTime() - hours * HOUR_MS).toISOString();
  const shopper = demoAccount('shopper@demo.shop');
  const firstIn = (slug: string) =>
    products.find((product) => product.isActive && productMatchesSlug(product, slug, DEFAULT_TREE));
  const orders = SPECS.flatMap((spec) => {
    const lines = spec.slugs.flatMap(([slug, quantity]) => {
      const product = firstIn(slug);
      return product ? [lineFor(product, quantity)] : [];
    });
    if (lines.length === 0) return [];
    const order: Order = {
      id: spec.id,
      userId: shopper.uid,
      customerEmail: shopper.email,
      status: spec.status,
      paymentStatus: spec.paymentStatus,
      paymentMethod: 'cod',
      lines,
      ...priceCheckout(lines, DEFAULT_SHOP_SETTINGS),
      shippingAddress: PRIYA_ADDRESS,
      createdAt: hoursAgo(spec.placedHoursAgo),
      updatedAt: hoursAgo(spec.updatedHoursAgo),
      history: historyOf(spec, hoursAgo),
      termsAcceptedAt: hoursAgo(spec.placedHoursAgo),
      ...(spec.cancelReason !== undefined ? { cancelReason: spec.cancelReason } : {}),
      ...shipmentOf(spec),
      ...promiseOf(PRIYA_ADDRESS.pincode),
    };
    const deliveredAt = order.history.find((entry) => entry.status === 'delivered')?.at;
    // Its cash was collected at the door and is still to be paid over (CodRemittance).
    const collected =
      order.paymentStatus === 'paid' ? { codCollected: order.total, codToRemit: true as const } : {};
    return [deliveredAt ? { ...order, deliveredAt, ...collected } : order];
  });
  return withInvoices(orders, products);
};

/**
 * The return requests of the demo orders, made `hoursAgo` before the seed on the demo shopper's behalf, with the
 * orders as those requests left them (their lines marked).
 */
export const demoReturns = (
  orders: readonly Order[],
  now = new Date(),
): { orders: Order[]; returns: ReturnRequest[] } => {
  const returns: ReturnRequest[] = [];
  const marked = orders.map((order) => {
    const spec = SPECS.find((candidate) => candidate.id === order.id)?.returnRequest;
    if (!spec) return order;
    const asked = requestReturn(
      order,
      { orderId: order.id, userId: order.userId, ...spec },
      DEMO_SHOP_SETTINGS.returnWindowDays,
      new Date(now.getTime() - spec.hoursAgo * HOUR_MS).toISOString(),
    );
    if (!asked.ok)
      throw new Error(`The demo's return request on ${order.id} is refused: ${asked.error.code}`);
    returns.push(asked.value.request);
    return asked.value.order;
  });
  return { orders: marked, returns };
};

export const seedDemoOrders = (db: MemoryDatabase, products: readonly Product[], now = new Date()): void => {
  const { orders, returns } = demoReturns(demoOrders(products, now), now);
  for (const order of orders) db.set(ORDERS, order.id, { ...order });
  for (const request of returns) db.set(RETURNS, request.id, { ...request });
  for (const [userId, counter] of countersFor(orders)) db.set(ORDER_COUNTERS, userId, { ...counter });
  const invoices = invoiceCounterOf(orders);
  if (invoices) db.set(META, INVOICE_COUNTER_ID, { ...invoices });
};

/** Each demo order the admin confirmed got its invoice then, numbered in the order of confirmation. */
const withInvoices = (orders: Order[], products: readonly Product[]): Order[] => {
  const byId = new Map(products.map((product) => [product.id, product]));
  const confirmedAt = (order: Order): string | undefined =>
    order.history.find((entry) => entry.status === 'confirmed')?.at;
  let counter: StoredInvoiceCounter | null = null;
  const invoiced = new Map<string, Order>();
  for (const order of orders
    .filter((entry) => confirmedAt(entry))
    .sort((a, b) => (confirmedAt(a) ?? '').localeCompare(confirmedAt(b) ?? ''))) {
    const issued = issueInvoice(
      order,
      counter,
      DEMO_SHOP_SETTINGS,
      byId,
      confirmedAt(order) ?? order.updatedAt,
    );
    counter = issued.counter;
    invoiced.set(order.id, { ...order, invoice: issued.invoice });
  }
  return orders.map((order) => invoiced.get(order.id) ?? order);
};
