import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { zoneFor } from '../../../src/domain/checkout/DeliveryZones';
import { doc, type DocumentData, type Firestore, serverTimestamp, writeBatch } from 'firebase/firestore';
import { orderMark } from '../../../src/adapters/firestore/orderMark';
import { toProductDocument } from '../../../src/adapters/firestore/productDocument';
import { shippingFor } from '../../../src/domain/checkout/CheckoutPricing';
import { codConfirmationAsked } from '../../../src/domain/orders/CodConfirmation';
import type { PaymentMethod } from '../../../src/domain/orders/Order';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import type { Product, ProductVariant } from '../../../src/domain/catalogue/Product';
import { picturesOf } from '../../../src/domain/catalogue/VariantChoice';
import { ADDRESS, TEST_ZONES } from '../../contracts/orders/orderRequests';
import { toDeliveryZonesDocument } from '../../../src/adapters/firestore/deliveryZonesDocument';
import { testProduct } from '../../contracts/support/testProduct';
import { seedShop } from './rulesEnv';

export const SETTINGS = { freeShippingThreshold: 20000, shippingFee: 750 };

const variant = (id: string, stock: number, extra: Partial<ProductVariant> = {}): ProductVariant => ({
  id,
  size: id,
  priceModifier: 0,
  sku: `SKU-${id}`,
  images: [],
  stock,
  ...extra,
});

/**
 * The catalogue the order rules are tested on: 8 plain products, a sofa with variants (the 5-seater grey sold out,
 * the 3-seater teal with its own picture), 8 products with variants, a bench with 8 variants and an inactive one.
 */
export const CATALOGUE: Record<string, Product> = {
  chair: testProduct('chair', { name: 'Jodhpur Chair', price: 4000, stock: 5 }),
  sofa: testProduct('sofa', {
    name: 'Udaipur Sofa',
    price: 30000,
    stock: 4,
    variants: [
      variant('v2', 2, { size: '2 seater', sku: 'S2' }),
      variant('v3', 2, {
        size: '3 seater',
        color: 'Walnut',
        priceModifier: 6000,
        sku: 'S3',
        images: ['/images/test/sofa-walnut.jpg', '/images/test/sofa-walnut-side.jpg'],
      }),
      variant('grey5', 0, { size: '5 seater', color: 'Stone Grey', priceModifier: 9000, sku: 'S5G' }),
    ],
  }),
  ...Object.fromEntries(
    Array.from({ length: 8 }, (_, index) => [
      `couch${index}`,
      testProduct(`couch${index}`, {
        price: 1000 + index,
        stock: 30,
        variants: [
          variant('teal', 10, { color: 'Teal', images: [`/images/test/couch${index}-teal.jpg`] }),
          variant('grey', 20, { color: 'Stone Grey', images: [`/images/test/couch${index}-grey.jpg`] }),
        ],
      }),
    ]),
  ),
  bench: testProduct('bench', {
    price: 3000,
    stock: 16,
    variants: Array.from({ length: 8 }, (_, index) => variant(`b${index}`, 2, { priceModifier: index })),
  }),
  hidden: testProduct('hidden', { price: 500, stock: 9, isActive: false }),
  /** An imported SKU whose id reads as a number. */
  '1001': testProduct('1001', { name: 'Teak Chair', price: 4000, stock: 20 }),
  ...Object.fromEntries(
    Array.from({ length: 8 }, (_, index) => [
      `stool${index}`,
      testProduct(`stool${index}`, { price: 1000 + index, stock: 3 }),
    ]),
  ),
};

/**
 * An empty project with the users of rulesEnv, the CATALOGUE, the shop settings of SETTINGS (with a UPI ID) and the
 * delivery zones of TEST_ZONES.
 */
export const seedCheckoutShop = (env: RulesTestEnvironment): Promise<void> =>
  seedShop(env, {
    ...Object.fromEntries(
      Object.entries(CATALOGUE).map(([id, product]) => [`products/${id}`, toProductDocument(product)]),
    ),
    'settings/shop': {
      phone: '+91 1',
      email: 'a@b.in',
      ...SETTINGS,
      gstRate: 18,
      lowStockThreshold: 5,
      upiId: 'sheesham.test@fictitious',
      upiPayeeName: 'Sheesham Test (fictitious)',
    },
    'settings/delivery': toDeliveryZonesDocument(TEST_ZONES),
  });

export interface LineSpec {
  productId: string;
  quantity: number;
  unitPrice?: number;
  variant?: { id: string; size?: string; color?: string } | null;
  name?: string;
  /** Default: the chosen variant's first picture, else the product's. */
  image?: string;
}

export interface CheckoutSpec {
  orderId: string;
  userId?: string;
  lines: LineSpec[];
  /** The stock each product is left with; null writes no decrement. Default: current stock minus the quantities. */
  stockAfter?: Record<string, number | null>;
  /**
   * Entries of a product's variantStock to write instead of the correct ones (null: leave variantStock alone).
   * Default: each ordered variant's stock minus the quantities of its lines.
   */
  variantStockAfter?: Record<string, Record<string, number> | null>;
  /** Fields of the order document to replace after it is built correctly. */
  order?: DocumentData;
  /** Fields of the order document to leave out. */
  omit?: string[];
  /** Extra product updates in the same batch. */
  extraProductWrites?: Record<string, DocumentData>;
  /** What the shopper's order counter held before (default: no counter yet). */
  counterBefore?: { openOrders: number; openCodValue: number; openPrepaidOrders?: number };
  /** Fields of the counter to replace after it is built correctly; null writes no counter. */
  counter?: DocumentData | null;
}

const product = (id: string): Product => {
  const found = CATALOGUE[id];
  if (!found) throw new Error(`no fixture product ${id}`);
  return found;
};

/**
 * The batch a checkout writes: each product's stock decrement (with the order's mark), the shopper's order counter
 * and the order itself, built correctly from the catalogue and SETTINGS unless the spec says otherwise.
 */
/** The order's lines for these specs, as the app writes them from the catalogue. */
export const checkoutLines = (specs: readonly LineSpec[]) =>
  specs.map((line) => {
    const item = product(line.productId);
    const variant = line.variant ?? null;
    const chosen = variant ? (item.variants.find((entry) => entry.id === variant.id) ?? null) : null;
    const modifier = chosen?.priceModifier ?? 0;
    return {
      productId: line.productId,
      name: line.name ?? item.name,
      image: line.image ?? picturesOf(item, chosen).image,
      variant,
      unitPrice: line.unitPrice ?? item.price + modifier,
      quantity: line.quantity,
    };
  });

export const checkout = async (db: Firestore, spec: CheckoutSpec): Promise<void> => {
  const userId = spec.userId ?? 'shopper';
  const lines = checkoutLines(spec.lines);
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shipping = shippingFor(subtotal, SETTINGS);
  const order: DocumentData = {
    userId,
    customerEmail: `${userId}@example.com`,
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'cod',
    lines,
    subtotal,
    shipping,
    total: subtotal + shipping,
    shippingAddress: { ...ADDRESS },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    termsAcceptedAt: serverTimestamp(),
    ...spec.order,
  };
  // The days its zone promises, as the app writes them (OrderPlan), unless the spec says otherwise.
  const address = order['shippingAddress'] as { pincode?: unknown } | undefined;
  const zone = zoneFor(TEST_ZONES, String(address?.pincode ?? ''));
  if (zone && !(spec.order && 'deliveryDays' in spec.order)) order['deliveryDays'] = zone.maxDays;
  // Marked as the app marks it (OrderPlan), from the settings of seedCheckoutShop, unless the spec says otherwise.
  const asked = codConfirmationAsked(
    { paymentMethod: order['paymentMethod'] as PaymentMethod, total: order['total'] as number },
    { codConfirmAbove: DEFAULT_SHOP_SETTINGS.codConfirmAbove },
  );
  if (asked && !(spec.order && 'codToConfirm' in spec.order)) order['codToConfirm'] = true;
  for (const field of spec.omit ?? []) delete order[field];
  const mark = await orderMark(spec.orderId);
  const wanted = new Map<string, number>();
  const variantStock = new Map<string, Record<string, number>>();
  for (const line of lines) {
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
    const stocks =
      variantStock.get(line.productId) ??
      Object.fromEntries(product(line.productId).variants.map(({ id, stock }) => [id, stock]));
    if (line.variant && line.variant.id in stocks) stocks[line.variant.id]! -= line.quantity;
    variantStock.set(line.productId, stocks);
  }
  const batch = writeBatch(db);
  for (const [productId, quantity] of wanted) {
    const stock =
      spec.stockAfter && productId in spec.stockAfter
        ? spec.stockAfter[productId]
        : product(productId).stock - quantity;
    if (stock === null || stock === undefined) continue;
    const forced = spec.variantStockAfter && productId in spec.variantStockAfter;
    const variants = forced ? spec.variantStockAfter?.[productId] : variantStock.get(productId);
    const written = variants && (forced || product(productId).variants.length > 0);
    const changes = written ? { variantStock: { ...variantStock.get(productId), ...variants } } : {};
    batch.update(doc(db, 'products', productId), { stock, stockMark: mark, ...changes });
  }
  for (const [productId, fields] of Object.entries(spec.extraProductWrites ?? {})) {
    batch.update(doc(db, 'products', productId), fields);
  }
  if (spec.counter !== null) {
    const before = spec.counterBefore ?? { openOrders: 0, openCodValue: 0 };
    const cod = order['paymentMethod'] === 'cod';
    batch.set(doc(db, 'orderCounters', userId), {
      openOrders: before.openOrders + 1,
      openPrepaidOrders: (before.openPrepaidOrders ?? 0) + (cod ? 0 : 1),
      openCodValue: before.openCodValue + (cod ? (order['total'] as number) : 0),
      lastOrderId: spec.orderId,
      lastOrderAt: serverTimestamp(),
      ...spec.counter,
    });
  }
  batch.set(doc(db, 'orders', spec.orderId), order);
  return batch.commit();
};
