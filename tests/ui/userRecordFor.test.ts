import { when } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryAuthService } from '../../src/adapters/memory/InMemoryAuthService';
import { InMemoryDemoInbox } from '../../src/adapters/memory/InMemoryDemoInbox';
import { InMemoryKeyValueStorage } from '../../src/adapters/memory/InMemoryKeyValueStorage';
import { InMemoryUserRepository, USERS } from '../../src/adapters/memory/InMemoryUserRepository';
import { MemoryDatabase } from '../../src/adapters/memory/MemoryDatabase';
import { RandomIdGenerator } from '../../src/adapters/memory/RandomIdGenerator';
import { SystemClock } from '../../src/adapters/memory/SystemClock';
import { RepositoryError } from '../../src/domain/shared/errors';
import type { AuthUser } from '../../src/domain/accounts/User';
import { configureMobx } from '../../src/ui/shared/stores/configureMobx';
import { SessionStore } from '../../src/ui/shared/stores/SessionStore';
import { userRecordFor } from '../../src/ui/shared/stores/userRecordFor';
import { memoryActivityLog } from '../support/activityFakes';

configureMobx();

const clock = new SystemClock();
const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.restoreAllMocks();
});

const shop = () => {
  const db = new MemoryDatabase();
  const ids = new RandomIdGenerator();
  const inbox = new InMemoryDemoInbox(db, clock, ids);
  const auth = new InMemoryAuthService(db, new InMemoryKeyValueStorage(), clock, ids, inbox, {
    popupDelayMs: 0,
  });
  const users = new InMemoryUserRepository(db, memoryActivityLog(db));
  const session = new SessionStore(auth, users, { backend: 'memory', adminEmails: [] }, clock);
  stops.push(session.start());
  return { db, auth, inbox, users, session };
};

const authUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  uid: 'asha',
  email: 'asha@example.com',
  displayName: 'Asha',
  photoURL: '',
  emailVerified: true,
  adminClaim: false,
  ...overrides,
});

describe("the user record follows the token's e-mail verification", () => {
  it('is written unverified at sign-up, and refreshed once the e-mail is verified', async () => {
    const { auth, inbox, users, session } = shop();
    expect((await session.signUp('Meera Nair', 'meera@example.com', 'secret123')).ok).toBe(true);
    await when(() => session.profile !== null && !session.profileLoading);
    expect(session.profile).toMatchObject({ email: 'meera@example.com', emailVerified: false, role: 'user' });

    const code = new URL(inbox.list()[0]!.link, 'https://shop.example').searchParams.get('code')!;
    const syncEmail = vi.spyOn(users, 'syncEmail');
    await auth.applyVerificationCode(code);
    await when(() => session.profile?.emailVerified === true);
    expect(await users.get(session.user!.uid)).toMatchObject({ emailVerified: true, role: 'user' });
    expect(syncEmail).toHaveBeenCalledTimes(1);

    await session.refresh();
    await when(() => !session.profileLoading);
    expect(syncEmail).toHaveBeenCalledTimes(1);
  });

  it('reads a record stored before emailVerified existed as unverified, and refreshes it from the token', async () => {
    const { db, users } = shop();
    db.set(USERS, 'asha', {
      uid: 'asha',
      email: 'asha@example.com',
      displayName: 'Asha',
      name: 'Asha',
      photoURL: '',
      role: 'user',
      createdAt: '2024-01-01T00:00:00.000Z',
    });
    expect(await users.get('asha')).toMatchObject({ emailVerified: false });
    expect(await userRecordFor(users, authUser(), clock.now())).toMatchObject({ emailVerified: true });
    expect(await users.get('asha')).toMatchObject({ emailVerified: true });
  });

  it('makes no record without the consent, and one with its time when the user consented', async () => {
    const { users } = shop();
    expect(await userRecordFor(users, authUser(), clock.now())).toBeNull();
    expect(await users.get('asha')).toBeNull();
    const made = await userRecordFor(users, authUser(), clock.now(), 'Asha V', true);
    expect(made).toMatchObject({
      uid: 'asha',
      name: 'Asha V',
      role: 'user',
      privacyConsentAt: expect.any(String),
    });
    expect(await users.get('asha')).toEqual(made);
    expect(await userRecordFor(users, authUser(), clock.now())).toEqual(made);
  });

  it('keeps the record as read when the refresh is refused (a token not renewed yet)', async () => {
    const { users } = shop();
    await users.ensure({ ...authUser({ emailVerified: false }), name: 'Asha', createdAt: clock.now() });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(users, 'syncEmail').mockRejectedValue(
      new RepositoryError('REPO.PERMISSION_DENIED', 'stale token'),
    );
    expect(await userRecordFor(users, authUser(), clock.now())).toMatchObject({ emailVerified: false });
  });
});
