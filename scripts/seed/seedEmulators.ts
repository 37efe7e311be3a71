import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate } from 'firebase/firestore';
import { seedShop } from '../../src/adapters/firestore/seedShop';
import { demoShopData } from './demoShopData';
import { DEMO_ACCOUNTS } from '../../src/adapters/memory/seed/demoAccounts';
import { grantAdmin } from '../admin/grantAdmin';
import { openAdminAuth } from '../admin/openAdminAuth';

const firestoreHost = process.env['FIRESTORE_EMULATOR_HOST'] ?? '127.0.0.1:8080';
const authHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '127.0.0.1:9099';
const projectId = process.env['SEED_PROJECT_ID'] ?? 'demo-sheesham';

const answering = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/** Replaces the demo accounts in the Auth emulator, with the memory seed's uids so their records and orders match. */
const seedAccounts = async (): Promise<void> => {
  const base = `http://${authHost}`;
  const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  await fetch(`${base}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  for (const account of DEMO_ACCOUNTS) {
    const response = await fetch(`${base}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({
        localId: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        emailVerified: account.emailVerified,
      }),
    });
    if (!response.ok) throw new Error(`Could not create ${account.email}: ${await response.text()}`);
  }
};

/**
 * The demo admin gets the owner's `admin` claim the way a real shop's owner grants it (`npm run grant-admin`):
 * firebase-admin, here pointed at the Auth emulator. Its users/{uid} record keeps the role of the seed as well.
 */
const grantDemoAdmins = async (): Promise<string[]> => {
  const { auth, close } = openAdminAuth({ projectId, emulatorHost: authHost });
  try {
    const admins = DEMO_ACCOUNTS.filter((account) => account.role === 'admin');
    for (const account of admins) await grantAdmin(auth, account.email);
    return admins.map((account) => account.email);
  } finally {
    await close();
  }
};

export const seedEmulators = async (): Promise<void> => {
  const [firestoreUp, authUp] = await Promise.all([
    answering(`http://${firestoreHost}/`),
    answering(`http://${authHost}/`),
  ]);
  if (!firestoreUp || !authUp) {
    throw new Error(
      `The emulators are not running (Firestore ${firestoreHost}: ${firestoreUp ? 'up' : 'down'}, Auth ${authHost}: ` +
        `${authUp ? 'up' : 'down'}). Start them with: node scripts/emulators/start-emulators.mjs --seed`,
    );
  }
  const data = demoShopData();
  await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  const app = initializeApp({ projectId, apiKey: 'demo-key' }, 'seed');
  const db = getFirestore(app);
  const [host, port] = firestoreHost.split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port), { mockUserToken: 'owner' });
  try {
    await seedShop(db, data, new Date().toISOString());
    await seedAccounts();
  } finally {
    await terminate(db);
    await deleteApp(app);
  }
  const admins = await grantDemoAdmins();
  console.log(
    `Seeded ${projectId}: ${data.products.length} products, ${data.banners.length} banners, ${data.categories.length} ` +
      `categories, ${data.orders.length} orders, ${DEMO_ACCOUNTS.length} accounts (${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}); admin claim granted to ${admins.join(', ')}.`,
  );
};
