import { describe, expect, it, vi } from 'vitest';
import { FixedStepClock } from '../../../src/adapters/memory/FixedStepClock';
import { InMemoryBannerRepository } from '../../../src/adapters/memory/InMemoryBannerRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { RandomIdGenerator } from '../../../src/adapters/memory/RandomIdGenerator';
import type { Banner } from '../../../src/domain/storefront/Banner';
import { bannerInput } from '../banners/bannerInput';
import { describeBannerRepositoryContract } from '../bannerRepository.contract';
import { pause } from '../support/timing';
import { memoryActivityLog } from '../../support/activityFakes';

const makeRepository = (db = new MemoryDatabase()) =>
  new InMemoryBannerRepository(
    db,
    new FixedStepClock('2025-02-01T00:00:00.000Z', 1000),
    new RandomIdGenerator(),
    memoryActivityLog(db),
  );

describeBannerRepositoryContract('memory', async () => ({ repository: makeRepository() }), {
  modelRuns: 100,
});

describe('InMemoryBannerRepository (memory only)', () => {
  it('reorders in one transaction: listeners hear one change, and a failure writes nothing', async () => {
    const db = new MemoryDatabase();
    const repository = makeRepository(db);
    const a = await repository.create(bannerInput('A'), 1);
    const b = await repository.create(bannerInput('B'), 2);
    const changes: string[] = [];
    db.onChange((collection) => changes.push(collection));
    await repository.reorder([b.id, a.id]);
    // The banners and the reorder's one activity entry.
    expect(changes).toEqual(['banners', 'activity']);
    const before = db.snapshot();
    await expect(repository.reorder([a.id, 'missing'])).rejects.toMatchObject({ code: 'REPO.NOT_FOUND' });
    expect(db.snapshot()).toEqual(before);
    expect(changes).toEqual(['banners', 'activity']);
  });

  it('bills the live active banners only for banners that changed', async () => {
    const db = new MemoryDatabase();
    const repository = makeRepository(db);
    await repository.create(bannerInput('A'), 1);
    const b = await repository.create(bannerInput('B'), 2);
    const seen: Banner[][] = [];
    repository.subscribeActive((banners) => seen.push(banners));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(db.meter.take().reads).toBe(2);
    db.set('products', 'p', { id: 'p' });
    await pause(0);
    expect(db.meter.reads).toBe(0);
    await repository.update(b.id, { title: 'B2' });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(db.meter.take().reads).toBe(2); // the update's own read, and the one changed banner
  });
});
