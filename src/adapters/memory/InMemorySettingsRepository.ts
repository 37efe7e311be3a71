import { settingsTarget } from '../../domain/staff/ActivityTargets';
import type { Unsubscribe } from '../../domain/shared/Page';
import type { ShopSettings } from '../../domain/settings/ShopSettings';
import { storedShopSettings } from '../../domain/settings/storedShopSettings';
import type { SettingsRepository } from '../../ports/SettingsRepository';
import type { InMemoryActivityLog } from './InMemoryActivityLog';
import type { MemoryDatabase } from './MemoryDatabase';
import { watchDocument } from './watchQuery';

export const SETTINGS = 'settings';
export const SHOP_SETTINGS_ID = 'shop';

/** The `settings/shop` document. */
export class InMemorySettingsRepository implements SettingsRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly log: InMemoryActivityLog,
  ) {}

  async get(): Promise<ShopSettings> {
    return storedShopSettings(this.db.get<unknown>(SETTINGS, SHOP_SETTINGS_ID));
  }

  async save(settings: ShopSettings): Promise<void> {
    this.db.transaction(() => {
      const before = storedShopSettings(this.db.peek<unknown>(SETTINGS, SHOP_SETTINGS_ID));
      this.db.set(SETTINGS, SHOP_SETTINGS_ID, { ...settings });
      this.log.record('settings', [settingsTarget(before, settings)]);
    });
  }

  subscribe(listener: (settings: ShopSettings) => void): Unsubscribe {
    return watchDocument<unknown>(this.db, SETTINGS, SHOP_SETTINGS_ID, (stored) =>
      listener(storedShopSettings(stored)),
    );
  }
}
