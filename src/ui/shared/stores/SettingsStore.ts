import { makeAutoObservable } from 'mobx';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../../domain/settings/ShopSettings';
import type { SettingsRepository } from '../../../ports/SettingsRepository';
import { reopenableView, type ReopenableView } from './reopenableView';

/** The live `settings/shop` document: an admin's change shows in the storefront without a reload. */
export class SettingsStore {
  settings: ShopSettings = DEFAULT_SHOP_SETTINGS;
  loaded = false;
  /**
   * The view stopped before the settings arrived: the defaults are no stand-in for the owner's shipping charges,
   * UPI ID or seller details, so what needs them says so and offers to try again.
   */
  failed = false;
  readonly #view: ReopenableView;

  constructor(repository: SettingsRepository) {
    makeAutoObservable(this, {}, { autoBind: true });
    this.#view = reopenableView(() => repository.subscribe(this.receive, this.fail));
  }

  get freeShippingThreshold(): number {
    return this.settings.freeShippingThreshold;
  }

  /** Starts the live view; returns the stop function. */
  start(): () => void {
    return this.#view.open();
  }

  retry(): void {
    this.failed = false;
    this.#view.open();
  }

  receive(settings: ShopSettings): void {
    this.settings = settings;
    this.loaded = true;
  }

  /** A view that stops after the settings arrived leaves them as they were. */
  fail(error: unknown): void {
    console.error('The shop settings could not be read.', error);
    if (!this.loaded) this.failed = true;
  }
}
