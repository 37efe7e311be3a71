import { describe, expect, it } from 'vitest';
import { RepositoryError } from '../../src/domain/errors';
import type { UserProfile } from '../../src/domain/User';
import type { UserRepository } from '../../src/ports/UserRepository';
import { type Harness, useHarness } from './support/harness';

export type UserRepositoryHarness = Harness<UserRepository>;

const profile = (uid: string, createdAt: string, name = `User ${uid}`): Omit<UserProfile, 'role'> => ({
  uid,
  email: `${uid}@example.com`,
  displayName: name,
  name,
  photoURL: '',
  createdAt,
});

const notFound = expect.objectContaining({ name: 'RepositoryError', code: 'REPO.NOT_FOUND' });

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

    it('promotes and demotes', async () => {
      await repo().ensure(profile('meera', '2025-01-02T00:00:00.000Z'));
      expect((await repo().setRole('meera', 'admin')).role).toBe('admin');
      expect((await repo().get('meera'))?.role).toBe('admin');
      expect((await repo().setRole('meera', 'user')).role).toBe('user');
    });

    it('throws RepositoryError REPO.NOT_FOUND for updates of an unknown uid', async () => {
      await expect(repo().updateName('nobody', 'X')).rejects.toBeInstanceOf(RepositoryError);
      await expect(repo().updateName('nobody', 'X')).rejects.toEqual(notFound);
      await expect(repo().setRole('nobody', 'admin')).rejects.toEqual(notFound);
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
