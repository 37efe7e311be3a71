import { doc, type Firestore, getDoc, onSnapshot } from 'firebase/firestore';
import { guardedTransaction } from './guardedTransaction';
import type { CurrentActor } from '../../domain/staff/Activity';
import { settingsTarget } from '../../domain/staff/ActivityTargets';
import type { Unsubscribe, ViewFailed } from '../../domain/shared/Page';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../domain/settings/ShopSettings';
import { storedShopSettings } from '../../domain/settings/storedShopSettings';
import type { SettingsRepository } from '../../ports/SettingsRepository';
import { SETTINGS, SETTINGS_ID } from './collections';
import { logActivity } from './FirestoreActivityLog';
import { guarded } from './firestoreErrors';

const KEYS = Object.keys(DEFAULT_SHOP_SETTINGS) as (keyof ShopSettings)[];

/** The `settings/shop` document. */
export class FirestoreSettingsRepository implements SettingsRepository {
  constructor(
    private readonly db: Firestore,
    private readonly actor: CurrentActor,
  ) {}

  private get ref() {
    return doc(this.db, SETTINGS, SETTINGS_ID);
  }

  async get(): Promise<ShopSettings> {
    return guarded(async () => storedShopSettings((await getDoc(this.ref)).data()));
  }

  async save(settings: ShopSettings): Promise<void> {
    const document = Object.fromEntries(KEYS.map((key) => [key, settings[key]]));
    await guardedTransaction(this.db, async (transaction) => {
      const before = storedShopSettings((await transaction.get(this.ref)).data());
      const target = settingsTarget(before, settings);
      const auditId = logActivity(this.db, transaction, this.actor, 'settings', [target]);
      transaction.set(this.ref, { ...document, auditId });
    });
  }

  subscribe(listener: (settings: ShopSettings) => void, onError: ViewFailed): Unsubscribe {
    return onSnapshot(this.ref, (snapshot) => listener(storedShopSettings(snapshot.data())), onError);
  }
}
