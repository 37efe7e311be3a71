import { describe, expect, it } from 'vitest';
import { RepositoryError } from '../../src/domain/shared/errors';
import type { NewUserRecord, UserProfile } from '../../src/domain/accounts/User';
import type { UserRepository } from '../../src/ports/UserRepository';
import { type Harness, useHarness } from './support/harness';

export interface UserRepositoryHarness extends Harness<UserRepository> {
  /** The repository as the record's owner, signed in with this token (the Firestore rules check its e-mail fields). */
  asSelf(token: { uid: string; email: string; emailVerified: boolean }): UserRepository;
}

/** A new account's record as a sign-up makes it: `{uid}@example.com`, named `User {uid}` unless told. */
export const newUserRecord = (
  uid: string,
  createdAt: string,
  name = `User ${uid}`,
  emailVerified = true,
): NewUserRecord => ({
  uid,
  email: `${uid}@example.com`,
  emailVerified,
  displayName: name,
  name,
  photoURL: '',
  createdAt,
});

const notFound = expect.objectContaining({ name: 'RepositoryError', code: 'REPO.NOT_FOUND' });
const denied = expect.objectContaining({ name: 'RepositoryError', code: 'REPO.PERMISSION_DENIED' });
const tokenOf = (record: NewUserRecord, emailVerified = record.emailVerified) => ({
  uid: record.uid,
  email: record.email,
  emailVerified,
});

/** The UserRepository contract (src/ports/UserRepository.ts). */
export const describeUserRepositoryContract = (
  name: string,
  makeAdapter: () => Promise<UserRepositoryHarness>,
): void => {
  describe(`UserRepository contract: ${name}`, () => {
    const harness = useHarness(makeAdapter, async (h) => {
      expect(await h.repository.list(10)).toEqual({ items: [], nextCursor: null });
    });
    const repo = (): UserRepository => harness().repository;
    /** Only its owner creates a record, agreeing to the privacy notice (the Firestore rules refuse anyone else). */
    const created = (record: NewUserRecord): Promise<UserProfile> =>
      harness().asSelf(tokenOf(record)).ensure(record);
    const consented = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);

    it('returns null for an unknown uid', async () => {
      expect(await repo().get('nobody')).toBeNull();
    });

    it('creates a record with role user and the time of its consent once, and returns the stored record afterwards', async () => {
      const before = Date.now();
      const asha = await created(newUserRecord('asha', '2025-01-02T00:00:00.000Z', 'Asha'));
      expect(asha).toEqual({
        ...newUserRecord('asha', '2025-01-02T00:00:00.000Z', 'Asha'),
        role: 'user',
        privacyConsentAt: consented,
      });
      // The time of the write, not one the caller gave (the emulator's clock may differ from this one a little).
      expect(Math.abs(Date.parse(asha.privacyConsentAt ?? '') - before)).toBeLessThan(60_000);
      expect(await repo().get('asha')).toEqual(asha);
      await repo().setRole('asha', 'admin');
      const again = await created(newUserRecord('asha', '2025-06-01T00:00:00.000Z', 'Someone Else'));
      expect(again).toEqual({ ...asha, role: 'admin' });
    });

    it('lets the owner delete their own record, once, and keeps a record with a staff role', async () => {
      await created(newUserRecord('ravi', '2025-01-02T00:00:00.000Z', 'Ravi'));
      const meera = await created(newUserRecord('meera', '2025-01-03T00:00:00.000Z', 'Meera'));
      const self = harness().asSelf(tokenOf(newUserRecord('ravi', '2025-01-02T00:00:00.000Z')));
      await self.remove('ravi');
      expect(await repo().get('ravi')).toBeNull();
      await self.remove('ravi');
      expect(await repo().get('meera')).toEqual(meera);

      await repo().setRole('meera', 'manager');
      const staff = harness().asSelf(tokenOf(newUserRecord('meera', '2025-01-03T00:00:00.000Z')));
      await expect(staff.remove('meera')).rejects.toEqual(denied);
      expect(await repo().get('meera')).toEqual({ ...meera, role: 'manager' });
    });

    it("lets a member of staff ask for the owner's messages and stop; refuses a customer's asking", async () => {
      const meera = await created(newUserRecord('meera', '2025-01-03T00:00:00.000Z', 'Meera'));
      const self = () => harness().asSelf(tokenOf(newUserRecord('meera', '2025-01-03T00:00:00.000Z')));
      await expect(self().setOwnerMessages('meera', true)).rejects.toEqual(denied);
      expect(await repo().get('meera')).toEqual(meera);
      await repo().setRole('meera', 'manager');
      expect(await self().setOwnerMessages('meera', true)).toEqual({
        ...meera,
        role: 'manager',
        ownerMessages: true,
      });
      expect(await repo().get('meera')).toEqual({ ...meera, role: 'manager', ownerMessages: true });
      await self().setOwnerMessages('meera', false);
      expect((await repo().get('meera'))?.ownerMessages).toBe(false);
    });

    it('updates displayName and name together, keeping the rest', async () => {
      const ravi = await created(newUserRecord('ravi', '2025-01-02T00:00:00.000Z', 'Ravi'));
      const renamed = await repo().updateName('ravi', 'Ravi Kumar');
      expect(renamed).toEqual({ ...ravi, displayName: 'Ravi Kumar', name: 'Ravi Kumar' });
      expect(await repo().get('ravi')).toEqual(renamed);
    });

    it("stores the owner's e-mail and its verification as given, and reads them back", async () => {
      const verified = newUserRecord('kabir', '2025-01-02T00:00:00.000Z', 'Kabir', true);
      const unverified = newUserRecord('neha', '2025-01-03T00:00:00.000Z', 'Neha', false);
      expect(await created(verified)).toEqual({ ...verified, role: 'user', privacyConsentAt: consented });
      expect(await created(unverified)).toEqual({ ...unverified, role: 'user', privacyConsentAt: consented });
      expect(await repo().get('kabir')).toMatchObject({ email: 'kabir@example.com', emailVerified: true });
      expect(await repo().get('neha')).toMatchObject({ email: 'neha@example.com', emailVerified: false });
      expect((await repo().list(10)).items.map((user) => [user.uid, user.emailVerified])).toEqual([
        ['neha', false],
        ['kabir', true],
      ]);
    });

    it('refuses role admin on an unverified record, leaving it as it was; allows it once the owner verified', async () => {
      const newbie = newUserRecord('newbie', '2025-01-02T00:00:00.000Z', 'Newbie', false);
      const stored = await created(newbie);
      await expect(repo().setRole('newbie', 'admin')).rejects.toBeInstanceOf(RepositoryError);
      await expect(repo().setRole('newbie', 'admin')).rejects.toEqual(denied);
      expect(await repo().get('newbie')).toEqual(stored);
      expect((await repo().setRole('newbie', 'user')).role).toBe('user');

      // Verified after sign-up: the owner's record takes the token's word, once.
      const synced = await harness().asSelf(tokenOf(newbie, true)).syncEmail('newbie', newbie.email, true);
      expect(synced).toEqual({ ...stored, emailVerified: true });
      expect(await repo().get('newbie')).toEqual(synced);
      const promoted = await repo().setRole('newbie', 'admin');
      expect(promoted).toEqual({ ...synced, role: 'admin' });
      expect(await repo().get('newbie')).toEqual(promoted);
    });

    it('promotes and demotes', async () => {
      await created(newUserRecord('meera', '2025-01-02T00:00:00.000Z'));
      expect((await repo().setRole('meera', 'admin')).role).toBe('admin');
      expect((await repo().get('meera'))?.role).toBe('admin');
      expect((await repo().setRole('meera', 'user')).role).toBe('user');
    });

    it('gives each staff role to a verified record and none to an unverified one', async () => {
      await created(newUserRecord('meera', '2025-01-02T00:00:00.000Z'));
      const newbie = newUserRecord('newbie', '2025-01-03T00:00:00.000Z', 'Newbie', false);
      await created(newbie);
      for (const role of ['manager', 'support', 'admin', 'user'] as const) {
        expect((await repo().setRole('meera', role)).role).toBe(role);
        expect((await repo().list(10)).items.find((user) => user.uid === 'meera')?.role).toBe(role);
      }
      for (const role of ['manager', 'support'] as const)
        await expect(repo().setRole('newbie', role)).rejects.toEqual(denied);
      expect((await repo().get('newbie'))?.role).toBe('user');
    });

    it('throws RepositoryError REPO.NOT_FOUND for updates of an unknown uid', async () => {
      await expect(repo().updateName('nobody', 'X')).rejects.toBeInstanceOf(RepositoryError);
      await expect(repo().updateName('nobody', 'X')).rejects.toEqual(notFound);
      await expect(repo().setRole('nobody', 'admin')).rejects.toEqual(notFound);
      await expect(
        harness()
          .asSelf({ uid: 'nobody', email: 'nobody@example.com', emailVerified: true })
          .syncEmail('nobody', 'nobody@example.com', true),
      ).rejects.toEqual(notFound);
      expect(await repo().get('nobody')).toBeNull();
    });

    it('lists newest first in pages, breaking createdAt ties consistently, ending with a null cursor', async () => {
      const stamps = ['2025-01-01', '2025-03-01', '2025-02-01', '2025-03-01', '2025-01-15'];
      for (const [index, day] of stamps.entries())
        await created(newUserRecord(`u${index}`, `${day}T00:00:00.000Z`));
      const all = (await repo().list(10)).items;
      expect(all.map((user) => user.createdAt)).toEqual(
        [...stamps]
          .sort()
          .reverse()
          .map((d) => `${d}T00:00:00.000Z`),
      );
      const paged: UserProfile[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await repo().list(2, cursor);
        paged.push(...page.items);
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor !== null && pages < 10);
      expect(pages).toBe(3);
      expect(paged.map((user) => user.uid)).toEqual(all.map((user) => user.uid));
    });
  });
};
