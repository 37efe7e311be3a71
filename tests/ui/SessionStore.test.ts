import { autorun, when } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryAuthService } from '../../src/adapters/memory/InMemoryAuthService';
import { InMemoryDemoInbox } from '../../src/adapters/memory/InMemoryDemoInbox';
import { InMemoryKeyValueStorage } from '../../src/adapters/memory/InMemoryKeyValueStorage';
import { InMemoryUserRepository } from '../../src/adapters/memory/InMemoryUserRepository';
import { MemoryDatabase } from '../../src/adapters/memory/MemoryDatabase';
import { RandomIdGenerator } from '../../src/adapters/memory/RandomIdGenerator';
import { seedDemoAccounts } from '../../src/adapters/memory/seed/demoAccounts';
import { SystemClock } from '../../src/adapters/memory/SystemClock';
import { decideAccess } from '../../src/domain/staff/RouteAccess';
import { routeFor } from '../../src/ui/app/routes/routeTable';
import { SessionStore } from '../../src/ui/shared/stores/SessionStore';
import { configureMobx } from '../../src/ui/shared/stores/configureMobx';
import { memoryActivityLog } from '../support/activityFakes';

configureMobx();

const clock = new SystemClock();
let users: InMemoryUserRepository;
let auth: InMemoryAuthService;
let session: SessionStore;
let stop: () => void;

const make = (adminEmails = ['owner@demo.shop', 'admin@demo.shop']) => {
  const db = new MemoryDatabase();
  seedDemoAccounts(db);
  const ids = new RandomIdGenerator();
  users = new InMemoryUserRepository(db, memoryActivityLog(db));
  auth = new InMemoryAuthService(
    db,
    new InMemoryKeyValueStorage(),
    clock,
    ids,
    new InMemoryDemoInbox(db, clock, ids),
    {
      popupDelayMs: 0,
    },
  );
  session = new SessionStore(auth, users, { backend: 'memory', adminEmails }, clock);
  stop = session.start();
};

const settled = () => when(() => session.ready && !session.profileLoading);

describe('SessionStore', () => {
  beforeEach(() => make());
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('follows the auth transitions of docs/behaviour.md#accounts-and-verification', () => {
    session.setError('Oops');
    expect(session.loading).toBe(false);
    expect(session.error).toBe('Oops');
    session.setUser({
      uid: 'u',
      email: 'a@b.in',
      displayName: 'A',
      photoURL: '',
      emailVerified: true,
      adminClaim: false,
    });
    expect(session.user?.uid).toBe('u');
    expect(session.error).toBeNull();
    expect(session.loading).toBe(false);
    session.clearUser();
    expect(session.user).toBeNull();
    expect(session.error).toBeNull();
    expect(session.loading).toBe(false);
  });

  it('is loading until the auth service reports, then signed out', async () => {
    stop();
    make();
    expect(session.guardSession).toEqual({ status: 'loading' });
    await settled();
    expect(session.guardSession).toEqual({ status: 'signed-out' });
    expect(session.loading).toBe(false);
  });

  it('signs a shopper in with their user record; not an admin', async () => {
    const result = await session.signIn('shopper@demo.shop', 'shopper123');
    expect(result.ok).toBe(true);
    await settled();
    expect(session.user?.email).toBe('shopper@demo.shop');
    expect(session.profile?.role).toBe('user');
    expect(session.displayName).toBe('Priya Sharma');
    expect(session.isAdmin).toBe(false);
    expect(decideAccess({ pathname: '/admin' }, routeFor('/admin'), session.guardSession)).toEqual({
      kind: 'redirect-home',
      messageCode: 'ADMIN.STAFF_ONLY',
    });
  });

  it('recognises the demo admin', async () => {
    await session.signIn('admin@demo.shop', 'admin123');
    await settled();
    expect(session.isAdmin).toBe(true);
    expect(decideAccess({ pathname: '/admin' }, routeFor('/admin'), session.guardSession)).toEqual({
      kind: 'allow',
    });
  });

  it("counts the owner's admin claim of a verified account, with no e-mail list (firebase mode)", () => {
    stop();
    make([]);
    const user = { uid: 'u', email: 'owner@shop.in', displayName: 'O', photoURL: '' };
    session.setUser({ ...user, emailVerified: true, adminClaim: true });
    expect(session.isAdmin).toBe(true);
    session.setUser({ ...user, emailVerified: false, adminClaim: true });
    expect(session.isAdmin).toBe(false);
    session.setUser({ ...user, emailVerified: true, adminClaim: false });
    expect(session.isAdmin).toBe(false);
  });

  it('counts a verified e-mail on the configured admin list as admin (AdminPolicy)', async () => {
    stop();
    make(['shopper@demo.shop']);
    await session.signIn('Shopper@Demo.Shop', 'shopper123');
    await settled();
    expect(session.profile?.role).toBe('user');
    expect(session.isAdmin).toBe(true);
  });

  it('turns a wrong password into a readable message and stops loading', async () => {
    const result = await session.signIn('shopper@demo.shop', 'wrong-password');
    expect(result).toEqual({ ok: false, message: 'The e-mail or password is incorrect. Please try again.' });
    expect(session.error).toBe('The e-mail or password is incorrect. Please try again.');
    expect(session.loading).toBe(false);
    expect(session.user).toBeNull();
  });

  it('signs up: account, display name and a user record with role user and the consent; unverified users are held at /', async () => {
    const result = await session.signUp('  Asha Verma ', 'asha@example.in', 'secret12');
    expect(result.ok).toBe(true);
    await settled();
    const uid = session.user?.uid ?? '';
    expect(session.user?.displayName).toBe('Asha Verma');
    expect(await users.get(uid)).toMatchObject({
      uid,
      email: 'asha@example.in',
      name: 'Asha Verma',
      role: 'user',
      privacyConsentAt: expect.any(String),
    });
    expect(session.profile).toEqual(await users.get(uid));
    expect(session.user?.emailVerified).toBe(false);
    expect(decideAccess({ pathname: '/products' }, routeFor('/products'), session.guardSession)).toEqual({
      kind: 'allow',
    });
    expect(decideAccess({ pathname: '/orders' }, routeFor('/orders'), session.guardSession)).toEqual({
      kind: 'hold-unverified',
    });
  });

  it('never asks a shopper who is signing up for the consent they just gave, nor shows them signed in, until their record is made', async () => {
    await settled();
    // The auth service reports the new account, then sends the verification e-mail (a round trip) before returning.
    const signUp = auth.signUp.bind(auth);
    vi.spyOn(auth, 'signUp').mockImplementation(async (...args) => {
      const user = await signUp(...args);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return user;
    });
    const seen: { asked: boolean; signedInWithoutRecord: boolean }[] = [];
    const stopWatching = autorun(() =>
      seen.push({
        asked: session.needsPrivacyConsent,
        signedInWithoutRecord: !session.creatingAccount && session.user !== null && session.profile === null,
      }),
    );
    expect((await session.signUp('Asha Verma', 'asha@example.in', 'secret12')).ok).toBe(true);
    await settled();
    stopWatching();
    expect(seen.some((state) => state.asked)).toBe(false);
    expect(seen.some((state) => state.signedInWithoutRecord)).toBe(false);
    expect(session.profile).toMatchObject({ email: 'asha@example.in', privacyConsentAt: expect.any(String) });
  });

  it('reads what there is when a sign-up fails after its account was made: no record, so the consent is asked again', async () => {
    await settled();
    const signUp = auth.signUp.bind(auth);
    vi.spyOn(auth, 'signUp').mockImplementation(async (...args) => {
      await signUp(...args);
      throw new Error('The verification e-mail could not be sent');
    });
    expect((await session.signUp('Asha Verma', 'asha@example.in', 'secret12')).ok).toBe(false);
    await settled();
    expect(session.creatingAccount).toBe(false);
    expect(session.user?.email).toBe('asha@example.in');
    expect(session.needsPrivacyConsent).toBe(true);
  });

  it('makes no record for a first Google sign-in until the user agrees to the privacy notice', async () => {
    const result = await session.signInWithGoogle();
    expect(result.ok).toBe(true);
    await settled();
    expect(session.user?.email).toBe('google.user@demo.shop');
    expect(session.profile).toBeNull();
    expect(session.needsPrivacyConsent).toBe(true);
    expect(await users.get(session.user?.uid ?? '')).toBeNull();

    expect((await session.acceptPrivacyNotice()).ok).toBe(true);
    expect(session.needsPrivacyConsent).toBe(false);
    expect(session.profile).toMatchObject({ role: 'user', privacyConsentAt: expect.any(String) });
    expect(await users.get(session.user?.uid ?? '')).toEqual(session.profile);
  });

  it('creates the user record, with the consent, of a first Google sign-in that agreed on the sign-up screen', async () => {
    expect((await session.signInWithGoogle(true)).ok).toBe(true);
    await settled();
    expect(session.profile).toMatchObject({ role: 'user', privacyConsentAt: expect.any(String) });
    expect(session.needsPrivacyConsent).toBe(false);
  });

  it('reads an existing record whatever the consent, and never asks an account made before the shop asked', async () => {
    await session.signIn('shopper@demo.shop', 'shopper123');
    await settled();
    expect(session.profile?.privacyConsentAt).toBeUndefined();
    expect(session.needsPrivacyConsent).toBe(false);
  });

  it('says it could not make the record when the write fails, and still asks for the consent to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await session.signInWithGoogle();
    await settled();
    vi.spyOn(users, 'ensure').mockRejectedValue(new Error('offline'));
    expect(await session.acceptPrivacyNotice()).toEqual({
      ok: false,
      message: 'An unexpected error occurred',
    });
    expect(session.profile).toBeNull();
    expect(session.needsPrivacyConsent).toBe(true);
    vi.restoreAllMocks();
    expect((await session.acceptPrivacyNotice()).ok).toBe(true);
    expect(session.needsPrivacyConsent).toBe(false);
  });

  it('updates the name on the auth user and the user record', async () => {
    await session.signIn('shopper@demo.shop', 'shopper123');
    await settled();
    const result = await session.updateName('Priya S.');
    expect(result.ok).toBe(true);
    expect(session.displayName).toBe('Priya S.');
    expect(session.user?.displayName).toBe('Priya S.');
    expect((await users.get(session.user?.uid ?? ''))?.name).toBe('Priya S.');
  });

  it('signs out: user, profile, loading and error emptied', async () => {
    await session.signIn('admin@demo.shop', 'admin123');
    await settled();
    await session.signOut();
    expect(session.user).toBeNull();
    expect(session.profile).toBeNull();
    expect(session.isAdmin).toBe(false);
    expect(session.guardSession).toEqual({ status: 'signed-out' });
  });

  it('marks the admin check failed when the user record cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(users, 'get').mockRejectedValue(new Error('permission denied'));
    await session.signIn('shopper@demo.shop', 'shopper123');
    await settled();
    expect(session.adminCheckFailed).toBe(true);
    // Not read is not missing: nobody is asked to agree again for a record that could not be read.
    expect(session.needsPrivacyConsent).toBe(false);
    expect(decideAccess({ pathname: '/admin' }, routeFor('/admin'), session.guardSession)).toEqual({
      kind: 'redirect-home',
      messageCode: 'ADMIN.CHECK_FAILED',
    });
    vi.restoreAllMocks();
  });

  it('shows a persisted user at once, then follows the auth service', async () => {
    stop();
    const db = new MemoryDatabase();
    seedDemoAccounts(db);
    const ids = new RandomIdGenerator();
    const persisted = {
      uid: 'gone',
      email: 'gone@example.in',
      displayName: 'Gone',
      photoURL: '',
      emailVerified: true,
      adminClaim: false,
    };
    const store = new SessionStore(
      new InMemoryAuthService(
        db,
        new InMemoryKeyValueStorage(),
        clock,
        ids,
        new InMemoryDemoInbox(db, clock, ids),
      ),
      new InMemoryUserRepository(db, memoryActivityLog(db)),
      { backend: 'memory', adminEmails: [] },
      clock,
      { user: persisted, profile: null },
    );
    expect(store.displayName).toBe('Gone');
    expect(store.guardSession).toEqual({ status: 'loading' });
    const stopStore = store.start();
    await when(() => store.ready);
    expect(store.user).toBeNull();
    stopStore();
  });
});
