import { describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../src/domain/storefront/Banner';
import { RepositoryError } from '../../src/domain/shared/errors';
import type { BannerRepository } from '../../src/ports/BannerRepository';
import { bannerInput } from './banners/bannerInput';
import { bannerModelProperty } from './banners/bannerModelProperty';
import { type Harness, useHarness } from './support/harness';
import { pause, recorder } from './support/timing';

export type BannerRepositoryHarness = Harness<BannerRepository>;

export interface BannerContractOptions {
  /** fast-check runs of the model-based test; each run makes a fresh harness. Default 40. */
  modelRuns?: number;
}

const titles = (banners: Banner[]): string[] => banners.map((banner) => banner.title);

/** The BannerRepository contract (src/ports/BannerRepository.ts). */
export const describeBannerRepositoryContract = (
  name: string,
  makeAdapter: () => Promise<BannerRepositoryHarness>,
  options: BannerContractOptions = {},
): void => {
  describe(`BannerRepository contract: ${name}`, () => {
    const harness = useHarness(makeAdapter, async (h) => {
      expect(await h.repository.listAll()).toEqual([]);
    });
    const repo = (): BannerRepository => harness().repository;
    const createAll = async (...specs: Array<[string, number, boolean?]>): Promise<Banner[]> => {
      const created: Banner[] = [];
      for (const [title, order, isActive = true] of specs) {
        created.push(await repo().create(bannerInput(title, { isActive }), order));
      }
      return created;
    };

    it('creates with the given order, a new id and equal timestamps', async () => {
      const input = bannerInput('Festive Sale', {
        type: 'text-with-image',
        linkedProductId: 'p1',
        ctaLink: '/product/p1',
      });
      const banner = await repo().create(input, 1);
      expect(banner).toMatchObject({ ...input, order: 1 });
      expect(banner.id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(banner.updatedAt).toBe(banner.createdAt);
      expect(await repo().listAll()).toEqual([banner]);
    });

    it('lists all by order, and the active ones by order', async () => {
      await createAll(['Third', 3], ['First', 1, false], ['Second', 2]);
      expect(titles(await repo().listAll())).toEqual(['First', 'Second', 'Third']);
      expect(titles(await repo().listActive())).toEqual(['Second', 'Third']);
    });

    it('merges an update, moves updatedAt on and keeps the order', async () => {
      const [banner] = await createAll(['Monsoon', 2]);
      await pause(5);
      const updated = await repo().update(banner!.id, { isActive: false, subtitle: 'Rain-ready teak' });
      expect(updated).toMatchObject({
        ...banner,
        isActive: false,
        subtitle: 'Rain-ready teak',
        updatedAt: updated.updatedAt,
      });
      expect(updated.updatedAt > banner!.updatedAt).toBe(true);
      expect(await repo().listAll()).toEqual([updated]);
      expect(await repo().listActive()).toEqual([]);
    });

    it('keeps a phone picture, changes it and takes it away', async () => {
      const [plain] = await createAll(['Plain', 1]);
      expect(plain!.phoneImage).toBe('');
      const phone = '/images/banners/festive-phone.webp';
      const withPhone = await repo().create(bannerInput('Festive', { phoneImage: phone }), 2);
      expect(withPhone.phoneImage).toBe(phone);
      const moved = await repo().update(withPhone.id, { phoneImage: 'https://cdn.example.com/p.jpg' });
      expect(moved.phoneImage).toBe('https://cdn.example.com/p.jpg');
      await repo().update(withPhone.id, { phoneImage: '' });
      expect((await repo().listAll()).map((banner) => [banner.title, banner.phoneImage])).toEqual([
        ['Plain', ''],
        ['Festive', ''],
      ]);
    });

    it('throws RepositoryError REPO.NOT_FOUND when updating an unknown id', async () => {
      await expect(repo().update('nosuchbanner', { title: 'X' })).rejects.toBeInstanceOf(RepositoryError);
      await expect(repo().update('nosuchbanner', { title: 'X' })).rejects.toMatchObject({
        code: 'REPO.NOT_FOUND',
      });
      expect(await repo().listAll()).toEqual([]);
    });

    it('deletes without renumbering and ignores unknown ids', async () => {
      const [a, b, c] = await createAll(['A', 1], ['B', 2], ['C', 3]);
      await repo().delete(b!.id);
      await repo().delete('nosuchbanner');
      expect((await repo().listAll()).map((banner) => [banner.id, banner.order])).toEqual([
        [a!.id, 1],
        [c!.id, 3],
      ]);
    });

    it('reorders to 1..n in the given sequence', async () => {
      const [a, b, c] = await createAll(['A', 1], ['B', 2], ['C', 5]);
      await repo().reorder([c!.id, a!.id, b!.id]);
      expect((await repo().listAll()).map((banner) => [banner.title, banner.order])).toEqual([
        ['C', 1],
        ['A', 2],
        ['B', 3],
      ]);
    });

    it('fails a reorder with an unknown id as a whole', async () => {
      const [a, b] = await createAll(['A', 1], ['B', 2]);
      const before = await repo().listAll();
      await expect(repo().reorder([b!.id, 'nosuchbanner', a!.id])).rejects.toMatchObject({
        name: 'RepositoryError',
        code: 'REPO.NOT_FOUND',
      });
      expect(await repo().listAll()).toEqual(before);
    });

    it('keeps the active banners live, in order, until stopped', async () => {
      const seen = recorder<Banner[]>();
      const failures: unknown[] = [];
      const stop = repo().subscribeActive(seen.listener, (error) => failures.push(error));
      await vi.waitFor(() => expect(seen.values).toEqual([[]]));
      const [a, b] = await createAll(['A', 1], ['B', 2]);
      await vi.waitFor(() => expect(titles(seen.last() ?? [])).toEqual(['A', 'B']));
      await repo().reorder([b!.id, a!.id]);
      await vi.waitFor(() => expect(titles(seen.last() ?? [])).toEqual(['B', 'A']));
      await repo().update(b!.id, { isActive: false });
      await vi.waitFor(() => expect(titles(seen.last() ?? [])).toEqual(['A']));
      stop();
      const count = seen.values.length;
      await repo().delete(a!.id);
      await pause(50);
      expect(seen.values).toHaveLength(count);
      expect(failures).toEqual([]);
    });

    bannerModelProperty(makeAdapter, options.modelRuns ?? 40);
  });
};
