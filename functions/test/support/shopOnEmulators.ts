import { readFileSync } from 'node:fs';
import { doc, setDoc } from 'firebase/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import { FirestoreOrderRepository } from '../../../src/adapters/firestore/FirestoreOrderRepository';
import { OUTBOX } from '../../../src/adapters/firestore/collections';
import { seedCatalogue } from '../../../src/adapters/firestore/seedCatalogue';
import { toDeliveryZonesDocument } from '../../../src/adapters/firestore/deliveryZonesDocument';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../../src/domain/settings/ShopSettings';
import { line, request, TEST_ZONES } from '../../../tests/contracts/orders/orderRequests';
import { ADMIN, actorOf, EmulatorClients } from '../../../tests/contracts/firestore/support/emulator';
import { shopperOrders } from '../../../tests/contracts/firestore/support/shopperOrders';
import { testProduct } from '../../../tests/contracts/support/testProduct';
import { pause } from '../../../tests/contracts/support/timing';
import { fromOutboxDocument } from '../../src/outboxDocument';
// The module's app and options, before `admin` reads the app.
import '../../src/serverOptions';

/**
 * The shop the server module's suites run against (docs/operations.md#server-module): the Firestore emulator the
 * Functions emulator's triggers listen to, reached through the rules as the app does (`clients`) and as the module
 * does (`admin`), with one product and a seller who may issue tax invoices.
 */
export const required = (name: string): string => {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the server module's suite with \`npm run test:emulators\`.`);
  return value;
};
export const clients = new EmulatorClients(required('SHEESHAM_EMULATOR_PROJECT'));
export const admin = getFirestore();
export const OWNER_EMAIL = 'owner@shop.example';
export const SETTINGS: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  email: OWNER_EMAIL,
  sellerLegalName: 'Example Furniture Works (fictitious)',
  sellerAddress: '2 Sample Street, Jaipur 302001',
  sellerState: 'Rajasthan',
  sellerGstin: '08ABCDE1234F1Z0',
  invoicePrefix: 'EF',
};
/** The rules record the signed-in admin's own address in an order's history. */
export const STAFF = typeof ADMIN === 'object' ? (ADMIN.email ?? '') : '';
export const sofa = testProduct('sofa', { name: 'Jodhpur Sofa', price: 24000, stock: 20 });

/** A fresh shop: nothing but `settings`, the test zones and the sofa. */
export const openShop = async (settings: ShopSettings = SETTINGS): Promise<void> => {
  await clients.clear();
  const owner = clients.as('owner');
  await setDoc(doc(owner, 'settings', 'shop'), settings);
  await setDoc(doc(owner, 'settings', 'delivery'), toDeliveryZonesDocument(TEST_ZONES));
  await seedCatalogue(owner, [sofa], new Date().toISOString());
};

export const staffOrders = () => new FirestoreOrderRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN)));

export const outboxEntry = async (id: string) => {
  const snapshot = await admin.collection(OUTBOX).doc(id).get();
  return snapshot.exists ? fromOutboxDocument(id, snapshot.data() ?? {}) : null;
};

/** An order placed by the verified shopper `uid`, through the rules. */
export const place = async (uid: string, email: string, overrides: Parameters<typeof request>[1] = {}) => {
  const placed = await shopperOrders(clients, uid, email).placeOrder(
    request([line('sofa', 24000)], { userId: uid, customerEmail: email, ...overrides }),
  );
  if (!placed.ok) throw new Error(`The order was refused: ${placed.error.code}`);
  return placed.value;
};

/**
 * How many times the Functions emulator has run a function so far, from its log; the alerts' trigger on products left
 * out, as clearing and seeding the shop before each test set it going too, at times of the emulator's choosing (a
 * test counts the product writes it makes itself).
 */
export const invocations = (): number =>
  (
    readFileSync(required('SHEESHAM_FUNCTIONS_LOG'), 'utf8').match(
      /Beginning execution of "(?!.*onProductWritten)/g,
    ) ?? []
  ).length;

/**
 * Until the emulator has run nothing for 1.5 s: what earlier steps set going (a seeded product's trigger, a
 * cancellation's send) is done, so a count of invocations from here is the test's own.
 */
export const quiet = async (): Promise<void> => {
  for (let last = -1; invocations() !== last;) {
    last = invocations();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  }
};

/** Lets any trigger still under way finish, so a test can say that nothing more arrived. */
export const settle = () => pause(3000);
