import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  type DocumentData,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { toDeliveryZonesDocument } from '../../src/adapters/firestore/deliveryZonesDocument';
import { ACTIVITY_PAGE_SIZE, type ActivityKind } from '../../src/domain/staff/Activity';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';
import { storedActivityTargets } from '../../src/domain/staff/StoredActivityTargets';
import { TEST_ZONES } from '../contracts/orders/orderRequests';
import { checkout, seedCheckoutShop } from './support/checkout';
import { deletionEntryId, logEntry, loggedDelete, loggedSet, loggedUpdate } from './support/logged';
import { mostVariants } from './support/mostVariants';
import { cancellation, confirmation, EMAIL } from './support/orderChange';
import {
  bannerDocument as banner,
  consented,
  emailOf,
  productDocument,
  seed,
  stored,
  userRecord,
} from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * The activity log: every staff write of a product, an order, a banner, the settings, the delivery zones or a role
 * names the entry (activity/{auditId}) that the same request creates, by the same person at the same time; the
 * entries are never changed, and only the owner reads them. Shoppers' writes carry none.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-activity');

beforeEach(async () => {
  await seedCheckoutShop(env);
  await seed(env, { 'banners/b1': banner(), 'meta/bannerCount': { count: 1, lastBannerId: 'b1' } });
});

const SUPPORT_EMAIL = 'support@example.com';

const PRICE_CHANGE = { price: 4500, updatedAt: serverTimestamp() };

/** One update of `path` naming `auditId`, in a batch that also writes `entry` (when given) under that id. */
const updateNaming = (
  db: Firestore,
  path: string,
  data: DocumentData,
  auditId: string,
  entry?: { kind?: ActivityKind; fields?: DocumentData },
): Promise<void> => {
  const batch = writeBatch(db);
  if (entry) logEntry(batch, db, entry.kind, auditId, entry.fields);
  batch.update(doc(db, path), { ...data, auditId });
  return batch.commit();
};

/** A deletion of `path` with an entry under `entryId` (right or wrong). */
const deletionNaming = (db: Firestore, path: string, entryId: string): Promise<void> => {
  const batch = writeBatch(db);
  logEntry(batch, db, 'product', entryId);
  batch.delete(doc(db, path));
  return batch.commit();
};

/** The auditId `path` holds now. */
const auditIdOf = async (path: string): Promise<string> =>
  ((await stored(env, path))?.['auditId'] as string | undefined) ?? '';

describe('a staff write carries its entry', () => {
  it("denies a manager's price change without an entry; allows it with one", async () => {
    await assertFails(updateDoc(doc(as.manager, 'products/chair'), PRICE_CHANGE));
    await assertFails(
      updateDoc(doc(as.manager, 'products/chair'), { ...PRICE_CHANGE, auditId: 'nosuchentry' }),
    );
    await assertSucceeds(loggedUpdate(as.manager, 'products/chair', PRICE_CHANGE));
    const auditId = await auditIdOf('products/chair');
    expect(await stored(env, `activity/${auditId}`)).toMatchObject({ byUid: 'manager', kind: 'product' });
  });

  it('denies an entry naming another person or another time than the request’s; allows the writer’s own', async () => {
    await assertFails(
      updateNaming(as.manager, 'products/chair', PRICE_CHANGE, 'e-someone-else', {
        fields: { byUid: 'staff' },
      }),
    );
    await assertFails(
      updateNaming(as.manager, 'products/chair', PRICE_CHANGE, 'e-earlier', {
        fields: { at: Timestamp.fromMillis(Date.now() - 60_000) },
      }),
    );
    await assertSucceeds(updateNaming(as.manager, 'products/chair', PRICE_CHANGE, 'e-own', {}));
  });

  it('denies a write naming an entry an earlier request created; allows one naming its own', async () => {
    await assertSucceeds(updateNaming(as.manager, 'products/chair', PRICE_CHANGE, 'e-first', {}));
    // The entry exists and is the manager's own, but it records another write.
    await assertFails(updateNaming(as.manager, 'products/stool0', { price: 900 }, 'e-first'));
    // Writing it again (to move its time) is an update of the log, refused.
    await assertFails(updateNaming(as.manager, 'products/stool0', { price: 900 }, 'e-first', {}));
    await assertSucceeds(updateNaming(as.manager, 'products/stool0', { price: 900 }, 'e-second', {}));
  });
});

describe('roles, settings and delivery zones', () => {
  it("denies an owner's role change without an entry; allows it with one", async () => {
    await assertFails(updateDoc(doc(as.staff, 'users/shopper'), { role: 'manager' }));
    await assertSucceeds(loggedUpdate(as.staff, 'users/shopper', { role: 'manager' }, 'role'));
  });

  it('denies a new account naming an entry of its own (its deletion could never be logged); allows its plain record', async () => {
    const record = userRecord('newcomer', 'newcomer@example.com');
    const newcomer = as.other;
    await env.withSecurityRulesDisabled((context) => deleteDoc(doc(context.firestore(), 'users/other')));
    await assertFails(
      setDoc(doc(newcomer, 'users/other'), {
        ...consented(record),
        uid: 'other',
        email: 'other@example.com',
        auditId: 'x'.repeat(1490),
      }),
    );
    await assertSucceeds(
      setDoc(doc(newcomer, 'users/other'), {
        ...consented(record),
        uid: 'other',
        email: 'other@example.com',
      }),
    );
  });

  it("denies a manager's shop settings even with an entry, and the owner's without; allows the owner's with one", async () => {
    const settings = { ...DEFAULT_SHOP_SETTINGS, phone: '+91 98765 43210' };
    await assertFails(loggedSet(as.manager, 'settings/shop', settings, 'settings'));
    await assertFails(setDoc(doc(as.staff, 'settings/shop'), settings));
    await assertSucceeds(loggedSet(as.staff, 'settings/shop', settings, 'settings'));
  });

  it('denies saving the delivery zones without an entry; allows it with one', async () => {
    const zones = toDeliveryZonesDocument(TEST_ZONES);
    await assertFails(setDoc(doc(as.manager, 'settings/delivery'), zones));
    await assertSucceeds(loggedSet(as.manager, 'settings/delivery', zones, 'delivery'));
  });
});

describe('banners and deletions', () => {
  it('denies a banner update without an entry; allows it with one', async () => {
    const change = { title: 'Monsoon Sale', updatedAt: serverTimestamp() };
    await assertFails(updateDoc(doc(as.manager, 'banners/b1'), change));
    await assertSucceeds(loggedUpdate(as.manager, 'banners/b1', change, 'banner'));
  });

  it('denies a product deletion without its entry or naming another; allows deleted-products-{id}-{auditId}', async () => {
    await assertSucceeds(loggedUpdate(as.manager, 'products/chair', PRICE_CHANGE));
    const auditId = await auditIdOf('products/chair');
    expect(await deletionEntryId(env, 'products/chair')).toBe(`deleted-products-chair-${auditId}`);
    const remove = (entryId: string) => deletionNaming(as.manager, 'products/chair', entryId);
    await assertFails(deleteDoc(doc(as.manager, 'products/chair')));
    // The product was logged, so the entry of an unlogged one, or of another product, is not its own.
    await assertFails(remove('deleted-products-chair-unlogged'));
    await assertFails(remove(`deleted-products-stool0-${auditId}`));
    await assertFails(remove(`deleted-products-chair-${auditId}-again`));
    await assertSucceeds(remove(`deleted-products-chair-${auditId}`));
  });

  it('allows deleting a product never logged with the entry deleted-products-{id}-unlogged', async () => {
    await assertFails(deletionNaming(as.manager, 'products/stool0', 'deleted-products-stool0-logged'));
    await assertSucceeds(loggedDelete(env, as.manager, 'products/stool0'));
    expect(await stored(env, 'activity/deleted-products-stool0-unlogged')).toMatchObject({
      byUid: 'manager',
    });
  });
});

describe('orders', () => {
  beforeEach(async () => {
    await assertSucceeds(
      checkout(as.shopper, { orderId: 'order1', lines: [{ productId: 'chair', quantity: 1 }] }),
    );
  });

  it("denies support's status change of an order without an entry; allows it with one", async () => {
    await assertFails(confirmation(env, as.support, 'order1', SUPPORT_EMAIL, { logged: false }));
    await assertSucceeds(confirmation(env, as.support, 'order1', SUPPORT_EMAIL));
    const auditId = await auditIdOf('orders/order1');
    expect(await stored(env, `activity/${auditId}`)).toMatchObject({ byUid: 'support', kind: 'order' });
  });

  it("allows a shopper's cancellation, which carries no entry; denies one carrying an entry", async () => {
    await assertFails(cancellation(env, as.shopper, 'order1', { logged: true }));
    await assertSucceeds(cancellation(env, as.shopper, 'order1'));
    expect(await stored(env, 'orders/order1')).not.toHaveProperty('auditId');
  });

  it('denies a shopper creating an activity entry; allows a member of staff', async () => {
    const entry = (db: Firestore, id: string, byUid: string) =>
      setDoc(doc(db, 'activity', id), {
        at: serverTimestamp(),
        byUid,
        byName: emailOf(db),
        kind: 'order',
        targets: storedActivityTargets([{ id: 'order1', label: 'order1', action: 'updated', changes: [] }]),
      });
    await assertFails(entry(as.shopper, 'e-shopper', 'shopper'));
    await assertSucceeds(entry(as.support, 'e-support', 'support'));
  });

  it("denies the owner's deletion of a cancelled order without its entry; allows it with", async () => {
    await assertSucceeds(cancellation(env, as.admin, 'order1', { by: EMAIL.admin }));
    await assertFails(deleteDoc(doc(as.admin, 'orders/order1')));
    await assertFails(deletionNaming(as.admin, 'orders/order1', 'deleted-orders-order1-unlogged'));
    await assertSucceeds(loggedDelete(env, as.admin, 'orders/order1', 'order'));
  });
});

describe('the log itself', () => {
  beforeEach(async () => {
    await assertSucceeds(updateNaming(as.manager, 'products/chair', PRICE_CHANGE, 'e1', {}));
  });

  it('denies anyone, the owner included, changing or deleting an entry; allows the owner reading it', async () => {
    for (const db of [as.admin, as.staff, as.manager]) {
      await assertFails(updateDoc(doc(db, 'activity/e1'), { byName: 'Someone else' }));
      await assertFails(deleteDoc(doc(db, 'activity/e1')));
    }
    await assertFails(
      setDoc(doc(as.manager, 'activity/e1'), {
        at: serverTimestamp(),
        byUid: 'manager',
        byName: emailOf(as.manager),
        kind: 'product',
        targets: storedActivityTargets([{ id: 'chair', label: 'Chair', action: 'updated', changes: [] }]),
      }),
    );
    await assertSucceeds(getDoc(doc(as.admin, 'activity/e1')));
    expect(await stored(env, 'activity/e1')).toMatchObject({ byUid: 'manager' });
  });

  it('denies managers and support reading or listing the log; allows the owner a page of it', async () => {
    const page = (db: Firestore) =>
      getDocs(query(collection(db, 'activity'), orderBy('at', 'desc'), limit(ACTIVITY_PAGE_SIZE)));
    for (const db of [as.manager, as.support, as.shopper]) {
      await assertFails(getDoc(doc(db, 'activity/e1')));
      await assertFails(page(db));
    }
    await assertSucceeds(getDoc(doc(as.staff, 'activity/e1')));
    await assertSucceeds(page(as.staff));
    const listed = await page(as.admin);
    expect(listed.docs.map((entry) => entry.id)).toEqual(['e1']);
  });
});

describe('the most variants a product may have', () => {
  // A manager (a role read from users/{uid}, which costs the rule more than the owner's claim): the staff branch's
  // reads and the 12-variant check stay within the 1,000 expressions of one write, on create and on update, with an
  // assembly charge.
  it('allows a manager creating and updating a product with 12 variants; denies a modifier below its price', async () => {
    const variants = (last: number) => mostVariants(last, (index) => [`/images/test/p3-${index}.jpg`]);
    await assertSucceeds(
      loggedSet(
        as.manager,
        'products/p3',
        productDocument('p3', { price: 4000, variants: variants(-4000), assemblyCharge: 999 }),
      ),
    );
    const update = (last: number) =>
      loggedSet(
        as.manager,
        'products/p3',
        productDocument('p3', { price: 4500, variants: variants(last), assemblyCharge: 999 }),
      );
    const created = await auditIdOf('products/p3');
    await assertFails(update(-4501));
    await assertSucceeds(update(-4500));
    expect(await stored(env, 'products/p3')).toMatchObject({ price: 4500 });
    expect(await auditIdOf('products/p3')).not.toBe(created);
  });
});
