import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  type DocumentData,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { productDocument, seedShop, stored } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * Stock and price alerts (docs/decisions.md#alerts): an account's alerts are its own, a guest's are bounded by its
 * address, nobody lists anyone else's, and a stop link stops only with its secret.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-alerts');

const TOKEN = 'AbCdEfGhIjKlMnOpQrSt';
const alert = (overrides: DocumentData = {}): DocumentData => ({
  kind: 'back-in-stock',
  productId: 'bed',
  variantId: null,
  uid: 'shopper',
  email: 'shopper@example.com',
  slot: 0,
  priceSeen: 20000,
  token: TOKEN,
  status: 'waiting',
  createdAt: serverTimestamp(),
  doneAt: null,
  firedPrice: null,
  seenAt: null,
  consent: true,
  ...overrides,
});
const guestAlert = (slot: number, overrides: DocumentData = {}): DocumentData =>
  alert({ uid: null, email: 'guest@example.com', slot, ...overrides });
const seeded = (overrides: DocumentData = {}): DocumentData => ({
  ...alert(overrides),
  createdAt: new Date('2026-11-01T00:00:00Z'),
});

beforeEach(async () => {
  await seedShop(env, {
    'products/bed': productDocument('bed', { price: 20000, stock: 0 }),
    'products/hidden': productDocument('hidden', { price: 20000, isActive: false }),
    'alerts/shopper~1': seeded({ slot: 1 }),
    'alerts/other~0': seeded({ uid: 'other', email: 'other@example.com' }),
    'alerts/guest@example.com~0': seeded({ uid: null, email: 'guest@example.com' }),
  });
});

describe('making an alert', () => {
  it("an account makes its own, never one for someone else's account or address", async () => {
    await assertSucceeds(setDoc(doc(as.shopper, 'alerts', 'shopper~0'), alert()));
    await assertFails(setDoc(doc(as.shopper, 'alerts', 'other~1'), alert({ uid: 'other', slot: 1 })));
    await assertFails(
      setDoc(doc(as.shopper, 'alerts', 'shopper~2'), alert({ slot: 2, email: 'other@example.com' })),
    );
    await assertFails(setDoc(doc(as.shopper, 'alerts', 'guest@example.com~1'), guestAlert(1)));
  });

  it('an account holds at most 50: slot 49 is the last', async () => {
    await assertSucceeds(setDoc(doc(as.shopper, 'alerts', 'shopper~49'), alert({ slot: 49 })));
    await assertFails(setDoc(doc(as.shopper, 'alerts', 'shopper~50'), alert({ slot: 50 })));
    await assertFails(setDoc(doc(as.shopper, 'alerts', 'shopper~0'), alert({ slot: 1 })));
  });

  it('a guest gives an address with consent, at most 5 alerts to it, and cannot take a slot already taken', async () => {
    await assertSucceeds(setDoc(doc(as.anonymous, 'alerts', 'guest@example.com~4'), guestAlert(4)));
    await assertFails(setDoc(doc(as.anonymous, 'alerts', 'guest@example.com~5'), guestAlert(5)));
    await assertFails(setDoc(doc(as.anonymous, 'alerts', 'guest@example.com~0'), guestAlert(0)));
    await assertFails(
      setDoc(doc(as.anonymous, 'alerts', 'guest@example.com~1'), guestAlert(1, { consent: false })),
    );
    await assertFails(
      setDoc(
        doc(as.anonymous, 'alerts', 'Guest@Example.com~1'),
        guestAlert(1, { email: 'Guest@Example.com' }),
      ),
    );
    await assertFails(setDoc(doc(as.anonymous, 'alerts', 'shopper~3'), alert({ slot: 3 })));
  });

  it("records the price the shop shows, on a product on sale, as waiting from the server's time", async () => {
    await assertSucceeds(setDoc(doc(as.shopper, 'alerts', 'shopper~0'), alert({ kind: 'price-drop' })));
    await assertFails(setDoc(doc(as.shopper, 'alerts', 'shopper~2'), alert({ slot: 2, priceSeen: 90000 })));
    await assertFails(
      setDoc(doc(as.shopper, 'alerts', 'shopper~2'), alert({ slot: 2, productId: 'hidden' })),
    );
    await assertFails(setDoc(doc(as.shopper, 'alerts', 'shopper~2'), alert({ slot: 2, status: 'done' })));
    await assertFails(
      setDoc(doc(as.shopper, 'alerts', 'shopper~2'), alert({ slot: 2, createdAt: new Date() })),
    );
    await assertFails(setDoc(doc(as.shopper, 'alerts', 'shopper~2'), alert({ slot: 2, extra: 1 })));
  });
});

describe('reading alerts', () => {
  it('an account reads and lists its own, never anyone else’s', async () => {
    await assertSucceeds(getDoc(doc(as.shopper, 'alerts', 'shopper~1')));
    await assertSucceeds(getDocs(query(collection(as.shopper, 'alerts'), where('uid', '==', 'shopper'))));
    await assertFails(getDoc(doc(as.shopper, 'alerts', 'other~0')));
    await assertFails(getDocs(query(collection(as.shopper, 'alerts'), where('uid', '==', 'other'))));
    await assertFails(getDocs(collection(as.shopper, 'alerts')));
  });

  it('a guest lists none and reads none, its own address’s included', async () => {
    await assertFails(getDocs(collection(as.anonymous, 'alerts')));
    await assertFails(
      getDocs(query(collection(as.anonymous, 'alerts'), where('email', '==', 'guest@example.com'))),
    );
    await assertFails(getDoc(doc(as.anonymous, 'alerts', 'guest@example.com~0')));
  });

  it('staff count who waits for a product; a shopper cannot', async () => {
    const waiting = (db: typeof as.staff) =>
      getCountFromServer(query(collection(db, 'alerts'), where('productId', '==', 'bed')));
    await assertSucceeds(waiting(as.staff));
    await assertFails(waiting(as.shopper));
  });
});

describe('changing an alert', () => {
  it('its account tells its news and marks it seen, but changes nothing else', async () => {
    const own = doc(as.shopper, 'alerts', 'shopper~1');
    await assertFails(
      updateDoc(own, { status: 'done', doneAt: serverTimestamp(), firedPrice: 1, priceSeen: 1 }),
    );
    await assertSucceeds(updateDoc(own, { status: 'done', doneAt: serverTimestamp(), firedPrice: 20000 }));
    await assertSucceeds(updateDoc(own, { seenAt: serverTimestamp() }));
    await assertFails(updateDoc(own, { status: 'waiting' }));
    await assertFails(updateDoc(doc(as.other, 'alerts', 'shopper~1'), { seenAt: serverTimestamp() }));
  });

  it("its stop link stops it with the alert's secret, and not without", async () => {
    const guests = doc(as.anonymous, 'alerts', 'guest@example.com~0');
    await assertFails(updateDoc(guests, { status: 'stopped', stoppedWith: 'wrongwrongwrongwrong' }));
    await assertFails(updateDoc(guests, { status: 'stopped', stoppedWith: TOKEN, email: 'x@example.com' }));
    await assertSucceeds(updateDoc(guests, { status: 'stopped', stoppedWith: TOKEN }));
  });

  it('its account removes it; nobody else does', async () => {
    await assertFails(deleteDoc(doc(as.other, 'alerts', 'shopper~1')));
    await assertFails(deleteDoc(doc(as.anonymous, 'alerts', 'guest@example.com~0')));
    await assertSucceeds(deleteDoc(doc(as.shopper, 'alerts', 'shopper~1')));
    expect(await stored(env, 'alerts/other~0')).toBeDefined();
    expect(await stored(env, 'alerts/shopper~1')).toBeUndefined();
  });
});
