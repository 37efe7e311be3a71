import { actorOf } from '../../src/domain/staff/Activity';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, terminate } from 'firebase/firestore';
import { META, SUMMARY_ID } from '../../src/adapters/firestore/collections';
import { firebaseConfigFromEnv } from '../../src/adapters/firestore/firebaseConfigFromEnv';
import { seedShop } from '../../src/adapters/firestore/seedShop';
import type { ShopSettings } from '../../src/domain/settings/ShopSettings';
import { demoShopData } from './demoShopData';

export interface SeedProjectOptions {
  /** The app's VITE_* settings (.env.local), as for `VITE_BACKEND=firebase`. */
  env: Readonly<Record<string, string | undefined>>;
  /** An admin of the project: a verified account with the `admin` claim (npm run grant-admin) or the admin role. */
  adminEmail: string;
  adminPassword: string;
}

/** The settings a real shop must give itself: the demo's are fictitious. Empty, the shop says nothing of them. */
export const WITHOUT_DEMO_IDENTITY: Partial<ShopSettings> = {
  upiId: '',
  upiPayeeName: '',
  sellerLegalName: '',
  sellerAddress: '',
  sellerState: '',
  sellerGstin: '',
  grievanceOfficerName: '',
  grievanceOfficerDesignation: '',
  grievanceOfficerPhone: '',
  grievanceOfficerEmail: '',
};

/**
 * Loads the demo catalogue, categories, banners and settings into a real Firebase project, signed in as one of its
 * admins, so every write goes through firestore.rules like the admin panel's. Demo accounts, users and orders are
 * left out: a real project's accounts are its shoppers'. Refuses a project that already has a catalogue.
 */
export const seedProject = async ({ env, adminEmail, adminPassword }: SeedProjectOptions) => {
  const { apiKey, authDomain, projectId, appId, emulators } = firebaseConfigFromEnv(env);
  const app = initializeApp({ apiKey, authDomain, projectId, appId }, `seed-${projectId}-${Date.now()}`);
  const auth = getAuth(app);
  const db = getFirestore(app);
  if (emulators) {
    const [host, port] = emulators.firestoreHost.split(':');
    connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
    connectAuthEmulator(auth, emulators.authUrl, { disableWarnings: true });
  }
  try {
    const { user } = await signInWithEmailAndPassword(auth, adminEmail, adminPassword);
    if (!user.emailVerified)
      throw new Error(`${adminEmail} has not verified its e-mail yet, so it is not an admin.`);
    const existing = await getDoc(doc(db, META, SUMMARY_ID));
    if (existing.exists()) {
      throw new Error(
        `Project ${projectId} already has a catalogue (${META}/${SUMMARY_ID}); the demo shop is only for an empty one.`,
      );
    }
    const data = demoShopData();
    // A real shop names its own UPI ID: the demo's fictitious one would send shoppers' money nowhere. Nor does it
    // show the demo's fictitious seller and grievance officer on its invoices, footer and legal pages.
    const settings = { ...data.settings, ...WITHOUT_DEMO_IDENTITY };
    // Nor does it show the demo's reviews: a rating no customer gave is a fake review (and the rules refuse it).
    const products = data.products.map((product) => ({ ...product, rating: 0, reviewCount: 0 }));
    await seedShop(
      db,
      {
        ...data,
        products,
        settings,
        users: [],
        orders: [],
        returns: [],
        reviews: [],
        complaints: [],
        offers: [],
      },
      new Date().toISOString(),
      () => actorOf(user),
    );
    return { projectId, products: data.products.length, banners: data.banners.length };
  } finally {
    await terminate(db);
    await deleteApp(app);
  }
};
