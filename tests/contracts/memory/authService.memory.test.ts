import { describe, expect, it, vi } from 'vitest';
import { AUTH_ACCOUNTS, type DemoAuthAccount } from '../../../src/adapters/memory/demoAuthAccount';
import { SIGNED_IN_AT_KEY } from '../../../src/adapters/memory/DemoSession';
import { FixedStepClock } from '../../../src/adapters/memory/FixedStepClock';
import { InMemoryAuthService, SESSION_KEY } from '../../../src/adapters/memory/InMemoryAuthService';
import { InMemoryDemoInbox } from '../../../src/adapters/memory/InMemoryDemoInbox';
import { InMemoryKeyValueStorage } from '../../../src/adapters/memory/InMemoryKeyValueStorage';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { RandomIdGenerator } from '../../../src/adapters/memory/RandomIdGenerator';
import { AuthError } from '../../../src/domain/shared/errors';
import type { DemoMail } from '../../../src/ports/DemoInbox';
import type { KeyValueStorage } from '../../../src/ports/KeyValueStorage';
import { describeAuthServiceContract } from '../authService.contract';

const codeOf = (mail: DemoMail | undefined): string | null =>
  mail ? new URL(mail.link, 'https://demo.shop').searchParams.get('code') : null;
const resetCodeOf = (mail: DemoMail | undefined): string | null =>
  mail ? new URL(mail.link, 'https://demo.shop').searchParams.get('oobCode') : null;
const isReset = (mail: DemoMail): boolean => mail.link.startsWith('/reset-password?');

const setup = (db = new MemoryDatabase(), storage: KeyValueStorage = new InMemoryKeyValueStorage()) => {
  const clock = new FixedStepClock('2025-04-01T09:00:00.000Z', 1000);
  const ids = new RandomIdGenerator();
  const inbox = new InMemoryDemoInbox(db, clock, ids);
  const auth = new InMemoryAuthService(db, storage, clock, ids, inbox, { popupDelayMs: 5 });
  return { db, storage, clock, inbox, auth };
};

describeAuthServiceContract('memory', async () => {
  const { auth, inbox } = setup();
  return {
    auth,
    latestVerificationCode: async (email) =>
      codeOf(inbox.list().find((mail) => mail.to === email && !isReset(mail))),
    latestPasswordResetCode: async (email) =>
      resetCodeOf(inbox.list().find((mail) => mail.to === email && isReset(mail))),
  };
});

const codeOfError = (attempt: Promise<unknown>): Promise<string> =>
  attempt.then(
    () => 'resolved',
    (error: unknown) => (error instanceof AuthError ? error.code : String(error)),
  );

describe('InMemoryAuthService (memory only)', () => {
  it('keeps the session across a reload through KeyValueStorage, and forgets it on sign-out', async () => {
    const first = setup();
    const user = await first.auth.signUp('asha@example.com', 'secret123', 'Asha');
    expect(first.storage.getItem(SESSION_KEY)).toBe(user.uid);
    const reloaded = setup(first.db, first.storage);
    expect(reloaded.auth.currentUser()).toEqual(user);
    await reloaded.auth.signOut();
    expect(setup(first.db, first.storage).auth.currentUser()).toBeNull();
  });

  it('stays signed in for the page when storage is full', async () => {
    const { auth } = setup(new MemoryDatabase(), new InMemoryKeyValueStorage({ quotaBytes: 10 }));
    await auth.signUp('asha@example.com', 'secret123', 'Asha');
    expect(auth.currentUser()?.email).toBe('asha@example.com');
  });

  it('stores a SHA-256 hash, never the password', async () => {
    const { auth, db } = setup();
    await auth.signUp('asha@example.com', 'secret123', 'Asha');
    const [account] = db.scan<DemoAuthAccount>(AUTH_ACCOUNTS);
    expect(account?.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(db.snapshot())).not.toContain('secret123');
  });

  it('delivers the verification mail to the demo inbox with a site-relative link', async () => {
    const { auth, inbox } = setup();
    const seen: DemoMail[][] = [];
    inbox.subscribe((mails) => seen.push(mails));
    await auth.signUp('asha@example.com', 'secret123', 'Asha');
    await vi.waitFor(() => expect(seen.at(-1)).toHaveLength(1));
    expect(inbox.list()[0]).toMatchObject({
      to: 'asha@example.com',
      link: expect.stringMatching(/^\/verify-email\?code=\w+$/),
    });
  });

  it('delivers a password-reset link to the demo inbox that works for an hour', async () => {
    const { auth, inbox, clock } = setup();
    await auth.signUp('asha@example.com', 'secret123', 'Asha');
    await auth.sendPasswordReset('asha@example.com');
    const [mail] = inbox.list();
    expect(mail).toMatchObject({
      to: 'asha@example.com',
      subject: 'Reset your password for Sheesham Home',
      link: expect.stringMatching(/^\/reset-password\?oobCode=\w+$/),
    });
    const code = resetCodeOf(mail) as string;
    expect(await codeOfError(auth.applyVerificationCode(code))).toBe('AUTH.INVALID_CODE');
    clock.advance(61 * 60 * 1000);
    expect(await codeOfError(auth.verifyPasswordResetCode(code))).toBe('AUTH.INVALID_CODE');
  });

  it('ends a lock after failed sign-ins when the password is reset', async () => {
    const { auth, inbox } = setup();
    await auth.signUp('asha@example.com', 'secret123', 'Asha');
    await auth.signOut();
    for (let attempt = 0; attempt < 5; attempt += 1) await codeOfError(auth.signIn('asha@example.com', 'x'));
    await auth.sendPasswordReset('asha@example.com');
    await auth.confirmPasswordReset(resetCodeOf(inbox.list()[0]) as string, 'newsecret456');
    expect((await auth.signIn('asha@example.com', 'newsecret456')).email).toBe('asha@example.com');
  });

  it('locks an e-mail after 5 wrong passwords, even for the right one, until the lock expires', async () => {
    const { auth, clock } = setup();
    await auth.signUp('asha@example.com', 'secret123', 'Asha');
    await auth.signOut();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await codeOfError(auth.signIn('asha@example.com', 'wrong'))).toBe('AUTH.INVALID_CREDENTIAL');
    }
    expect(await codeOfError(auth.signIn('asha@example.com', 'secret123'))).toBe('AUTH.TOO_MANY_REQUESTS');
    clock.advance(16 * 60 * 1000);
    expect((await auth.signIn('asha@example.com', 'secret123')).email).toBe('asha@example.com');
  });

  it('counts unknown e-mails too, and a success resets the count', async () => {
    const { auth } = setup();
    for (let attempt = 0; attempt < 5; attempt += 1) await codeOfError(auth.signIn('ghost@example.com', 'x'));
    expect(await codeOfError(auth.signIn('ghost@example.com', 'x'))).toBe('AUTH.TOO_MANY_REQUESTS');
    await auth.signUp('asha@example.com', 'secret123', 'Asha');
    for (let attempt = 0; attempt < 4; attempt += 1) await codeOfError(auth.signIn('asha@example.com', 'x'));
    await auth.signIn('asha@example.com', 'secret123');
    expect(await codeOfError(auth.signIn('asha@example.com', 'x'))).toBe('AUTH.INVALID_CREDENTIAL');
  });

  it('refuses a disabled account with the right password', async () => {
    const { auth, db } = setup();
    const user = await auth.signUp('asha@example.com', 'secret123', 'Asha');
    await auth.signOut();
    db.set(AUTH_ACCOUNTS, user.uid, { ...db.peek<DemoAuthAccount>(AUTH_ACCOUNTS, user.uid), disabled: true });
    expect(await codeOfError(auth.signIn('asha@example.com', 'secret123'))).toBe('AUTH.USER_DISABLED');
    expect(await codeOfError(auth.signIn('asha@example.com', 'bad'))).toBe('AUTH.INVALID_CREDENTIAL');
  });

  it('signs in with the fake Google popup as google.user@demo.shop, new only the first time', async () => {
    const { auth } = setup();
    const first = await auth.signInWithGoogle();
    expect(first).toMatchObject({
      isNewUser: true,
      user: { email: 'google.user@demo.shop', emailVerified: true },
    });
    await auth.signOut();
    const second = await auth.signInWithGoogle();
    expect(second).toEqual({ isNewUser: false, user: first.user });
    expect(await codeOfError(auth.signIn('google.user@demo.shop', ''))).toBe('AUTH.INVALID_CREDENTIAL');
  });

  it('deletes an account only within 5 minutes of its user proving who they are, as Firebase does', async () => {
    const { auth, clock } = setup();
    await auth.signUp('asha@example.com', 'secret123', 'Asha');
    clock.advance(6 * 60 * 1000);
    expect(await auth.deleteAccount()).toEqual({ ok: false, error: { code: 'AUTH.REQUIRES_RECENT_LOGIN' } });
    expect(auth.currentUser()?.email).toBe('asha@example.com');
    await auth.reauthenticate('secret123');
    expect(await auth.deleteAccount()).toEqual({ ok: true, value: undefined });
    expect(await codeOfError(auth.signIn('asha@example.com', 'secret123'))).toBe('AUTH.INVALID_CREDENTIAL');
  });

  it('counts a session kept from before sign-in times were recorded as an old sign-in', async () => {
    const first = setup();
    await first.auth.signUp('asha@example.com', 'secret123', 'Asha');
    first.storage.removeItem(SIGNED_IN_AT_KEY);
    const reloaded = setup(first.db, first.storage);
    expect(await reloaded.auth.deleteAccount()).toEqual({
      ok: false,
      error: { code: 'AUTH.REQUIRES_RECENT_LOGIN' },
    });
  });

  it('proves a Google account again with the popup, never with a password', async () => {
    const { auth, clock } = setup();
    await auth.signInWithGoogle();
    expect(auth.signInMethod()).toBe('google');
    clock.advance(6 * 60 * 1000);
    expect(await codeOfError(auth.reauthenticate(''))).toBe('AUTH.INVALID_CREDENTIAL');
    await auth.reauthenticateWithGoogle();
    expect(await auth.deleteAccount()).toEqual({ ok: true, value: undefined });
    expect((await auth.signInWithGoogle()).isNewUser).toBe(true);
  });

  it('cancels a pending popup when a new one opens', async () => {
    const { auth } = setup();
    const pending = codeOfError(auth.signInWithGoogle());
    const replacement = auth.signInWithGoogle();
    expect(await pending).toBe('AUTH.POPUP_CANCELLED');
    expect((await replacement).user.email).toBe('google.user@demo.shop');
    expect(auth.currentUser()?.email).toBe('google.user@demo.shop');
  });
});
