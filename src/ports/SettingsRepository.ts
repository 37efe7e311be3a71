import type { Unsubscribe, ViewFailed } from '../domain/shared/Page';
import type { ShopSettings } from '../domain/settings/ShopSettings';

export interface SettingsRepository {
  /** The `settings/shop` document, or DEFAULT_SHOP_SETTINGS when it does not exist. */
  get(): Promise<ShopSettings>;
  /** Replaces the document. Validation is the caller's (domain). */
  save(settings: ShopSettings): Promise<void>;
  /** Calls `listener` now and after every change. */
  subscribe(listener: (settings: ShopSettings) => void, onError: ViewFailed): Unsubscribe;
}
