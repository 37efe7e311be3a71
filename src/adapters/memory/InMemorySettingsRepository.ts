import { settingsTarget } from '../../domain/ActivityTargets';
import type { Unsubscribe } from '../../domain/Page';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../domain/ShopSettings';
import type { SettingsRepository } from '../../ports/SettingsRepository';
import type { InMemoryActivityLog } from './InMemoryActivityLog';
import type { MemoryDatabase } from './MemoryDatabase';
import { watchDocument } from './watchQuery';

export const SETTINGS = 'settings';
export const SHOP_SETTINGS_ID = 'shop';

/** Fields a stored document lacks (an older shape) fall back to the defaults. */
const withDefaults = (stored: ShopSettings | null): ShopSettings => ({ ...DEFAULT_SHOP_SETTINGS, ...stored });

/** The `settings/shop` document. */
export class InMemorySettingsRepository implements SettingsRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly log: InMemoryActivityLog,
  ) {}

  async get(): Promise<ShopSettings> {
    return withDefaults(this.db.get<ShopSettings>(SETTINGS, SHOP_SETTINGS_ID));
  }

  async save(settings: ShopSettings): Promise<void> {
    this.db.transaction(() => {
      const before = withDefaults(this.db.peek<ShopSettings>(SETTINGS, SHOP_SETTINGS_ID));
      this.db.set(SETTINGS, SHOP_SETTINGS_ID, { ...settings });
      this.log.record('settings', [settingsTarget(before, settings)]);
    });
  }

  subscribe(listener: (settings: ShopSettings) => void): Unsubscribe {
    return watchDocument<ShopSettings>(this.db, SETTINGS, SHOP_SETTINGS_ID, (stored) =>
      listener(withDefaults(stored)),
    );
  }
}
