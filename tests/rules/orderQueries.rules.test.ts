import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDocs, query, where } from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { toProductDocument } from '../../src/adapters/firestore/productDocument';
import { CATALOGUE, checkout, SETTINGS } from './support/checkout';
import { toDeliveryZonesDocument } from '../../src/adapters/firestore/deliveryZonesDocument';
import { TEST_ZONES } from '../contracts/orders/orderRequests';
import { loggedDelete } from './support/logged';
import { cancellation } from './support/orderChange';
import { seedShop } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

const { env, as } = await rulesTestEnvironment('demo-rules-order-queries');

beforeAll(async () => {
  await seedShop(env, {
    'products/chair': toProductDocument({ ...CATALOGUE['chair']!, stock: 50 }),
    'settings/shop': { phone: '+91 1', email: 'a@b.in', ...SETTINGS, gstRate: 18, lowStockThreshold: 5 },
    'settings/delivery': toDeliveryZonesDocument(TEST_ZONES),
  });
  await checkout(as.shopper, {
    orderId: 'mine',
    lines: [{ productId: 'chair', quantity: 1 }],
    stockAfter: { chair: 49 },
  });
  await checkout(as.other, {
    orderId: 'theirs',
    userId: 'other',
    lines: [{ productId: 'chair', quantity: 1 }],
    stockAfter: { chair: 48 },
  });
});

describe('listing and deleting orders', () => {
  const orders = (db: typeof as.shopper) => collection(db, 'orders');
  it("allows a shopper to list their own orders, and denies listing someone else's", async () => {
    await assertSucceeds(getDocs(query(orders(as.shopper), where('userId', '==', 'shopper'))));
    await assertFails(getDocs(query(orders(as.shopper), where('userId', '==', 'other'))));
  });
  it('denies a shopper listing every order; allows an admin', async () => {
    await assertFails(getDocs(orders(as.shopper)));
    await assertFails(getDocs(orders(as.anonymous)));
    await assertSucceeds(getDocs(orders(as.admin)));
  });
  it('denies a shopper deleting their order, and the owner deleting it while open; allows the owner once cancelled', async () => {
    await assertFails(deleteDoc(doc(as.shopper, 'orders/mine')));
    await assertFails(loggedDelete(env, as.admin, 'orders/mine', 'order'));
    await assertSucceeds(cancellation(env, as.shopper, 'mine'));
    await assertFails(deleteDoc(doc(as.shopper, 'orders/mine')));
    await assertSucceeds(loggedDelete(env, as.admin, 'orders/mine', 'order'));
  });
});
