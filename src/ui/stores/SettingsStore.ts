import { makeAutoObservable } from 'mobx';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../domain/ShopSettings';
import type { SettingsRepository } from '../../ports/SettingsRepository';

/** The live `settings/shop` document: an admin's change shows in the storefront without a reload. */
export class SettingsStore {
  settings: ShopSettings = DEFAULT_SHOP_SETTINGS;
  loaded = false;
  readonly #repository: SettingsRepository;

  constructor(repository: SettingsRepository) {
    this.#repository = repository;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get freeShippingThreshold(): number {
    return this.settings.freeShippingThreshold;
  }

  /** Starts the live view; returns the stop function. */
  start(): () => void {
    return this.#repository.subscribe(this.receive);
  }

  receive(settings: ShopSettings): void {
    this.settings = settings;
    this.loaded = true;
  }
}
