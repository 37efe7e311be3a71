import { makeAutoObservable, observableRef, observableStruct } from 'mobx';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../../domain/settings/ShopSettings';
import type { SettingsRepository } from '../../../ports/SettingsRepository';
import { IDLE, LOADED, LOADING, failed, type LoadState } from './LoadState';
import { reopenableView, type ReopenableView } from './reopenableView';

/** The live `settings/shop` document: an admin's change shows in the storefront without a reload. */
export class SettingsStore {
  /** The defaults until the owner's settings arrive. */
  settings: ShopSettings = DEFAULT_SHOP_SETTINGS;
  /**
   * Loaded once the settings arrived, and it stays so: a view that stops afterwards leaves them as they were. Failed
   * when the view stopped before: the defaults are no stand-in for the owner's shipping charges, UPI ID or seller
   * details, so what needs them says so and offers to try again.
   */
  state: LoadState = IDLE;
  readonly #view: ReopenableView;

  constructor(repository: SettingsRepository) {
    makeAutoObservable(this, { settings: observableStruct, state: observableRef }, { autoBind: true });
    this.#view = reopenableView(() => repository.subscribe(this.receive, this.fail));
  }

  get freeShippingThreshold(): number {
    return this.settings.freeShippingThreshold;
  }

  /** Starts the live view; returns the stop function. */
  start(): () => void {
    if (this.state.status !== 'loaded') this.state = LOADING;
    return this.#view.open();
  }

  retry(): void {
    this.start();
  }

  receive(settings: ShopSettings): void {
    this.settings = settings;
    this.state = LOADED;
  }

  /** A view that stops after the settings arrived leaves them as they were. */
  fail(error: unknown): void {
    console.error('The shop settings could not be read.', error);
    if (this.state.status !== 'loaded') this.state = failed('The shop settings could not be read.');
  }
}
