import { doc, setDoc } from 'firebase/firestore';
import { toDeliveryZonesDocument } from '../../../src/adapters/firestore/deliveryZonesDocument';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAdminAuth } from '../../../scripts/admin/openAdminAuth';
import {
  createFirebaseBackend,
  type FirebaseBackend,
} from '../../../src/adapters/firestore/createFirebaseBackend';
import { seedCatalogue } from '../../../src/adapters/firestore/seedCatalogue';
import type { AuthUser } from '../../../src/domain/accounts/User';
import { describeAuthServiceContract } from '../authService.contract';
import { ADDRESS, line, TEST_ZONES } from '../orders/orderRequests';
import { recorder } from '../support/timing';
import { testProduct } from '../support/testProduct';
import {
  clearAccounts,
  grantAdminOnEmulator,
  latestPasswordResetCode,
  latestVerificationCode,
} from './support/authEmulator';
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

/** Opens whole backends for the test that asks, and disposes of them after it. */
const backendsEachTest = (): (() => FirebaseBackend) => {
  const backends: FirebaseBackend[] = [];
  afterEach(async () => {
    await Promise.all(backends.splice(0).map((backend) => backend.dispose()));
  });
  return () => {
    const backend = emulatorBackend();
    backends.push(backend);
    return backend;
  };
};

/** A new account on `backend`, verified through the Auth emulator's code, and signed in. */
const signUpVerified = async (
  backend: FirebaseBackend,
  email: string,
  name = email.split('@')[0] ?? 'Someone',
): Promise<AuthUser> => {
  await backend.auth.signUp(email, 'secret123', name);
  await backend.auth.applyVerificationCode((await latestVerificationCode(email)) as string);
  return backend.auth.currentUser() as AuthUser;
};

describeAuthServiceContract('firebase auth emulator', async () => {
  await clearAccounts();
  const backend = emulatorBackend();
  return {
    auth: backend.auth,
    latestVerificationCode,
    latestPasswordResetCode,
    dispose: () => backend.dispose(),
  };
});

describe('the Firebase backend end to end, with real Auth emulator tokens through the rules', () => {
  const open = backendsEachTest();

  it('signs a shopper up, verifies through the emulator code, checks out; the admin sees the order and ships it', async () => {
    await clearAccounts();
    const owner = new EmulatorClients(authProjectId());
    await owner.clear();
    await seedCatalogue(
      owner.as('owner'),
      [testProduct('teakbed', { name: 'Teak Bed', price: 45000, stock: 2 })],
      new Date().toISOString(),
    );
    await setDoc(doc(owner.as('owner'), 'settings', 'delivery'), toDeliveryZonesDocument(TEST_ZONES));
    await owner.dispose();

    const shop = open();
    const unverified = await shop.auth.signUp('meera@example.com', 'secret123', 'Meera Nair');
    const profile = {
      uid: unverified.uid,
      email: unverified.email,
      emailVerified: unverified.emailVerified,
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
      paymentMethod: 'cod' as const,
      termsAccepted: true,
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
    await expect(
      shop.orders.updateStatus('e2eorder000000000001', 'confirmed', 'meera@example.com'),
    ).rejects.toMatchObject({
      code: 'REPO.PERMISSION_DENIED',
    });

    // The shop's staff: an account the owner granted the admin claim (no e-mail list), signed in again after it.
    const back = open();
    await signUpVerified(back, 'staff@example.com', 'Shop Admin');
    await grantAdminOnEmulator('staff@example.com');
    await back.auth.signOut();
    expect(await back.auth.signIn('staff@example.com', 'secret123')).toMatchObject({ adminClaim: true });
    const { items } = await back.orders.adminList({ pageSize: 10 });
    expect(items.map((entry) => entry.id)).toEqual(['e2eorder000000000001']);
    await back.orders.updateStatus('e2eorder000000000001', 'confirmed', 'staff@example.com');
    await back.orders.updateStatus('e2eorder000000000001', 'shipped', 'staff@example.com');
    expect((await shop.orders.listByUser(unverified.uid, 5))[0]?.status).toBe('shipped');
    expect((await back.products.getById('teakbed'))?.stock).toBe(1);
  });
});

describe("the owner's admin claim (npm run grant-admin), as FirebaseAuthService reports it", () => {
  const open = backendsEachTest();
  /** The token in hand predates a grant: the owner signs out and in again, as grant-admin tells them to. */
  const signInAgain = async (backend: FirebaseBackend, email: string) => {
    await backend.auth.signOut();
    return backend.auth.signIn(email, 'secret123');
  };
  const customClaimsOf = async (email: string) => {
    const { auth, close } = openAdminAuth({ projectId: authProjectId() });
    try {
      return (await auth.getUserByEmail(email)).customClaims ?? {};
    } finally {
      await close();
    }
  };

  it('reports adminClaim for a granted account after it signs in again, and not for one without the grant', async () => {
    await clearAccounts();
    const owner = open();
    expect((await signUpVerified(owner, 'owner@example.com')).adminClaim).toBe(false);
    const granted = await grantAdminOnEmulator(' Owner@Example.com');
    expect(granted).toMatchObject({ email: 'owner@example.com', admin: true, changed: true });
    expect(await signInAgain(owner, 'owner@example.com')).toMatchObject({
      adminClaim: true,
      emailVerified: true,
    });
    expect(owner.auth.currentUser()?.adminClaim).toBe(true);
    const seen = recorder<AuthUser | null>();
    const stop = owner.auth.onAuthStateChanged(seen.listener);
    await vi.waitFor(() =>
      expect(seen.last()).toMatchObject({ email: 'owner@example.com', adminClaim: true }),
    );
    stop();
    expect((await owner.auth.reload())?.adminClaim).toBe(true);

    const shopper = open();
    await signUpVerified(shopper, 'plain@example.com');
    expect(await signInAgain(shopper, 'plain@example.com')).toMatchObject({ adminClaim: false });
    expect(shopper.auth.currentUser()?.adminClaim).toBe(false);
  });

  it('keeps the other claims, changes nothing when granted twice, and revokes only the admin claim', async () => {
    await clearAccounts();
    const owner = open();
    const { uid } = await signUpVerified(owner, 'owner@example.com');
    const admin = openAdminAuth({ projectId: authProjectId() });
    await admin.auth.setCustomUserClaims(uid, { tier: 'gold' });
    await admin.close();
    expect(await grantAdminOnEmulator('owner@example.com')).toMatchObject({ changed: true });
    expect(await customClaimsOf('owner@example.com')).toEqual({ tier: 'gold', admin: true });
    expect(await grantAdminOnEmulator('owner@example.com')).toMatchObject({ admin: true, changed: false });
    expect(await grantAdminOnEmulator('owner@example.com', { revoke: true })).toMatchObject({
      admin: false,
      changed: true,
    });
    expect(await customClaimsOf('owner@example.com')).toEqual({ tier: 'gold' });
    expect(await signInAgain(owner, 'owner@example.com')).toMatchObject({ adminClaim: false });
  });

  it('refuses an account whose e-mail is not verified, and an e-mail with no account', async () => {
    await clearAccounts();
    const newbie = open();
    await newbie.auth.signUp('newbie@example.com', 'secret123', 'Newbie');
    await expect(grantAdminOnEmulator('newbie@example.com')).rejects.toMatchObject({
      name: 'GrantAdminError',
      message: expect.stringContaining('newbie@example.com has not verified its e-mail yet'),
    });
    expect(await customClaimsOf('newbie@example.com')).toEqual({});
    expect(await signInAgain(newbie, 'newbie@example.com')).toMatchObject({ adminClaim: false });
    await expect(grantAdminOnEmulator('nobody@example.com')).rejects.toThrow(
      'No account with the e-mail nobody@example.com',
    );
  });

  it("grants the emulators' demo admin the claim when seeding (npm run seed), and keeps its record's role", async () => {
    process.env['SEED_PROJECT_ID'] = authProjectId();
    const { seedEmulators } = await import('../../../scripts/seed/seedEmulators');
    await seedEmulators();
    const admin = open();
    expect(await admin.auth.signIn('admin@demo.shop', 'admin123')).toMatchObject({ adminClaim: true });
    expect(await admin.users.get('demoAdmin')).toMatchObject({ role: 'admin' });
    const shopper = open();
    expect(await shopper.auth.signIn('shopper@demo.shop', 'shopper123')).toMatchObject({ adminClaim: false });
  });

  it('does the same from the command line (npm run grant-admin)', async () => {
    await clearAccounts();
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const grant = (...args: string[]) =>
      spawnSync('node', ['scripts/admin/grant-admin.mjs', '--project', authProjectId(), ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: authHost() },
      });
    const cli = open();
    await cli.auth.signUp('cli@example.com', 'secret123', 'Cli Owner');
    const unverified = grant('--email', 'cli@example.com');
    expect(unverified.status).toBe(1);
    expect(unverified.stderr).toContain('has not verified its e-mail yet');
    await cli.auth.applyVerificationCode((await latestVerificationCode('cli@example.com')) as string);
    const granted = grant('--email', 'cli@example.com');
    expect(granted.stderr).toBe('');
    expect(granted.status).toBe(0);
    expect(granted.stdout).toContain('Granted admin to cli@example.com');
    expect(granted.stdout).toContain('sign out and sign in again');
    expect(await signInAgain(cli, 'cli@example.com')).toMatchObject({ adminClaim: true });
    const revoked = grant('--email', 'cli@example.com', '--revoke');
    expect(revoked.status).toBe(0);
    expect(revoked.stdout).toContain('Removed admin from cli@example.com');
    expect(grant().stderr).toContain('Both --project and --email are needed');
  });
});

describeSeedProject();
