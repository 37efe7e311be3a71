import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../src/domain/settings/ShopSettings';
import type { SettingsRepository } from '../../src/ports/SettingsRepository';
import { type Harness, useHarness } from './support/harness';
import { pause, recorder } from './support/timing';

export interface SettingsRepositoryHarness extends Harness<SettingsRepository> {
  /** Stores `document` as settings/shop as it is, past the adapter and the rules (an older or corrupted one). */
  storeRaw(document: Record<string, unknown>): Promise<void>;
}

const CHANGED: ShopSettings = {
  phone: '+91 90000 11111',
  email: 'help@example.in',
  freeShippingThreshold: 25000,
  shippingFee: 999,
  gstRate: 12,
  lowStockThreshold: 3,
  maxOpenOrders: 5,
  maxOpenPrepaidOrders: 8,
  maxOpenCodValue: 500000,
  sellerLegalName: 'Example Furniture Works (fictitious)',
  sellerAddress: '2 Sample Street, Jaipur 302001',
  sellerState: 'Rajasthan',
  sellerGstin: '08ABCDE1234F1Z0',
  grievanceOfficerName: 'Example Person (fictitious)',
  grievanceOfficerDesignation: 'Grievance Officer',
  grievanceOfficerPhone: '+91 00000 11111',
  grievanceOfficerEmail: 'grievance@example.in',
  invoicePrefix: 'EF',
  returnWindowDays: 14,
  upiId: 'examplefurniture@okexample',
  upiPayeeName: 'Example Furniture Works (fictitious)',
  paymentGateway: 'razorpay',
  paymentGatewayKeyId: 'rzp_test_Fictitious0001',
  emiMinimum: 15000,
  emiPlans: [
    { months: 6, lender: 'Example Bank credit cards (fictitious)', annualRatePercent: 15, noCost: true },
    { months: 12, lender: 'Example Finance EMI card (fictitious)', annualRatePercent: 16.5, noCost: false },
  ],
  paymentWindowHours: 48,
  codConfirmAbove: 35000,
  codConfirmWithinHours: 24,
  whatsappPhoneNumberId: '106540352242922',
  whatsappPlacedTemplate: 'order_placed',
  whatsappConfirmedTemplate: 'order_confirmed',
  whatsappShippedTemplate: 'order_shipped',
  whatsappDeliveredTemplate: '',
  whatsappCancelledTemplate: 'order_cancelled',
  whatsappUpiVerifiedTemplate: 'upi_payment_received',
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

    it('clears the grievance officer when saved without one', async () => {
      await repo().save(CHANGED);
      const withoutOfficer = {
        ...CHANGED,
        grievanceOfficerName: '',
        grievanceOfficerDesignation: '',
        grievanceOfficerPhone: '',
        grievanceOfficerEmail: '',
      };
      await repo().save(withoutOfficer);
      expect(await repo().get()).toEqual(withoutOfficer);
    });

    it('reads a field an older document lacks, or holds in the wrong type, as its default; drops unknown ones', async () => {
      await harness().storeRaw({
        ...CHANGED,
        grievanceOfficerName: 42,
        grievanceOfficerEmail: null,
        grievanceOfficerPhone: { number: '+91 00000 11111' },
        shippingFee: 'free',
        gstRate: '18',
        adminEmails: ['me@evil.example'],
      });
      const expected = {
        ...CHANGED,
        grievanceOfficerName: '',
        grievanceOfficerEmail: '',
        grievanceOfficerPhone: '',
        shippingFee: DEFAULT_SHOP_SETTINGS.shippingFee,
        gstRate: DEFAULT_SHOP_SETTINGS.gstRate,
      };
      expect(await repo().get()).toEqual(expected);
      const seen = recorder<ShopSettings>();
      const stop = repo().subscribe(seen.listener, seen.onError);
      await vi.waitFor(() => expect(seen.values).toEqual([expected]));
      stop();
      await harness().storeRaw({ phone: '+91 00000 22222' });
      expect(await repo().get()).toEqual({ ...DEFAULT_SHOP_SETTINGS, phone: '+91 00000 22222' });
    });

    it('calls the subscriber now with the defaults and after every save, until stopped', async () => {
      const seen = recorder<ShopSettings>();
      const stop = repo().subscribe(seen.listener, seen.onError);
      await vi.waitFor(() => expect(seen.values).toEqual([DEFAULT_SHOP_SETTINGS]));
      await repo().save(CHANGED);
      await vi.waitFor(() => expect(seen.last()).toEqual(CHANGED));
      stop();
      const count = seen.values.length;
      await repo().save(DEFAULT_SHOP_SETTINGS);
      await pause(50);
      expect(seen.values).toHaveLength(count);
      expect(seen.failures).toEqual([]);
    });
  });
};
