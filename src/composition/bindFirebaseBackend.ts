import type { Container } from 'inversify';
import { firebaseConfigFromEnv } from '../adapters/firestore/firebaseConfigFromEnv';
import { ServerAwareConnectivity } from '../adapters/firestore/ServerAwareConnectivity';
import { AuthService } from '../ports/AuthService';
import { ActivityLog } from '../ports/ActivityLog';
import { BannerRepository } from '../ports/BannerRepository';
import { CatalogueSummaryRepository } from '../ports/CatalogueSummaryRepository';
import { CategoryRepository } from '../ports/CategoryRepository';
import { ComplaintRepository } from '../ports/ComplaintRepository';
import { Connectivity } from '../ports/Connectivity';
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
import { bindConstant } from './binding';
import { CloseBackend } from './tokens';

/** VITE_FIREBASE_* settings (see firebaseConfigFromEnv and .env.example). */
export type FirebaseEnv = Readonly<Record<string, string | boolean | undefined>>;

/**
 * Binds every port to its Firestore / Firebase Auth adapter. The configuration is checked first (a clear error
 * without downloading anything); the SDK then arrives in its own lazily loaded chunk. `forBuild`: the build draws
 * pages in Node as a guest, so the session lives in memory and there is no App Check (reCAPTCHA needs a browser).
 * `device` is the device's network; the shop counts as offline too while Firestore cannot reach its server.
 */
export const bindFirebaseBackend = async (
  container: Container,
  env: FirebaseEnv,
  { forBuild = false, device }: { forBuild?: boolean; device: Connectivity },
): Promise<void> => {
  const { appCheckSiteKey, ...config } = firebaseConfigFromEnv(env);
  const { createFirebaseBackend } = await import('../adapters/firestore/createFirebaseBackend');
  const backend = createFirebaseBackend(
    forBuild
      ? { ...config, authPersistence: 'memory' }
      : { ...config, ...(appCheckSiteKey ? { appCheckSiteKey } : {}) },
  );
  bindConstant(container, CloseBackend, backend.dispose);
  bindConstant(
    container,
    Connectivity,
    forBuild ? device : new ServerAwareConnectivity(device, backend.watchServer),
  );
  bindConstant(container, ActivityLog, backend.activity);
  bindConstant(container, ProductRepository, backend.products);
  bindConstant(container, CatalogueSummaryRepository, backend.summary);
  bindConstant(container, CategoryRepository, backend.categories);
  bindConstant(container, OrderRepository, backend.orders);
  bindConstant(container, OrderErasureRepository, backend.orderErasure);
  bindConstant(container, ReturnRepository, backend.returns);
  bindConstant(container, ComplaintRepository, backend.complaints);
  bindConstant(container, ReviewRepository, backend.reviews);
  bindConstant(container, UserRepository, backend.users);
  bindConstant(container, BannerRepository, backend.banners);
  bindConstant(container, SettingsRepository, backend.settings);
  bindConstant(container, DeliveryZoneRepository, backend.deliveryZones);
  bindConstant(container, AddressBookRepository, backend.addressBooks);
  bindConstant(container, AuthService, backend.auth);
  bindConstant(container, PhotoStorage, backend.photos);
  bindConstant(container, PhotoResizer, backend.photoResizer);
  bindConstant(container, ReturnPhotoStorage, backend.returnPhotos);
};
