import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../src/domain/ShopSettings';
import type { SettingsRepository } from '../../src/ports/SettingsRepository';
import { type Harness, useHarness } from './support/harness';
import { pause, recorder } from './support/timing';

export type SettingsRepositoryHarness = Harness<SettingsRepository>;

const CHANGED: ShopSettings = {
  phone: '+91 90000 11111',
  email: 'help@example.in',
  freeShippingThreshold: 25000,
  shippingFee: 999,
  gstRate: 12,
  lowStockThreshold: 3,
  maxOpenOrders: 5,
  maxOpenCodValue: 500000,
  sellerLegalName: 'Example Furniture Works (fictitious)',
  sellerAddress: '2 Sample Street, Jaipur 302001',
  sellerState: 'Rajasthan',
  sellerGstin: '08ABCDE1234F1Z0',
  invoicePrefix: 'EF',
  returnWindowDays: 14,
  upiId: 'examplefurniture@okexample',
  upiPayeeName: 'Example Furniture Works (fictitious)',
  paymentWindowHours: 48,
};

/** The SettingsRepository contract (src/ports/SettingsRepository.ts): the `settings/shop` document. */
export const describeSettingsRepositoryContract = (
  name: string,
  makeAdapter: () => Promise<SettingsRepositoryHarness>,
): void => {
  describe(`SettingsRepository contract: ${name}`, () => {
    const harness = useHarness(makeAdapter, async (h) => {
      expect(await h.repository.get()).toEqual(DEFAULT_SHOP_SETTINGS);
    });
    const repo = (): SettingsRepository => harness().repository;

    it('saves and reads back the whole document', async () => {
      await repo().save(CHANGED);
      expect(await repo().get()).toEqual(CHANGED);
      await repo().save({ ...CHANGED, shippingFee: 0 });
      expect(await repo().get()).toEqual({ ...CHANGED, shippingFee: 0 });
    });

    it('calls the subscriber now with the defaults and after every save, until stopped', async () => {
      const seen = recorder<ShopSettings>();
      const stop = repo().subscribe(seen.listener);
      await vi.waitFor(() => expect(seen.values).toEqual([DEFAULT_SHOP_SETTINGS]));
      await repo().save(CHANGED);
      await vi.waitFor(() => expect(seen.last()).toEqual(CHANGED));
      stop();
      const count = seen.values.length;
      await repo().save(DEFAULT_SHOP_SETTINGS);
      await pause(50);
      expect(seen.values).toHaveLength(count);
    });
  });
};
