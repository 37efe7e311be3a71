import { makeAutoObservable, runInAction } from 'mobx';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import type { ShopSettings } from '../../../domain/settings/ShopSettings';
import { emiPlansText } from '../../../domain/payments/EmiPlansText';
import {
  validateShopSettings,
  type ShopSettingsErrors,
  type ShopSettingsField,
  type ShopSettingsForm,
} from '../../../domain/settings/ShopSettingsValidation';
import type { SettingsRepository } from '../../../ports/SettingsRepository';
import type { AdminNotifier } from '../layout/AdminNotifier';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import { toasterNotifier } from '../common/toasterNotifier';
import { saveWithNotice } from '../common/saveWithNotice';

const toForm = (settings: ShopSettings): Record<ShopSettingsField, string> => ({
  phone: settings.phone,
  email: settings.email,
  freeShippingThreshold: String(settings.freeShippingThreshold),
  shippingFee: String(settings.shippingFee),
  gstRate: String(settings.gstRate),
  lowStockThreshold: String(settings.lowStockThreshold),
  maxOpenOrders: String(settings.maxOpenOrders),
  maxOpenPrepaidOrders: String(settings.maxOpenPrepaidOrders),
  maxOpenCodValue: String(settings.maxOpenCodValue),
  sellerLegalName: settings.sellerLegalName,
  sellerAddress: settings.sellerAddress,
  sellerState: settings.sellerState,
  sellerGstin: settings.sellerGstin,
  grievanceOfficerName: settings.grievanceOfficerName,
  grievanceOfficerDesignation: settings.grievanceOfficerDesignation,
  grievanceOfficerPhone: settings.grievanceOfficerPhone,
  grievanceOfficerEmail: settings.grievanceOfficerEmail,
  invoicePrefix: settings.invoicePrefix,
  returnWindowDays: String(settings.returnWindowDays),
  upiId: settings.upiId,
  upiPayeeName: settings.upiPayeeName,
  paymentGateway: settings.paymentGateway,
  paymentGatewayKeyId: settings.paymentGatewayKeyId,
  emiMinimum: String(settings.emiMinimum),
  emiPlans: emiPlansText(settings.emiPlans),
  paymentWindowHours: String(settings.paymentWindowHours),
  codConfirmAbove: String(settings.codConfirmAbove),
  codConfirmWithinHours: String(settings.codConfirmWithinHours),
  whatsappPhoneNumberId: settings.whatsappPhoneNumberId,
  whatsappPlacedTemplate: settings.whatsappPlacedTemplate,
  whatsappConfirmedTemplate: settings.whatsappConfirmedTemplate,
  whatsappShippedTemplate: settings.whatsappShippedTemplate,
  whatsappDeliveredTemplate: settings.whatsappDeliveredTemplate,
  whatsappCancelledTemplate: settings.whatsappCancelledTemplate,
  whatsappUpiVerifiedTemplate: settings.whatsappUpiVerifiedTemplate,
});

/** The `settings/shop` form: validated by the domain, saved whole; the storefront follows it live. */
export class AdminSettingsStore {
  form: Record<ShopSettingsField, string>;
  errors: ShopSettingsErrors = {};
  saving = false;
  readonly #repository: SettingsRepository;
  readonly #notifier: AdminNotifier;
  readonly #network: NetworkGuard;

  constructor(
    repository: SettingsRepository,
    notifier: AdminNotifier,
    network: NetworkGuard,
    current: ShopSettings,
  ) {
    this.#repository = repository;
    this.#notifier = notifier;
    this.#network = network;
    this.form = toForm(current);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(field: ShopSettingsField, value: string): void {
    this.form[field] = value;
    if (this.errors[field]) {
      const next = { ...this.errors };
      delete next[field];
      this.errors = next;
    }
  }

  /** Shows the stored values again (after another admin's change, or to undo typing). */
  reset(settings: ShopSettings): void {
    this.form = toForm(settings);
    this.errors = {};
  }

  async save(): Promise<boolean> {
    const checked = validateShopSettings(this.form satisfies ShopSettingsForm);
    if (!checked.ok) {
      this.errors = checked.error.fields;
      this.#notifier.error(adminMessageFor('SETTINGS.INVALID'));
      return false;
    }
    this.errors = {};
    return saveWithNotice(
      this,
      { network: this.#network, notifier: this.#notifier },
      async () => {
        await this.#repository.save(checked.value);
        runInAction(() => (this.form = toForm(checked.value)));
      },
      { saved: adminMessageFor('SETTINGS.SAVED'), failed: adminMessageFor('SETTINGS.SAVE_FAILED') },
    );
  }
}

/** A fresh store for each visit to the Settings screen, its form filled from the shop's current settings. */
export const createAdminSettingsStore = (root: RootStore): AdminSettingsStore =>
  new AdminSettingsStore(root.ports.settings, toasterNotifier, networkStatusOf(root), root.settings.settings);
