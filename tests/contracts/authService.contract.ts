import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError, type AuthErrorCode } from '../../src/domain/shared/errors';
import type { AuthUser } from '../../src/domain/accounts/User';
import type { AuthService } from '../../src/ports/AuthService';
import { pause, recorder } from './support/timing';

/** What a backend gives the auth contract: a fresh service with no accounts, nobody signed in. */
export interface AuthServiceHarness {
  auth: AuthService;
  /** The code in the newest verification link sent to `email` (the demo inbox, or the emulator's oob codes). */
  latestVerificationCode(email: string): Promise<string | null>;
  /** The code in the newest password-reset link sent to `email`, or null when none was sent. */
  latestPasswordResetCode(email: string): Promise<string | null>;
  dispose?(): Promise<void>;
}

const rejectsWith = async (attempt: Promise<unknown>, codes: AuthErrorCode[]): Promise<void> => {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AuthError);
  expect(codes).toContain((error as AuthError).code);
};

/** The AuthService contract (src/ports/AuthService.ts). */
export const describeAuthServiceContract = (
  name: string,
  makeAdapter: () => Promise<AuthServiceHarness>,
): void => {
  describe(`AuthService contract: ${name}`, () => {
    let h: AuthServiceHarness;
    beforeEach(async () => {
      h = await makeAdapter();
      expect(h.auth.currentUser()).toBeNull();
    });
    afterEach(async () => {
      await h.auth.signOut();
      await h.dispose?.();
    });
    const signUpAsha = (): Promise<AuthUser> => h.auth.signUp('asha@example.com', 'secret123', 'Asha Verma');

    it('tells a new listener the current state once, asynchronously, and stops when unsubscribed', async () => {
      const seen = recorder<AuthUser | null>();
      const stop = h.auth.onAuthStateChanged(seen.listener);
      expect(seen.values).toEqual([]);
      await vi.waitFor(() => expect(seen.values).toEqual([null]));
      await signUpAsha();
      await vi.waitFor(() => expect(seen.last()?.email).toBe('asha@example.com'));
      await h.auth.signOut();
      await vi.waitFor(() => expect(seen.last()).toBeNull());
      stop();
      const count = seen.values.length;
      await h.auth.signIn('asha@example.com', 'secret123');
      await pause(50);
      expect(seen.values).toHaveLength(count);
    });

    it('signs up: signed in, unverified, with the display name, and a verification code sent', async () => {
      const user = await signUpAsha();
      expect(user).toMatchObject({
        email: 'asha@example.com',
        displayName: 'Asha Verma',
        emailVerified: false,
        // Nobody granted it: the owner's admin claim is never there by itself.
        adminClaim: false,
      });
      expect(user.uid).not.toBe('');
      expect(h.auth.currentUser()).toMatchObject({ uid: user.uid, displayName: 'Asha Verma' });
      expect(await h.latestVerificationCode('asha@example.com')).toEqual(expect.any(String));
    });

    it('verifies the e-mail with the code from the link, once', async () => {
      await signUpAsha();
      const code = (await h.latestVerificationCode('asha@example.com')) as string;
      await h.auth.applyVerificationCode(code);
      expect((await h.auth.reload())?.emailVerified).toBe(true);
      expect(h.auth.currentUser()?.emailVerified).toBe(true);
      await rejectsWith(h.auth.applyVerificationCode(code), ['AUTH.INVALID_CODE']);
      await rejectsWith(h.auth.applyVerificationCode('not-a-real-code'), ['AUTH.INVALID_CODE']);
    });

    it('sends a fresh verification code on request', async () => {
      await signUpAsha();
      const first = await h.latestVerificationCode('asha@example.com');
      await h.auth.sendVerification();
      const second = await h.latestVerificationCode('asha@example.com');
      expect(second).toEqual(expect.any(String));
      expect(second).not.toBe(first);
    });

    it('refuses an e-mail already in use, whatever its case', async () => {
      await signUpAsha();
      await h.auth.signOut();
      await rejectsWith(h.auth.signUp('Asha@Example.com', 'another123', 'Imposter'), ['AUTH.EMAIL_IN_USE']);
      expect(h.auth.currentUser()).toBeNull();
    });

    it('refuses a weak password and a malformed e-mail', async () => {
      await rejectsWith(h.auth.signUp('ravi@example.com', '12345', 'Ravi'), ['AUTH.WEAK_PASSWORD']);
      await rejectsWith(h.auth.signUp('not-an-email', 'secret123', 'Ravi'), ['AUTH.INVALID_EMAIL']);
      expect(h.auth.currentUser()).toBeNull();
    });

    it('signs out and back in', async () => {
      const user = await signUpAsha();
      await h.auth.signOut();
      expect(h.auth.currentUser()).toBeNull();
      const again = await h.auth.signIn('ASHA@example.com ', 'secret123');
      expect(again).toMatchObject({
        uid: user.uid,
        email: 'asha@example.com',
        displayName: 'Asha Verma',
        adminClaim: false,
      });
      expect(h.auth.currentUser()?.uid).toBe(user.uid);
    });

    it('refuses a wrong password and an unknown e-mail without signing in', async () => {
      await signUpAsha();
      await h.auth.signOut();
      await rejectsWith(h.auth.signIn('asha@example.com', 'wrong-password'), [
        'AUTH.INVALID_CREDENTIAL',
        'AUTH.WRONG_PASSWORD',
      ]);
      await rejectsWith(h.auth.signIn('nobody@example.com', 'secret123'), [
        'AUTH.INVALID_CREDENTIAL',
        'AUTH.USER_NOT_FOUND',
      ]);
      expect(h.auth.currentUser()).toBeNull();
    });

    it('updates the display name of the signed-in user and tells listeners', async () => {
      await signUpAsha();
      const seen = recorder<AuthUser | null>();
      const stop = h.auth.onAuthStateChanged(seen.listener);
      const renamed = await h.auth.updateDisplayName('Asha V.');
      expect(renamed.displayName).toBe('Asha V.');
      expect(h.auth.currentUser()?.displayName).toBe('Asha V.');
      await h.auth.reload();
      await vi.waitFor(() => expect(seen.last()?.displayName).toBe('Asha V.'));
      stop();
    });

    it('answers a password reset for an unknown e-mail like any other, sending nothing', async () => {
      await expect(h.auth.sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();
      expect(await h.latestPasswordResetCode('nobody@example.com')).toBeNull();
      await rejectsWith(h.auth.sendPasswordReset('not-an-email'), ['AUTH.INVALID_EMAIL']);
      expect(h.auth.currentUser()).toBeNull();
    });

    it('changes the password with the code of a reset link, once: the old one fails, the new one signs in', async () => {
      const user = await signUpAsha();
      await h.auth.signOut();
      await h.auth.sendPasswordReset(' Asha@Example.com');
      const code = (await h.latestPasswordResetCode('asha@example.com')) as string;
      expect(code).toEqual(expect.any(String));
      expect(await h.auth.verifyPasswordResetCode(code)).toBe('asha@example.com');
      // Neither checking the code nor a refused password uses it up.
      await rejectsWith(h.auth.confirmPasswordReset(code, '12345'), ['AUTH.WEAK_PASSWORD']);
      expect(await h.auth.confirmPasswordReset(code, 'newsecret456')).toBe('asha@example.com');
      expect(h.auth.currentUser()).toBeNull();
      await rejectsWith(h.auth.signIn('asha@example.com', 'secret123'), [
        'AUTH.INVALID_CREDENTIAL',
        'AUTH.WRONG_PASSWORD',
      ]);
      // Opening the link proved the mailbox.
      expect(await h.auth.signIn('asha@example.com', 'newsecret456')).toMatchObject({
        uid: user.uid,
        emailVerified: true,
      });
      await rejectsWith(h.auth.confirmPasswordReset(code, 'another789'), ['AUTH.INVALID_CODE']);
      await rejectsWith(h.auth.verifyPasswordResetCode(code), ['AUTH.INVALID_CODE']);
    });

    it('refuses an invalid reset code, and a verification code as a reset code', async () => {
      await signUpAsha();
      await rejectsWith(h.auth.verifyPasswordResetCode('not-a-real-code'), ['AUTH.INVALID_CODE']);
      await rejectsWith(h.auth.confirmPasswordReset('not-a-real-code', 'newsecret456'), [
        'AUTH.INVALID_CODE',
      ]);
      const verification = (await h.latestVerificationCode('asha@example.com')) as string;
      await rejectsWith(h.auth.confirmPasswordReset(verification, 'newsecret456'), ['AUTH.INVALID_CODE']);
      await h.auth.signOut();
      expect((await h.auth.signIn('asha@example.com', 'secret123')).email).toBe('asha@example.com');
    });

    it('refuses profile changes when nobody is signed in', async () => {
      await rejectsWith(h.auth.updateDisplayName('Ghost'), ['AUTH.NOT_SIGNED_IN']);
      await rejectsWith(h.auth.sendVerification(), ['AUTH.NOT_SIGNED_IN']);
      expect(await h.auth.reload()).toBeNull();
      expect(h.auth.signInMethod()).toBeNull();
      await rejectsWith(h.auth.deleteAccount(), ['AUTH.NOT_SIGNED_IN']);
      await rejectsWith(h.auth.reauthenticate('secret123'), ['AUTH.NOT_SIGNED_IN']);
    });

    it('proves the signed-in user again with their password, and only with it', async () => {
      const user = await signUpAsha();
      expect(h.auth.signInMethod()).toBe('password');
      await rejectsWith(h.auth.reauthenticate('wrong-password'), [
        'AUTH.INVALID_CREDENTIAL',
        'AUTH.WRONG_PASSWORD',
      ]);
      expect(h.auth.currentUser()?.uid).toBe(user.uid);
      await expect(h.auth.reauthenticate('secret123')).resolves.toBeUndefined();
      expect(h.auth.currentUser()?.uid).toBe(user.uid);
    });

    it('deletes the account just signed in to: signed out, it signs in no more, and its e-mail is free again', async () => {
      const user = await signUpAsha();
      const seen = recorder<AuthUser | null>();
      const stop = h.auth.onAuthStateChanged(seen.listener);
      await vi.waitFor(() => expect(seen.last()?.uid).toBe(user.uid));
      expect(await h.auth.deleteAccount()).toEqual({ ok: true, value: undefined });
      expect(h.auth.currentUser()).toBeNull();
      await vi.waitFor(() => expect(seen.last()).toBeNull());
      stop();
      await rejectsWith(h.auth.signIn('asha@example.com', 'secret123'), [
        'AUTH.INVALID_CREDENTIAL',
        'AUTH.USER_NOT_FOUND',
      ]);
      const again = await h.auth.signUp('asha@example.com', 'another123', 'Asha Verma');
      expect(again.uid).not.toBe(user.uid);
    });
  });
};
