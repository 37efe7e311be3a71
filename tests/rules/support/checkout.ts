import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, type DocumentData, type Firestore, serverTimestamp, writeBatch } from 'firebase/firestore';
import { orderMark } from '../../../src/adapters/firestore/orderMark';
import { toProductDocument } from '../../../src/adapters/firestore/productDocument';
import { shippingFor } from '../../../src/domain/CheckoutPricing';
import type { Product } from '../../../src/domain/Product';
import { ADDRESS } from '../../contracts/orders/orderRequests';
import { testProduct } from '../../contracts/support/testProduct';
import { seed, seedUsers } from './rulesEnv';

export const SETTINGS = { freeShippingThreshold: 20000, shippingFee: 750 };

/** The catalogue the order rules are tested on: 8 plain products, a sofa with variants and an inactive one. */
export const CATALOGUE: Record<string, Product> = {
  chair: testProduct('chair', { name: 'Jodhpur Chair', price: 4000, stock: 5 }),
  sofa: testProduct('sofa', {
    name: 'Udaipur Sofa',
    price: 30000,
    stock: 4,
    variants: [
      { id: 'v2', size: '2 seater', priceModifier: 0, sku: 'S2' },
      { id: 'v3', size: '3 seater', color: 'Walnut', priceModifier: 6000, sku: 'S3' },
    ],
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

/** An empty project with the users of rulesEnv, the CATALOGUE and the shop settings of SETTINGS. */
export const seedCheckoutShop = async (env: RulesTestEnvironment): Promise<void> => {
  await env.clearFirestore();
  await seedUsers(env);
  await seed(env, {
    ...Object.fromEntries(
      Object.entries(CATALOGUE).map(([id, product]) => [`products/${id}`, toProductDocument(product)]),
    ),
    'settings/shop': { phone: '+91 1', email: 'a@b.in', ...SETTINGS, gstRate: 18, lowStockThreshold: 5 },
  });
};

export interface LineSpec {
  productId: string;
  quantity: number;
  unitPrice?: number;
  variant?: { id: string; size?: string; color?: string } | null;
  name?: string;
}

export interface CheckoutSpec {
  orderId: string;
  userId?: string;
  lines: LineSpec[];
  /** The stock each product is left with; null writes no decrement. Default: current stock minus the quantities. */
  stockAfter?: Record<string, number | null>;
  /** Fields of the order document to replace after it is built correctly. */
  order?: DocumentData;
  /** Extra product updates in the same batch. */
  extraProductWrites?: Record<string, DocumentData>;
  /** What the shopper's order counter held before (default: no counter yet). */
  counterBefore?: { openOrders: number; openCodValue: number };
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
export const checkout = async (db: Firestore, spec: CheckoutSpec): Promise<void> => {
  const userId = spec.userId ?? 'shopper';
  const lines = spec.lines.map((line) => {
    const item = product(line.productId);
    const variant = line.variant ?? null;
    const modifier = variant
      ? (item.variants.find((entry) => entry.id === variant.id)?.priceModifier ?? 0)
      : 0;
    return {
      productId: line.productId,
      name: line.name ?? item.name,
      image: item.image,
      variant,
      unitPrice: line.unitPrice ?? item.price + modifier,
      quantity: line.quantity,
    };
  });
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
    ...spec.order,
  };
  const mark = await orderMark(spec.orderId);
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const batch = writeBatch(db);
  for (const [productId, quantity] of wanted) {
    const stock =
      spec.stockAfter && productId in spec.stockAfter
        ? spec.stockAfter[productId]
        : product(productId).stock - quantity;
    if (stock === null || stock === undefined) continue;
    batch.update(doc(db, 'products', productId), { stock, stockMark: mark });
  }
  for (const [productId, fields] of Object.entries(spec.extraProductWrites ?? {})) {
    batch.update(doc(db, 'products', productId), fields);
  }
  if (spec.counter !== null) {
    const before = spec.counterBefore ?? { openOrders: 0, openCodValue: 0 };
    batch.set(doc(db, 'orderCounters', userId), {
      openOrders: before.openOrders + 1,
      openCodValue: before.openCodValue + (order['paymentMethod'] === 'cod' ? (order['total'] as number) : 0),
      lastOrderId: spec.orderId,
      lastOrderAt: serverTimestamp(),
      ...spec.counter,
    });
  }
  batch.set(doc(db, 'orders', spec.orderId), order);
  return batch.commit();
};
