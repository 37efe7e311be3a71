import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  type DocumentData,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { toOrderDocument } from '../../src/adapters/firestore/orderDocument';
import { toReviewDocument } from '../../src/adapters/firestore/reviewDocument';
import { erasedAddress, ORDER_RECORD_RETENTION_DAYS } from '../../src/domain/accounts/OrderErasure';
import type { Review } from '../../src/domain/afterSales/Review';
import { pastOrder } from '../support/pastOrder';
import { logEntry, loggedUpdate } from './support/logged';
import { consented, seed, seedShop, userRecord } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * A shopper's own data (DPDP Act 2023): their consent to the privacy notice, and the deletion of their account —
 * their record, address book, reviews' name, and the marks on the orders kept for tax records, which the shop's
 * staff later erase.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-personal-data');

beforeEach(() => seedShop(env));

const DAY_SECONDS = 86_400;
const retentionEnd = (createdAt: Timestamp, days = ORDER_RECORD_RETENTION_DAYS): Timestamp =>
  new Timestamp(createdAt.seconds + days * DAY_SECONDS, createdAt.nanoseconds);
const createdAtOf = (iso: string): Timestamp => Timestamp.fromMillis(Date.parse(iso));

describe('consent to the privacy notice', () => {
  it("denies a new record without the owner's consent, or with a consent time of the client's; allows the server's", async () => {
    await env.clearFirestore();
    const record = userRecord('shopper', 'shopper@example.com');
    await assertFails(setDoc(doc(as.shopper, 'users/shopper'), record));
    await assertFails(
      setDoc(doc(as.shopper, 'users/shopper'), {
        ...record,
        privacyConsentAt: Timestamp.fromMillis(Date.now() - 60_000),
      }),
    );
    await assertFails(setDoc(doc(as.shopper, 'users/shopper'), { ...record, privacyConsentAt: true }));
    await assertSucceeds(setDoc(doc(as.shopper, 'users/shopper'), consented(record)));
  });

  it('denies staff consenting for anyone; lets staff write a record without a consent', async () => {
    const record = userRecord('fresh', 'fresh@example.com');
    await assertFails(setDoc(doc(as.admin, 'users/fresh'), consented(record)));
    await assertSucceeds(setDoc(doc(as.admin, 'users/fresh'), record));
  });

  it('denies anyone changing or removing a recorded consent; the owner still renames themselves', async () => {
    await seedShop(env);
    await env.withSecurityRulesDisabled((context) => deleteDoc(doc(context.firestore(), 'users/shopper')));
    await assertSucceeds(
      setDoc(doc(as.shopper, 'users/shopper'), consented(userRecord('shopper', 'shopper@example.com'))),
    );
    await assertFails(updateDoc(doc(as.shopper, 'users/shopper'), { privacyConsentAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as.shopper, 'users/shopper'), { privacyConsentAt: deleteField() }));
    await assertFails(
      loggedUpdate(as.admin, 'users/shopper', { privacyConsentAt: serverTimestamp() }, 'role'),
    );
    await assertFails(
      loggedUpdate(as.admin, 'users/shopper', { role: 'support', privacyConsentAt: deleteField() }, 'role'),
    );
    await assertSucceeds(
      updateDoc(doc(as.shopper, 'users/shopper'), { name: 'Priya', displayName: 'Priya' }),
    );
    await assertSucceeds(loggedUpdate(as.admin, 'users/shopper', { role: 'support' }, 'role'));
  });

  it('keeps an account made before the shop asked working: its owner renames it; nobody adds a consent later', async () => {
    await assertFails(updateDoc(doc(as.shopper, 'users/shopper'), { privacyConsentAt: serverTimestamp() }));
    await assertSucceeds(
      updateDoc(doc(as.shopper, 'users/shopper'), { name: 'Priya', displayName: 'Priya' }),
    );
  });
});

describe("deleting one's account", () => {
  it('lets the owner delete their record and address book; nobody else’s', async () => {
    await seed(env, {
      'addressBooks/shopper': { phone: '9876543210', addresses: [], defaultAddressId: null },
      'addressBooks/other': { phone: '9876500000', addresses: [], defaultAddressId: null },
    });
    await assertFails(deleteDoc(doc(as.shopper, 'users/other')));
    await assertFails(deleteDoc(doc(as.anonymous, 'users/other')));
    await assertFails(deleteDoc(doc(as.shopper, 'addressBooks/other')));
    await assertSucceeds(deleteDoc(doc(as.shopper, 'users/shopper')));
    await assertSucceeds(deleteDoc(doc(as.shopper, 'addressBooks/shopper')));
  });

  it('denies a member of staff deleting their own record while it holds a role; allows it once it is a shopper’s', async () => {
    await assertFails(deleteDoc(doc(as.manager, 'users/manager')));
    await seed(env, { 'users/manager': userRecord('manager', 'manager@example.com') });
    await assertSucceeds(deleteDoc(doc(as.manager, 'users/manager')));
  });
});

const review = (userId: string, firstName: string): Review => ({
  id: `chair_${userId}`,
  productId: 'chair',
  userId,
  orderId: `order-${userId}`,
  firstName,
  rating: 4,
  title: 'Sturdy',
  text: 'Solid wood, well finished, and it arrived on time.',
  status: 'approved',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  helpful: 2,
});

describe("a deleted account's reviews", () => {
  beforeEach(() =>
    seed(env, {
      'reviews/chair_shopper': toReviewDocument(review('shopper', 'Asha')),
      'reviews/chair_other': toReviewDocument(review('other', 'Ravi')),
    }),
  );

  it("lets the author put 'Deleted customer' as their name and change nothing else; nobody else's review", async () => {
    await assertFails(updateDoc(doc(as.shopper, 'reviews/chair_other'), { firstName: 'Deleted customer' }));
    await assertFails(updateDoc(doc(as.shopper, 'reviews/chair_shopper'), { firstName: 'Someone' }));
    await assertFails(
      updateDoc(doc(as.shopper, 'reviews/chair_shopper'), { firstName: 'Deleted customer', helpful: 9 }),
    );
    await assertFails(
      updateDoc(doc(as.shopper, 'reviews/chair_shopper'), { firstName: 'Deleted customer', rating: 5 }),
    );
    await assertSucceeds(
      updateDoc(doc(as.shopper, 'reviews/chair_shopper'), { firstName: 'Deleted customer' }),
    );
  });

  it('renames 25 reviews of 25 orders in one batch (the rename reads no document)', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      ...review('shopper', 'Asha'),
      id: `p${index}_shopper`,
      productId: `p${index}`,
      orderId: `order-${index}`,
    }));
    await seed(
      env,
      Object.fromEntries(many.map((entry) => [`reviews/${entry.id}`, toReviewDocument(entry)])),
    );
    const batch = writeBatch(as.shopper);
    for (const entry of many)
      batch.update(doc(as.shopper, 'reviews', entry.id), { firstName: 'Deleted customer' });
    await assertSucceeds(batch.commit());
  });

  it('lets an author list their own reviews, a page of at most 100; nobody else’s', async () => {
    const reviews = collection(as.shopper, 'reviews');
    await assertFails(getDocs(query(reviews, where('userId', '==', 'other'), limit(100))));
    await assertFails(getDocs(query(reviews, where('userId', '==', 'shopper'))));
    await assertFails(getDocs(query(reviews, where('userId', '==', 'shopper'), limit(101))));
    await assertSucceeds(getDocs(query(reviews, where('userId', '==', 'shopper'), limit(100))));
  });
});

describe('the orders kept from a deleted account', () => {
  const CREATED = '2015-03-01T10:00:00.000Z';
  const created = createdAtOf(CREATED);
  const mark = (due = retentionEnd(created)): DocumentData => ({
    erasureRequestedAt: serverTimestamp(),
    erasureDueAt: due,
  });
  beforeEach(() =>
    seed(env, {
      'orders/mine': toOrderDocument(pastOrder('mine', 'shopper', CREATED)),
      'orders/theirs': toOrderDocument(pastOrder('theirs', 'other', CREATED)),
    }),
  );

  it("lets a shopper mark their own order with the server's time and its due day; nobody else's order", async () => {
    await assertFails(updateDoc(doc(as.shopper, 'orders/theirs'), mark(retentionEnd(created))));
    await assertFails(updateDoc(doc(as.admin, 'orders/mine'), mark()));
    await assertSucceeds(updateDoc(doc(as.shopper, 'orders/mine'), mark()));
  });

  it('denies a forged mark: a time of the client’s, an earlier due day, or anything else changed with it', async () => {
    await assertFails(
      updateDoc(doc(as.shopper, 'orders/mine'), {
        ...mark(),
        erasureRequestedAt: Timestamp.fromMillis(Date.now() - 1000),
      }),
    );
    await assertFails(
      updateDoc(doc(as.shopper, 'orders/mine'), mark(retentionEnd(created, ORDER_RECORD_RETENTION_DAYS - 1))),
    );
    await assertFails(updateDoc(doc(as.shopper, 'orders/mine'), { erasureRequestedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as.shopper, 'orders/mine'), { ...mark(), total: 1 }));
    await assertSucceeds(updateDoc(doc(as.shopper, 'orders/mine'), mark()));
  });

  it('denies moving a mark once made, by the shopper or the staff', async () => {
    await assertSucceeds(updateDoc(doc(as.shopper, 'orders/mine'), mark()));
    await assertFails(updateDoc(doc(as.shopper, 'orders/mine'), mark()));
    await assertFails(updateDoc(doc(as.shopper, 'orders/mine'), { erasureDueAt: retentionEnd(created, 1) }));
    await assertFails(
      loggedUpdate(as.staff, 'orders/mine', { erasureDueAt: Timestamp.fromMillis(0) }, 'order'),
    );
    await assertFails(loggedUpdate(as.staff, 'orders/mine', { erasureRequestedAt: deleteField() }, 'order'));
  });

  /** The replacement a member of staff writes once the order is due. */
  const erasure = (state = 'Rajasthan'): DocumentData => ({
    customerEmail: '',
    shippingAddress: erasedAddress({ ...pastOrder('x', 'x', CREATED).shippingAddress, state }),
    erasureDueAt: deleteField(),
    customerErasedAt: serverTimestamp(),
  });

  it("lets staff erase a marked order's customer details past its retention, logged; not before, unmarked or unlogged", async () => {
    const recent = '2025-01-01T10:00:00.000Z';
    await seed(env, {
      'orders/recent': {
        ...toOrderDocument(pastOrder('recent', 'shopper', recent)),
        erasureRequestedAt: Timestamp.now(),
        erasureDueAt: retentionEnd(createdAtOf(recent)),
      },
    });
    await assertFails(loggedUpdate(as.staff, 'orders/mine', erasure(), 'order'));
    await assertFails(loggedUpdate(as.staff, 'orders/recent', erasure(), 'order'));
    await assertSucceeds(updateDoc(doc(as.shopper, 'orders/mine'), mark()));
    await assertFails(updateDoc(doc(as.staff, 'orders/mine'), erasure()));
    await assertFails(updateDoc(doc(as.shopper, 'orders/mine'), erasure()));
    await assertSucceeds(loggedUpdate(as.support, 'orders/mine', erasure(), 'order'));
    await assertFails(loggedUpdate(as.staff, 'orders/mine', erasure(), 'order'));
  });

  it('denies any other replacement: a detail kept, another state, an e-mail kept, or more changed with it', async () => {
    await assertSucceeds(updateDoc(doc(as.shopper, 'orders/mine'), mark()));
    const keptPhone = {
      ...erasure(),
      shippingAddress: { ...erasure().shippingAddress, phone: '9876543210' },
    };
    await assertFails(loggedUpdate(as.staff, 'orders/mine', keptPhone, 'order'));
    await assertFails(loggedUpdate(as.staff, 'orders/mine', erasure('Kerala'), 'order'));
    await assertFails(
      loggedUpdate(as.staff, 'orders/mine', { ...erasure(), customerEmail: 'shopper@example.com' }, 'order'),
    );
    await assertFails(loggedUpdate(as.staff, 'orders/mine', { ...erasure(), total: 0 }, 'order'));
    await assertFails(
      loggedUpdate(as.staff, 'orders/mine', { ...erasure(), erasureDueAt: retentionEnd(created) }, 'order'),
    );
    await assertFails(
      loggedUpdate(
        as.staff,
        'orders/mine',
        { ...erasure(), customerErasedAt: Timestamp.fromMillis(0) },
        'order',
      ),
    );
    await assertSucceeds(loggedUpdate(as.staff, 'orders/mine', erasure(), 'order'));
  });

  it('erases a whole batch under one activity entry', async () => {
    await seed(env, { 'orders/mine2': toOrderDocument(pastOrder('mine2', 'shopper', CREATED)) });
    await assertSucceeds(updateDoc(doc(as.shopper, 'orders/mine'), mark()));
    await assertSucceeds(updateDoc(doc(as.shopper, 'orders/mine2'), mark()));
    const batch = writeBatch(as.staff);
    const auditId = logEntry(batch, as.staff, 'order');
    for (const id of ['mine', 'mine2']) batch.update(doc(as.staff, 'orders', id), { ...erasure(), auditId });
    await assertSucceeds(batch.commit());
  });
});
