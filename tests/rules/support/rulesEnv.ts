import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  doc,
  type DocumentData,
  type Firestore,
  getDoc,
  serverTimestamp,
  Timestamp,
  writeBatch,
} from 'firebase/firestore';
import { toProductDocument } from '../../../src/adapters/firestore/productDocument';
import type { Product } from '../../../src/domain/catalogue/Product';
import type { Role } from '../../../src/domain/accounts/User';
import { EmulatorClients, firestoreHost } from '../../contracts/firestore/support/emulator';
import { testProduct } from '../../contracts/support/testProduct';

const accounts = new WeakMap<Firestore, { uid: string; email: string }>();

/** Remembers whose client `db` is, so the activity entries it writes (support/logged) name that person. */
export const actingAs = (db: Firestore, uid: string, email = ''): Firestore => {
  accounts.set(db, { uid, email });
  return db;
};

/** The uid `actingAs` remembered for `db` ('nobody' for a client it was not told of). */
export const uidOf = (db: Firestore): string => accounts.get(db)?.uid ?? 'nobody';

/** The e-mail its token carries, the name an activity entry may show for it (Activity.actorOf). */
export const emailOf = (db: Firestore): string => accounts.get(db)?.email ?? '';

/** A rules test environment on the emulator, with the repository's firestore.rules loaded into its project. */
export const rulesEnvironment = async (projectId: string): Promise<RulesTestEnvironment> => {
  const [host, port] = firestoreHost().split(':');
  return initializeTestEnvironment({
    projectId,
    firestore: {
      host: host ?? '127.0.0.1',
      port: Number(port),
      rules: readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
};

/** The people a rules test acts as; the claims are what `request.auth.token` holds. */
export const people = (env: RulesTestEnvironment) => {
  const as = (
    uid: string,
    email: string,
    verified: boolean,
    claims: Record<string, unknown> = {},
  ): Firestore =>
    actingAs(
      env
        .authenticatedContext(uid, { email, email_verified: verified, ...claims })
        .firestore() as unknown as Firestore,
      uid,
      email,
    );
  return {
    anonymous: env.unauthenticatedContext().firestore() as unknown as Firestore,
    shopper: as('shopper', 'shopper@example.com', true),
    other: as('other', 'other@example.com', true),
    unverified: as('newbie', 'newbie@example.com', false),
    /** Granted the custom claim admin: true by the owner (npm run grant-admin), e-mail verified. */
    admin: as('claimadmin', 'owner@example.com', true, { admin: true }),
    /** The claim, but the e-mail is NOT verified. */
    unverifiedClaim: as('claimowner', 'owner2@example.com', false, { admin: true }),
    /** The demo backend's admin address, which anyone can register on a real project: no admin there. */
    demoAddress: as('demoaddress', 'admin@demo.shop', true),
    /** Not on the list, but users/staff.role is 'admin' (see seedUsers). */
    staff: as('staff', 'staff@example.com', true),
    /** users/manager.role is 'manager': the catalogue, orders, banners, delivery and reviews. */
    manager: as('manager', 'manager@example.com', true),
    /** users/support.role is 'support': orders, returns and customers; the catalogue read-only. */
    support: as('support', 'support@example.com', true),
  };
};

const owners = new Map<string, EmulatorClients>();

/** Writes fixtures with the rules switched off, in one batch from one long-lived owner client per project. */
/** The project's owner, past the rules. */
const ownerOf = (env: RulesTestEnvironment): Firestore => {
  let clients = owners.get(env.projectId);
  if (!clients) {
    clients = new EmulatorClients(env.projectId);
    owners.set(env.projectId, clients);
  }
  return clients.as('owner');
};

/** A document as stored, read past the rules (undefined when missing). */
export const stored = async (env: RulesTestEnvironment, path: string): Promise<DocumentData | undefined> =>
  (await getDoc(doc(ownerOf(env), path))).data();

export const seed = async (
  env: RulesTestEnvironment,
  documents: Record<string, DocumentData>,
): Promise<void> => {
  const db = ownerOf(env);
  const batch = writeBatch(db);
  for (const [path, data] of Object.entries(documents)) batch.set(doc(db, path), data);
  await batch.commit();
};

/** Closes the seeding clients and the environment. */
export const closeRules = async (env: RulesTestEnvironment): Promise<void> => {
  await owners.get(env.projectId)?.dispose();
  owners.delete(env.projectId);
  await env.cleanup();
};

export const userRecord = (uid: string, email: string, role: Role = 'user'): DocumentData => ({
  uid,
  email,
  emailVerified: true,
  displayName: uid,
  name: uid,
  photoURL: '',
  role,
  createdAt: '2025-01-01T00:00:00.000Z',
});

/** A record as its owner creates it: with their consent to the privacy notice, at the server's time of the write. */
export const consented = (record: DocumentData): DocumentData => ({
  ...record,
  privacyConsentAt: serverTimestamp(),
});

export const seedUsers = (env: RulesTestEnvironment): Promise<void> =>
  seed(env, {
    'users/shopper': userRecord('shopper', 'shopper@example.com'),
    'users/other': userRecord('other', 'other@example.com'),
    'users/staff': userRecord('staff', 'staff@example.com', 'admin'),
    'users/manager': userRecord('manager', 'manager@example.com', 'manager'),
    'users/support': userRecord('support', 'support@example.com', 'support'),
  });

/** An empty project with the users of seedUsers and `documents`, written past the rules. */
export const seedShop = async (
  env: RulesTestEnvironment,
  documents: Record<string, DocumentData> = {},
): Promise<void> => {
  await env.clearFirestore();
  await seedUsers(env);
  await seed(env, documents);
};

/** A product as the adapter stores it (with its derived query fields). */
export const productDocument = (id: string, overrides: Partial<Product> = {}): DocumentData =>
  toProductDocument(testProduct(id, { rating: 0, reviewCount: 0, ...overrides }));

export const now = (): Timestamp => Timestamp.now();

/** A banner as the adapter stores it. */
export const bannerDocument = (fields: DocumentData = {}): DocumentData => ({
  title: 'Festive Sale',
  subtitle: 'Up to 40% off',
  description: 'Solid sheesham',
  image: '/images/banners/festive.svg',
  ctaText: 'Shop Now',
  ctaLink: '/categories',
  isActive: true,
  order: 1,
  type: 'image-only',
  linkedProductId: null,
  createdAt: now(),
  updatedAt: now(),
  ...fields,
});
