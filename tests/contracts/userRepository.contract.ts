import { describe, expect, it } from 'vitest';
import { RepositoryError } from '../../src/domain/errors';
import type { UserProfile } from '../../src/domain/User';
import type { UserRepository } from '../../src/ports/UserRepository';
import { type Harness, useHarness } from './support/harness';

export interface UserRepositoryHarness extends Harness<UserRepository> {
  /** The repository as the record's owner, signed in with this token (the Firestore rules check its e-mail fields). */
  asSelf(token: { uid: string; email: string; emailVerified: boolean }): UserRepository;
}

const profile = (
  uid: string,
  createdAt: string,
  name = `User ${uid}`,
  emailVerified = true,
): Omit<UserProfile, 'role'> => ({
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
const tokenOf = (record: Omit<UserProfile, 'role'>, emailVerified = record.emailVerified) => ({
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

    it('returns null for an unknown uid', async () => {
      expect(await repo().get('nobody')).toBeNull();
    });

    it('creates a record with role user once, and returns the stored record afterwards', async () => {
      const created = await repo().ensure(profile('asha', '2025-01-02T00:00:00.000Z', 'Asha'));
      expect(created).toEqual({ ...profile('asha', '2025-01-02T00:00:00.000Z', 'Asha'), role: 'user' });
      expect(await repo().get('asha')).toEqual(created);
      await repo().setRole('asha', 'admin');
      const again = await repo().ensure(profile('asha', '2025-06-01T00:00:00.000Z', 'Someone Else'));
      expect(again).toEqual({ ...created, role: 'admin' });
    });

    it('updates displayName and name together, keeping the rest', async () => {
      const created = await repo().ensure(profile('ravi', '2025-01-02T00:00:00.000Z', 'Ravi'));
      const renamed = await repo().updateName('ravi', 'Ravi Kumar');
      expect(renamed).toEqual({ ...created, displayName: 'Ravi Kumar', name: 'Ravi Kumar' });
      expect(await repo().get('ravi')).toEqual(renamed);
    });

    it("stores the owner's e-mail and its verification as given, and reads them back", async () => {
      const verified = profile('kabir', '2025-01-02T00:00:00.000Z', 'Kabir', true);
      const unverified = profile('neha', '2025-01-03T00:00:00.000Z', 'Neha', false);
      expect(await harness().asSelf(tokenOf(verified)).ensure(verified)).toEqual({
        ...verified,
        role: 'user',
      });
      expect(await harness().asSelf(tokenOf(unverified)).ensure(unverified)).toEqual({
        ...unverified,
        role: 'user',
      });
      expect(await repo().get('kabir')).toMatchObject({ email: 'kabir@example.com', emailVerified: true });
      expect(await repo().get('neha')).toMatchObject({ email: 'neha@example.com', emailVerified: false });
      expect((await repo().list(10)).items.map((user) => [user.uid, user.emailVerified])).toEqual([
        ['neha', false],
        ['kabir', true],
      ]);
    });

    it('refuses role admin on an unverified record, leaving it as it was; allows it once the owner verified', async () => {
      const newbie = profile('newbie', '2025-01-02T00:00:00.000Z', 'Newbie', false);
      await harness().asSelf(tokenOf(newbie)).ensure(newbie);
      await expect(repo().setRole('newbie', 'admin')).rejects.toBeInstanceOf(RepositoryError);
      await expect(repo().setRole('newbie', 'admin')).rejects.toEqual(denied);
      expect(await repo().get('newbie')).toEqual({ ...newbie, role: 'user' });
      expect((await repo().setRole('newbie', 'user')).role).toBe('user');

      // Verified after sign-up: the owner's record takes the token's word, once.
      const synced = await harness().asSelf(tokenOf(newbie, true)).syncEmail('newbie', newbie.email, true);
      expect(synced).toEqual({ ...newbie, emailVerified: true, role: 'user' });
      expect(await repo().get('newbie')).toEqual(synced);
      const promoted = await repo().setRole('newbie', 'admin');
      expect(promoted).toEqual({ ...synced, role: 'admin' });
      expect(await repo().get('newbie')).toEqual(promoted);
    });

    it('promotes and demotes', async () => {
      await repo().ensure(profile('meera', '2025-01-02T00:00:00.000Z'));
      expect((await repo().setRole('meera', 'admin')).role).toBe('admin');
      expect((await repo().get('meera'))?.role).toBe('admin');
      expect((await repo().setRole('meera', 'user')).role).toBe('user');
    });

    it('gives each staff role to a verified record and none to an unverified one', async () => {
      await repo().ensure(profile('meera', '2025-01-02T00:00:00.000Z'));
      const newbie = profile('newbie', '2025-01-03T00:00:00.000Z', 'Newbie', false);
      await harness().asSelf(tokenOf(newbie)).ensure(newbie);
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
        await repo().ensure(profile(`u${index}`, `${day}T00:00:00.000Z`));
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
