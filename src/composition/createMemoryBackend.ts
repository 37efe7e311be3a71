import { InMemoryActivityLog } from '../adapters/memory/InMemoryActivityLog';
import { InMemoryDeliverySlotRepository } from '../adapters/memory/InMemoryDeliverySlotRepository';
import { InMemoryOfferRepository } from '../adapters/memory/InMemoryOfferRepository';
import { InMemoryAlertRepository } from '../adapters/memory/InMemoryAlertRepository';
import { startAlertNews } from '../adapters/memory/alertNewsInMemory';
import { InMemoryCourierRepository } from '../adapters/memory/InMemoryCourierRepository';
import { InMemoryAuthService } from '../adapters/memory/InMemoryAuthService';
import { InMemoryBannerRepository } from '../adapters/memory/InMemoryBannerRepository';
import { InMemoryComplaintRepository } from '../adapters/memory/InMemoryComplaintRepository';
import { InMemoryCatalogueSummaryRepository } from '../adapters/memory/InMemoryCatalogueSummaryRepository';
import { InMemoryCategoryRepository } from '../adapters/memory/InMemoryCategoryRepository';
import { DemoSnapshotStore } from '../adapters/memory/DemoSnapshotStore';
import { InMemoryDemoInbox } from '../adapters/memory/InMemoryDemoInbox';
import { DemoPaymentGateway } from '../adapters/memory/DemoPaymentGateway';
import { startMessageOutbox } from '../adapters/memory/messageOutbox';
import { InMemoryOrderRepository } from '../adapters/memory/InMemoryOrderRepository';
import { InMemoryOrderErasureRepository } from '../adapters/memory/InMemoryOrderErasureRepository';
import { InMemoryReturnRepository } from '../adapters/memory/InMemoryReturnRepository';
import { InMemoryReviewRepository } from '../adapters/memory/InMemoryReviewRepository';
import { InMemoryProductRepository } from '../adapters/memory/InMemoryProductRepository';
import { InMemoryAddressBookRepository } from '../adapters/memory/InMemoryAddressBookRepository';
import { InMemorySettingsRepository } from '../adapters/memory/InMemorySettingsRepository';
import { InMemoryDeliveryZoneRepository } from '../adapters/memory/InMemoryDeliveryZoneRepository';
import { InMemoryMessageStatusRepository } from '../adapters/memory/InMemoryMessageStatusRepository';
import { InMemorySearchWordsRepository } from '../adapters/memory/InMemorySearchWordsRepository';
import { InMemoryUserRepository } from '../adapters/memory/InMemoryUserRepository';
import { MemoryDatabase } from '../adapters/memory/MemoryDatabase';
import type { IndexedDbPhotoStorage } from '../adapters/browser/IndexedDbPhotoStorage';
import type { IndexedDbReturnPhotoStorage } from '../adapters/browser/IndexedDbReturnPhotoStorage';
import { lazyCanvasPhotoResizer } from '../adapters/browser/lazyCanvasPhotoResizer';
import { seedDemoShop, seedDemoShopInParts } from '../adapters/memory/seed/demoShop';
import { actorOf } from '../domain/staff/Activity';
import type { DemoControls } from '../ports/DemoControls';
import type { Ports, SharedPorts } from '../ports/Ports';

export interface MemoryBackendOptions {
  /** How long the fake Google popup takes; tests make it quick. */
  popupDelayMs?: number;
  /**
   * Start-up builds the demo shop a part at a time, calling this between parts (the browser passes yieldToMain);
   * without it, at once.
   */
  pause?: () => Promise<void>;
  /** The database every adapter shares; benchmarks and tests pass their own to read it (and its meter). */
  database?: MemoryDatabase;
}

/** The memory backend's ports: the demo's inbox and reset are always there. */
export type MemoryPorts = Ports & Required<Pick<Ports, 'demoInbox' | 'demoControls' | 'demoGateway'>>;

/**
 * The demo seed as of `seededAt`, in a database of its own: built on a first visit, a reset, or from a stored seed
 * time.
 */
export const demoSeed = (seededAt: string): MemoryDatabase => {
  const db = new MemoryDatabase();
  seedDemoShop(db, { now: new Date(seededAt) });
  return db;
};

/** The same seed as demoSeed, built a part at a time with `pause` between parts. */
export const demoSeedInParts = async (
  seededAt: string,
  pause: () => Promise<void>,
): Promise<MemoryDatabase> => {
  const db = new MemoryDatabase();
  await seedDemoShopInParts(db, { now: new Date(seededAt) }, pause);
  return db;
};

/**
 * Every port on its in-memory adapter, beside the `shared` ones, over one MemoryDatabase: restored from browser
 * storage when a readable snapshot is there, else seeded; saved after each change and shared with other tabs.
 */
export const createMemoryBackend = async (
  shared: SharedPorts,
  { pause, database: db = new MemoryDatabase(), ...options }: MemoryBackendOptions = {},
): Promise<MemoryPorts> => {
  const { storage, clock, ids } = shared;
  const snapshots = new DemoSnapshotStore(db, storage, demoSeed, () => clock.now());
  if (pause) await snapshots.openInParts((seededAt) => demoSeedInParts(seededAt, pause));
  else snapshots.open();

  const inbox = new InMemoryDemoInbox(db, clock, ids);
  startMessageOutbox(db, clock, inbox);
  startAlertNews(db, clock);
  const auth = new InMemoryAuthService(db, storage, clock, ids, inbox, {
    ...(options.popupDelayMs === undefined ? {} : { popupDelayMs: options.popupDelayMs }),
  });
  const actor = () => actorOf(auth.currentUser());
  const activity = new InMemoryActivityLog(db, clock, ids, actor);
  // The photos the admin uploads and the shoppers' return photos stay in this browser's IndexedDB; that code loads
  // with the first photo uploaded, picked or shown, or a reset.
  let stores: Promise<{ photos: IndexedDbPhotoStorage; returns: IndexedDbReturnPhotoStorage }> | undefined;
  const demoPhotoStores = () =>
    (stores ??= import('../adapters/browser/demoPhotoStorages').then((m) => ({
      photos: new m.IndexedDbPhotoStorage(),
      returns: new m.IndexedDbReturnPhotoStorage(),
    })));
  const demoPhotos = async (): Promise<IndexedDbPhotoStorage> => (await demoPhotoStores()).photos;
  const demoReturnPhotos = async (): Promise<IndexedDbReturnPhotoStorage> =>
    (await demoPhotoStores()).returns;
  const controls: DemoControls = {
    async resetDemoData() {
      snapshots.reset();
      // The seed names none of the uploaded photos, the admin's or the shoppers' return photos.
      await demoPhotos()
        .then((stored) => stored.clear())
        .catch((error: unknown) => console.warn('Demo photos kept:', error));
      // Accounts are back to the demo ones: a session of a removed account ends.
      await auth.reload();
    },
  };
  snapshots.start();
  const gateway = new DemoPaymentGateway(db, clock, ids, auth);
  gateway.startRefunds();
  return {
    ...shared,
    auth,
    products: new InMemoryProductRepository(db, clock, ids, activity),
    catalogueSummary: new InMemoryCatalogueSummaryRepository(db),
    categories: new InMemoryCategoryRepository(db, clock, ids),
    orders: new InMemoryOrderRepository(db, clock, activity),
    orderErasure: new InMemoryOrderErasureRepository(db, clock, activity),
    offers: new InMemoryOfferRepository(db, activity),
    alerts: new InMemoryAlertRepository(db, clock, ids),
    onlinePayments: gateway,
    returns: new InMemoryReturnRepository(db, clock, activity),
    complaints: new InMemoryComplaintRepository(db, clock, activity),
    reviews: new InMemoryReviewRepository(db, clock, actor),
    users: new InMemoryUserRepository(db, activity, clock),
    banners: new InMemoryBannerRepository(db, clock, ids, activity),
    settings: new InMemorySettingsRepository(db, activity),
    deliveryZones: new InMemoryDeliveryZoneRepository(db, activity),
    couriers: new InMemoryCourierRepository(db, activity),
    deliverySlots: new InMemoryDeliverySlotRepository(db, clock),
    searchWords: new InMemorySearchWordsRepository(db, activity),
    messageStatus: new InMemoryMessageStatusRepository(db),
    addressBooks: new InMemoryAddressBookRepository(db),
    activity,
    photos: { upload: async (folder, photo) => (await demoPhotos()).upload(folder, photo) },
    photoResizer: lazyCanvasPhotoResizer,
    returnPhotos: {
      upload: async (userId, photo) => (await demoReturnPhotos()).upload(userId, photo),
      open: async (objectName) => (await demoReturnPhotos()).open(objectName),
    },
    demoInbox: inbox,
    demoGateway: gateway,
    demoControls: controls,
  };
};
