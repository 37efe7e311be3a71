import type { Container } from 'inversify';
import { InMemoryActivityLog } from '../adapters/memory/InMemoryActivityLog';
import { InMemoryAuthService } from '../adapters/memory/InMemoryAuthService';
import { InMemoryBannerRepository } from '../adapters/memory/InMemoryBannerRepository';
import { InMemoryComplaintRepository } from '../adapters/memory/InMemoryComplaintRepository';
import { InMemoryCatalogueSummaryRepository } from '../adapters/memory/InMemoryCatalogueSummaryRepository';
import { InMemoryCategoryRepository } from '../adapters/memory/InMemoryCategoryRepository';
import { DemoSnapshotStore } from '../adapters/memory/DemoSnapshotStore';
import { InMemoryDemoInbox } from '../adapters/memory/InMemoryDemoInbox';
import { InMemoryOrderRepository } from '../adapters/memory/InMemoryOrderRepository';
import { InMemoryOrderErasureRepository } from '../adapters/memory/InMemoryOrderErasureRepository';
import { InMemoryReturnRepository } from '../adapters/memory/InMemoryReturnRepository';
import { InMemoryReviewRepository } from '../adapters/memory/InMemoryReviewRepository';
import { InMemoryProductRepository } from '../adapters/memory/InMemoryProductRepository';
import { InMemoryAddressBookRepository } from '../adapters/memory/InMemoryAddressBookRepository';
import { InMemorySettingsRepository } from '../adapters/memory/InMemorySettingsRepository';
import { InMemoryDeliveryZoneRepository } from '../adapters/memory/InMemoryDeliveryZoneRepository';
import { InMemoryUserRepository } from '../adapters/memory/InMemoryUserRepository';
import { MemoryDatabase, type Snapshot } from '../adapters/memory/MemoryDatabase';
import type { IndexedDbPhotoStorage } from '../adapters/browser/IndexedDbPhotoStorage';
import type { IndexedDbReturnPhotoStorage } from '../adapters/browser/IndexedDbReturnPhotoStorage';
import { lazyCanvasPhotoResizer } from '../adapters/browser/lazyCanvasPhotoResizer';
import { seedDemoShop, seedDemoShopInParts } from '../adapters/memory/seed/demoShop';
import { actorOf } from '../domain/staff/Activity';
import { ActivityLog } from '../ports/ActivityLog';
import { AuthService } from '../ports/AuthService';
import { BannerRepository } from '../ports/BannerRepository';
import { CatalogueSummaryRepository } from '../ports/CatalogueSummaryRepository';
import { CategoryRepository } from '../ports/CategoryRepository';
import { ComplaintRepository } from '../ports/ComplaintRepository';
import { Clock } from '../ports/Clock';
import { DemoControls } from '../ports/DemoControls';
import { DemoInbox } from '../ports/DemoInbox';
import { IdGenerator } from '../ports/IdGenerator';
import { KeyValueStorage } from '../ports/KeyValueStorage';
import { OrderRepository } from '../ports/OrderRepository';
import { OrderErasureRepository } from '../ports/OrderErasureRepository';
import { PhotoResizer } from '../ports/PhotoResizer';
import { PhotoStorage } from '../ports/PhotoStorage';
import { ReturnPhotoStorage } from '../ports/ReturnPhotoStorage';
import { ReturnRepository } from '../ports/ReturnRepository';
import { ReviewRepository } from '../ports/ReviewRepository';
import { ProductRepository } from '../ports/ProductRepository';
import { AddressBookRepository } from '../ports/AddressBookRepository';
import { SettingsRepository } from '../ports/SettingsRepository';
import { DeliveryZoneRepository } from '../ports/DeliveryZoneRepository';
import { UserRepository } from '../ports/UserRepository';
import { bindConstant, bindSingleton, resolve } from './binding';
import { MemoryDatabaseToken } from './tokens';

export interface MemoryBackendOptions {
  /** How long the fake Google popup takes; tests make it quick. */
  popupDelayMs?: number;
  /**
   * Start-up builds the demo shop a part at a time, calling this between parts (the browser passes yieldToMain);
   * without it, at once.
   */
  pause?: () => Promise<void>;
}

/** The demo seed as of `seededAt`, as a snapshot: built on a first visit, a reset, or from a stored seed time. */
export const demoSeedSnapshot = (seededAt: string): Snapshot => {
  const db = new MemoryDatabase();
  seedDemoShop(db, { now: new Date(seededAt) });
  return db.uncopiedSnapshot();
};

/** The same snapshot as demoSeedSnapshot, built a part at a time with `pause` between parts. */
export const demoSeedSnapshotInParts = async (
  seededAt: string,
  pause: () => Promise<void>,
): Promise<Snapshot> => {
  const db = new MemoryDatabase();
  await seedDemoShopInParts(db, { now: new Date(seededAt) }, pause);
  return db.uncopiedSnapshot();
};

/**
 * Binds every port to its in-memory adapter over one MemoryDatabase: restored from browser storage when a
 * readable snapshot is there, else seeded; saved after each change and shared with other tabs.
 * Clock, IdGenerator and KeyValueStorage must already be bound.
 */
export const bindMemoryBackend = async (
  container: Container,
  { pause, ...options }: MemoryBackendOptions = {},
): Promise<() => void> => {
  const db = new MemoryDatabase();
  const snapshots = new DemoSnapshotStore(db, resolve(container, KeyValueStorage), demoSeedSnapshot);
  if (pause) await snapshots.openInParts((seededAt) => demoSeedSnapshotInParts(seededAt, pause));
  else snapshots.open();

  const clock = (): Clock => resolve(container, Clock);
  const ids = (): IdGenerator => resolve(container, IdGenerator);
  bindConstant(container, MemoryDatabaseToken, db);
  let activity: InMemoryActivityLog | undefined;
  const actor = () => actorOf(resolve(container, AuthService).currentUser());
  const log = (): InMemoryActivityLog => (activity ??= new InMemoryActivityLog(db, clock(), ids(), actor));
  bindSingleton(container, ActivityLog, log);
  bindSingleton(container, ProductRepository, () => new InMemoryProductRepository(db, clock(), ids(), log()));
  bindSingleton(container, CatalogueSummaryRepository, () => new InMemoryCatalogueSummaryRepository(db));
  bindSingleton(container, CategoryRepository, () => new InMemoryCategoryRepository(db, clock(), ids()));
  bindSingleton(container, OrderRepository, () => new InMemoryOrderRepository(db, clock(), log()));
  bindSingleton(
    container,
    OrderErasureRepository,
    () => new InMemoryOrderErasureRepository(db, clock(), log()),
  );
  bindSingleton(container, ReturnRepository, () => new InMemoryReturnRepository(db, clock(), log()));
  bindSingleton(container, ComplaintRepository, () => new InMemoryComplaintRepository(db, clock(), log()));
  bindSingleton(container, ReviewRepository, () => new InMemoryReviewRepository(db, clock(), actor));
  bindSingleton(container, UserRepository, () => new InMemoryUserRepository(db, log(), clock()));
  bindSingleton(container, BannerRepository, () => new InMemoryBannerRepository(db, clock(), ids(), log()));
  bindSingleton(container, SettingsRepository, () => new InMemorySettingsRepository(db, log()));
  bindSingleton(container, DeliveryZoneRepository, () => new InMemoryDeliveryZoneRepository(db, log()));
  bindSingleton(container, AddressBookRepository, () => new InMemoryAddressBookRepository(db));
  const inbox = new InMemoryDemoInbox(db, clock(), ids());
  bindConstant(container, DemoInbox, inbox);
  bindSingleton(
    container,
    AuthService,
    () =>
      new InMemoryAuthService(db, resolve(container, KeyValueStorage), clock(), ids(), inbox, {
        ...(options.popupDelayMs === undefined ? {} : { popupDelayMs: options.popupDelayMs }),
      }),
  );
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
  bindConstant(container, PhotoResizer, lazyCanvasPhotoResizer);
  bindConstant(container, PhotoStorage, {
    upload: async (folder, photo) => (await demoPhotos()).upload(folder, photo),
  });
  bindConstant(container, ReturnPhotoStorage, {
    upload: async (userId, photo) => (await demoReturnPhotos()).upload(userId, photo),
    open: async (objectName) => (await demoReturnPhotos()).open(objectName),
  });
  const controls: DemoControls = {
    async resetDemoData() {
      snapshots.reset();
      // The seed names none of the uploaded photos, the admin's or the shoppers' return photos.
      await demoPhotos()
        .then((stored) => stored.clear())
        .catch((error: unknown) => console.warn('Demo photos kept:', error));
      // Accounts are back to the demo ones: a session of a removed account ends.
      await resolve(container, AuthService).reload();
    },
  };
  bindConstant(container, DemoControls, controls);
  return snapshots.start();
};
