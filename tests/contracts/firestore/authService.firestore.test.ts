import { afterEach, describe, expect, it } from 'vitest';
import {
  createFirebaseBackend,
  type FirebaseBackend,
} from '../../../src/adapters/firestore/createFirebaseBackend';
import { seedCatalogue } from '../../../src/adapters/firestore/seedCatalogue';
import type { AuthUser } from '../../../src/domain/User';
import { describeAuthServiceContract } from '../authService.contract';
import { ADDRESS, line } from '../orders/orderRequests';
import { testProduct } from '../support/testProduct';
import { clearAccounts, latestVerificationCode } from './support/authEmulator';
import { authHost, authProjectId, EmulatorClients, firestoreHost } from './support/emulator';
import { describeSeedProject } from './support/seedProjectCases';

let apps = 0;
/** A whole backend as the composition root builds it, on both emulators, with the session kept in memory. */
export const emulatorBackend = (): FirebaseBackend =>
  createFirebaseBackend({
    apiKey: 'demo-api-key',
    authDomain: `${authProjectId()}.firebaseapp.com`,
    projectId: authProjectId(),
    appId: 'demo-app',
    emulators: { firestoreHost: firestoreHost(), authUrl: `http://${authHost()}` },
    authPersistence: 'memory',
    appName: `auth-test-${++apps}`,
  });

describeAuthServiceContract('firebase auth emulator', async () => {
  await clearAccounts();
  const backend = emulatorBackend();
  return { auth: backend.auth, latestVerificationCode, dispose: () => backend.dispose() };
});

describe('the Firebase backend end to end, with real Auth emulator tokens through the rules', () => {
  const backends: FirebaseBackend[] = [];
  afterEach(async () => {
    await Promise.all(backends.splice(0).map((backend) => backend.dispose()));
  });
  const open = (): FirebaseBackend => {
    const backend = emulatorBackend();
    backends.push(backend);
    return backend;
  };
  const signUpVerified = async (backend: FirebaseBackend, email: string, name: string) => {
    await backend.auth.signUp(email, 'secret123', name);
    await backend.auth.applyVerificationCode((await latestVerificationCode(email)) as string);
    return backend.auth.currentUser() as AuthUser;
  };

  it('signs a shopper up, verifies through the emulator code, checks out; the admin sees the order and ships it', async () => {
    await clearAccounts();
    const owner = new EmulatorClients(authProjectId());
    await owner.clear();
    await seedCatalogue(
      owner.as('owner'),
      [testProduct('teakbed', { name: 'Teak Bed', price: 45000, stock: 2 })],
      new Date().toISOString(),
    );
    await owner.dispose();

    const shop = open();
    const unverified = await shop.auth.signUp('meera@example.com', 'secret123', 'Meera Nair');
    const profile = {
      uid: unverified.uid,
      email: unverified.email,
      displayName: 'Meera Nair',
      name: 'Meera Nair',
      photoURL: '',
      createdAt: new Date().toISOString(),
    };
    expect(await shop.users.ensure(profile)).toMatchObject({ role: 'user' });
    const order = {
      orderId: 'e2eorder000000000001',
      userId: unverified.uid,
      customerEmail: unverified.email,
      lines: [line('teakbed', 45000)],
      shippingAddress: ADDRESS,
    };
    // The rules let only verified owners order.
    await expect(shop.orders.placeOrder(order)).rejects.toMatchObject({ code: 'REPO.PERMISSION_DENIED' });
    await shop.auth.applyVerificationCode((await latestVerificationCode('meera@example.com')) as string);
    expect(shop.auth.currentUser()?.emailVerified).toBe(true);
    const placed = await shop.orders.placeOrder(order);
    expect(placed).toMatchObject({ ok: true, value: { status: 'pending', total: 45000 } });
    await expect(shop.users.setRole(unverified.uid, 'admin')).rejects.toMatchObject({
      code: 'REPO.PERMISSION_DENIED',
    });
    await expect(shop.orders.updateStatus('e2eorder000000000001', 'delivered')).rejects.toMatchObject({
      code: 'REPO.PERMISSION_DENIED',
    });

    const back = open();
    await signUpVerified(back, 'admin@demo.shop', 'Shop Admin');
    const { items } = await back.orders.adminList({ pageSize: 10 });
    expect(items.map((entry) => entry.id)).toEqual(['e2eorder000000000001']);
    await back.orders.updateStatus('e2eorder000000000001', 'shipped');
    expect((await shop.orders.listByUser(unverified.uid, 5))[0]?.status).toBe('shipped');
    expect((await back.products.getById('teakbed'))?.stock).toBe(1);
  });
});

describeSeedProject();
