import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { toDeliveryZonesDocument } from '../../src/adapters/firestore/deliveryZonesDocument';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';
import { TEST_ZONES } from '../contracts/orders/orderRequests';
import { loggedDelete, loggedSet, loggedUpdate } from './support/logged';
import { orderChange } from './support/orderChange';
import { productDocument, seed, seedShop, userRecord } from './support/rulesEnv';
import { reviewDocument } from './support/reviewDocument';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * Staff roles, collection by collection: the owner does everything; a manager the catalogue, orders, banners,
 * delivery and reviews, never users or settings; support the orders, returns and customers, reading the catalogue.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-staff-roles');

const SUPPORT_EMAIL = 'support@example.com';
const DAY_AGO = Timestamp.fromMillis(Date.now() - 86_400_000);

const DELIVERED_ORDER = {
  userId: 'shopper',
  customerEmail: 'shopper@example.com',
  status: 'delivered',
  paymentStatus: 'pending',
  paymentMethod: 'cod',
  lines: [],
  subtotal: 4000,
  shipping: 750,
  total: 4750,
  createdAt: DAY_AGO,
  updatedAt: DAY_AGO,
};

beforeEach(() =>
  seedShop(env, {
    'products/chair': productDocument('chair', { price: 4000 }),
    'products/hidden': productDocument('hidden', { isActive: false }),
    'users/unverified': { ...userRecord('unverified', 'unverified@example.com'), emailVerified: false },
    'orders/delivered': DELIVERED_ORDER,
    'reviews/chair_shopper': reviewDocument({ createdAt: DAY_AGO, updatedAt: DAY_AGO }),
  }),
);

// Every staff write below carries its activity entry, so each is refused (or allowed) for the role alone.
const priceChange = (db: typeof as.admin) =>
  loggedUpdate(db, 'products/chair', { price: 4500, updatedAt: serverTimestamp() });
const category = (db: typeof as.admin) =>
  setDoc(doc(db, 'categories/stools'), {
    name: 'Stools',
    slug: 'stools',
    description: '',
    image: '',
    parentSlug: null,
    order: 5,
    showInBar: true,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
const rejection = (db: typeof as.admin) =>
  updateDoc(doc(db, 'reviews/chair_shopper'), {
    status: 'rejected',
    rejectReason: 'Please write about the product.',
    updatedAt: serverTimestamp(),
  });
const paidOnDelivery = (db: typeof as.admin, by: string, extra: Record<string, unknown> = {}) =>
  loggedUpdate(
    db,
    'orders/delivered',
    { ...orderChange({ status: 'delivered', paymentStatus: 'paid' }, by), ...extra },
    'order',
  );
const roleOf = (db: typeof as.admin, uid: string, role: string) =>
  loggedUpdate(db, `users/${uid}`, { role }, 'role');

describe('the catalogue: owners and managers change it, support only reads it', () => {
  it('allows a manager’s price change and category, and denies support’s', async () => {
    await assertFails(priceChange(as.support));
    await assertFails(category(as.support));
    await assertSucceeds(priceChange(as.manager));
    await assertSucceeds(category(as.manager));
  });

  it('lets support read a hidden product and the admin listing, as it does not let a shopper', async () => {
    await assertFails(getDoc(doc(as.shopper, 'products/hidden')));
    await assertSucceeds(getDoc(doc(as.support, 'products/hidden')));
    await assertSucceeds(getDocs(collection(as.support, 'products')));
  });

  it('lets a manager delete a product and denies support', async () => {
    await assertFails(loggedDelete(env, as.support, 'products/hidden'));
    await assertSucceeds(loggedDelete(env, as.manager, 'products/hidden'));
  });
});

describe('orders: every member of staff moves them on, nobody changes what was bought', () => {
  it('allows support to mark a delivered order paid, and denies the same change with a new total', async () => {
    await assertFails(paidOnDelivery(as.support, SUPPORT_EMAIL, { total: 1 }));
    await assertFails(paidOnDelivery(as.support, SUPPORT_EMAIL, { lines: [], subtotal: 1 }));
    await assertSucceeds(paidOnDelivery(as.support, SUPPORT_EMAIL));
  });

  it('denies a manager deleting a cancelled order and allows the owner, who may not delete a delivered one', async () => {
    await seed(env, { 'orders/cancelled': { ...DELIVERED_ORDER, status: 'cancelled' } });
    await assertFails(loggedDelete(env, as.staff, 'orders/delivered', 'order'));
    await assertFails(loggedDelete(env, as.manager, 'orders/cancelled', 'order'));
    await assertSucceeds(loggedDelete(env, as.staff, 'orders/cancelled', 'order'));
  });

  it('lets support list the customers', async () => {
    await assertFails(getDocs(collection(as.shopper, 'users')));
    await assertSucceeds(getDocs(collection(as.support, 'users')));
  });
});

describe('reviews: managers decide, support does not', () => {
  it('denies support’s rejection and allows a manager’s', async () => {
    await assertFails(rejection(as.support));
    await assertSucceeds(rejection(as.manager));
  });
});

describe('settings and delivery', () => {
  it('denies a manager saving the shop settings and allows the owner', async () => {
    const settings = { ...DEFAULT_SHOP_SETTINGS, phone: '+91 98765 43210' };
    await assertFails(loggedSet(as.manager, 'settings/shop', settings, 'settings'));
    await assertSucceeds(loggedSet(as.staff, 'settings/shop', settings, 'settings'));
  });

  it('allows a manager to save the delivery zones and denies support', async () => {
    const zones = toDeliveryZonesDocument(TEST_ZONES);
    await assertFails(loggedSet(as.support, 'settings/delivery', zones, 'delivery'));
    await assertSucceeds(loggedSet(as.manager, 'settings/delivery', zones, 'delivery'));
  });
});

describe("search words: the owner's table, public to read", () => {
  const row = { words: ['khaat', 'khat'], means: ['bed'] };
  const table = (count: number) => ({ rows: Array.from({ length: count }, () => row) });

  it('denies a manager saving the search words and allows the owner', async () => {
    await assertFails(loggedSet(as.manager, 'settings/searchWords', table(1), 'settings'));
    await assertSucceeds(loggedSet(as.staff, 'settings/searchWords', table(1), 'settings'));
  });

  it('denies a table of 501 rows, one with another field or unlogged, and allows 500 rows', async () => {
    await assertFails(loggedSet(as.staff, 'settings/searchWords', table(501), 'settings'));
    await assertFails(
      loggedSet(as.staff, 'settings/searchWords', { ...table(1), meanings: { khaat: 'bed' } }, 'settings'),
    );
    await assertFails(setDoc(doc(as.staff, 'settings/searchWords'), table(1)));
    await assertSucceeds(loggedSet(as.staff, 'settings/searchWords', table(500), 'settings'));
  });

  it('lets a guest read the table, never write it', async () => {
    await assertSucceeds(loggedSet(as.staff, 'settings/searchWords', table(1), 'settings'));
    await assertSucceeds(getDoc(doc(as.anonymous, 'settings/searchWords')));
    await assertFails(setDoc(doc(as.anonymous, 'settings/searchWords'), table(1)));
  });
});

describe('roles: only an owner gives them, and a staff role only to a verified account', () => {
  it('denies a manager or support giving a role, and allows the owner', async () => {
    await assertFails(roleOf(as.manager, 'shopper', 'manager'));
    await assertFails(roleOf(as.support, 'shopper', 'support'));
    await assertFails(roleOf(as.manager, 'manager', 'admin'));
    await assertSucceeds(roleOf(as.staff, 'shopper', 'manager'));
    await assertSucceeds(roleOf(as.admin, 'shopper', 'support'));
  });

  it('denies a staff role for an unverified account and an unknown role, and allows making staff a customer', async () => {
    await assertFails(roleOf(as.staff, 'unverified', 'support'));
    await assertFails(roleOf(as.staff, 'shopper', 'superuser'));
    await assertSucceeds(roleOf(as.staff, 'manager', 'user'));
  });

  it('takes a demoted manager’s rights away at once', async () => {
    await assertSucceeds(roleOf(as.staff, 'manager', 'user'));
    await assertFails(priceChange(as.manager));
  });
});
