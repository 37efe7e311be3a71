import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirestoreAlertRepository } from '../../src/adapters/firestore/FirestoreAlertRepository';
import { ALERTS } from '../../src/adapters/firestore/collections';
import type { AlertRequest } from '../../src/domain/alerts/Alert';
import { seedCatalogue } from '../../src/adapters/firestore/seedCatalogue';
import { testProduct } from '../../tests/contracts/support/testProduct';
import { shopper } from '../../tests/contracts/firestore/support/emulator';
import { admin, clients, openShop, required, settle } from './support/shopOnEmulators';
import { SmtpSink } from '../../tests/support/smtpSink';

/**
 * Alerts told by the server module (docs/architecture.md#alerts): alerts made through the rules as the app makes
 * them, the product written as the owner's save writes it, and what reaches the local SMTP server.
 */
const sink = new SmtpSink(Number(required('SHEESHAM_SMTP_PORT')));
const bed = testProduct('bed', { name: 'Pali Single Bed', price: 18999, stock: 0 });
const GUEST = 'guest@example.com';

const asGuest = () => new FirestoreAlertRepository(clients.as('anonymous'));
const ask = async (overrides: Partial<AlertRequest> = {}) => {
  const outcome = await asGuest().create({
    kind: 'back-in-stock',
    productId: 'bed',
    variantId: null,
    uid: null,
    email: GUEST,
    priceSeen: 18999,
    ...overrides,
  });
  if (!outcome.ok) throw new Error(outcome.error.code);
  return outcome.value;
};
const statusOf = async (id: string) =>
  (await admin.collection(ALERTS).doc(id).get()).get('status') as unknown;
const product = admin.collection('products').doc('bed');
const wait = { timeout: 40_000, interval: 200 };

beforeAll(() => sink.start());
afterAll(async () => {
  await sink.stop();
  await clients.dispose();
});
beforeEach(async () => {
  sink.mails.length = 0;
  await openShop();
  await seedCatalogue(clients.as('owner'), [bed], new Date().toISOString());
});

describe('alerts', () => {
  it('tells a guest once that a sold-out product is back, with a one-tap stop, and the alert is done', async () => {
    const alert = await ask();
    await product.update({ stock: 3 });
    await vi.waitFor(() => expect(sink.to(GUEST)).toHaveLength(1), wait);
    const [mail] = sink.to(GUEST);
    expect(mail?.subject).toBe('Back in stock: Pali Single Bed');
    const stop = `https://shop.example/alerts/stop?alert=${encodeURIComponent(alert.id)}&token=${alert.token}`;
    expect(mail?.text).toContain(stop);
    expect(JSON.stringify(mail?.headers.get('list'))).toContain(stop);
    expect(await statusOf(alert.id)).toBe('done');

    await product.update({ stock: 0 });
    await product.update({ stock: 5 });
    await settle();
    expect(sink.to(GUEST)).toHaveLength(1);
  });

  it('tells a price alert of a cut below the price seen, not of a rise', async () => {
    const alert = await ask({ kind: 'price-drop' });
    await product.update({ price: 19999 });
    await settle();
    expect(sink.to(GUEST)).toHaveLength(0);
    await product.update({ price: 16999 });
    await vi.waitFor(() => expect(sink.to(GUEST)).toHaveLength(1), wait);
    expect(sink.to(GUEST)[0]?.subject).toBe('Price drop: Pali Single Bed is now ₹16,999');
    expect(await statusOf(alert.id)).toBe('done');
  });

  it("a stop link removes every alert of its address; a product's deletion removes its alerts", async () => {
    const first = await ask();
    const second = await ask({ kind: 'price-drop' });
    const account = await new FirestoreAlertRepository(clients.as(shopper('asha'))).create({
      kind: 'back-in-stock',
      productId: 'bed',
      variantId: null,
      uid: 'asha',
      email: 'asha@example.com',
      priceSeen: 18999,
    });
    expect(await asGuest().stop(first.id, first.token)).toBe('stopped');
    await vi.waitFor(async () => expect(await statusOf(second.id)).toBeUndefined(), wait);
    expect(await statusOf(first.id)).toBeUndefined();
    expect(account.ok && (await statusOf(account.value.id))).toBe('waiting');

    await product.delete();
    await vi.waitFor(async () => expect((await admin.collection(ALERTS).get()).size).toBe(0), wait);
  });
});
