import { describe, expect, it } from 'vitest';
import type { CourierRepository } from '../../src/ports/CourierRepository';
import { DEMO_COURIERS } from '../../src/adapters/memory/seed/demoCouriers';
import { type Harness, useHarness } from './support/harness';

export type CourierRepositoryHarness = Harness<CourierRepository>;

/** The CourierRepository contract (src/ports/CourierRepository.ts): the `settings/couriers` document. */
export const describeCourierRepositoryContract = (
  name: string,
  makeAdapter: () => Promise<CourierRepositoryHarness>,
): void => {
  describe(`CourierRepository contract: ${name}`, () => {
    const harness = useHarness(makeAdapter, async (h) => {
      expect(await h.repository.get()).toEqual([]);
    });
    const repo = (): CourierRepository => harness().repository;

    it('saves the whole list and reads it back in the same order', async () => {
      await repo().save(DEMO_COURIERS);
      expect(await repo().get()).toEqual(DEMO_COURIERS);
    });

    it('replaces the list: a removed courier is gone, a changed one reads as changed', async () => {
      await repo().save(DEMO_COURIERS);
      const [own, first] = DEMO_COURIERS;
      const changed = [{ ...first!, trackingUrl: 'https://track.example/{awb}' }, own!];
      await repo().save(changed);
      expect(await repo().get()).toEqual(changed);
      await repo().save([]);
      expect(await repo().get()).toEqual([]);
    });
  });
};
