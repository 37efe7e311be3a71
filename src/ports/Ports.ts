import type { ActivityLog } from './ActivityLog';
import type { AlertRepository } from './AlertRepository';
import type { DeliverySlotRepository } from './DeliverySlotRepository';
import type { CourierRepository } from './CourierRepository';
import type { AddressBookRepository } from './AddressBookRepository';
import type { AppConfig } from './AppConfig';
import type { AuthService } from './AuthService';
import type { BannerRepository } from './BannerRepository';
import type { CatalogueSummaryRepository } from './CatalogueSummaryRepository';
import type { CategoryRepository } from './CategoryRepository';
import type { Clock } from './Clock';
import type { ComplaintRepository } from './ComplaintRepository';
import type { Connectivity } from './Connectivity';
import type { DeliveryZoneRepository } from './DeliveryZoneRepository';
import type { DemoControls } from './DemoControls';
import type { DemoInbox } from './DemoInbox';
import type { IdGenerator } from './IdGenerator';
import type { KeyValueStorage } from './KeyValueStorage';
import type { OrderErasureRepository } from './OrderErasureRepository';
import type { OrderRepository } from './OrderRepository';
import type { OfferRepository } from './OfferRepository';
import type { DemoGatewayScreen, OnlinePaymentService } from './OnlinePaymentService';
import type { PhotoResizer } from './PhotoResizer';
import type { PhotoStorage } from './PhotoStorage';
import type { ProductRepository } from './ProductRepository';
import type { ReturnPhotoStorage } from './ReturnPhotoStorage';
import type { ReturnRepository } from './ReturnRepository';
import type { ReviewRepository } from './ReviewRepository';
import type { MessageStatusRepository } from './MessageStatusRepository';
import type { SearchWordsRepository } from './SearchWordsRepository';
import type { SettingsRepository } from './SettingsRepository';
import type { UserRepository } from './UserRepository';

/**
 * Every port the app uses, one field each, as one backend implements them (docs/architecture.md#composition):
 * the composition root returns it, RootStore and the store factories hand its fields to the stores.
 */
export interface Ports {
  readonly config: AppConfig;
  /** This browser's storage, shared by its tabs. */
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The device's network; in firebase mode also offline while Firestore cannot reach its server. */
  readonly connectivity: Connectivity;
  readonly auth: AuthService;
  readonly products: ProductRepository;
  readonly catalogueSummary: CatalogueSummaryRepository;
  readonly categories: CategoryRepository;
  readonly orders: OrderRepository;
  readonly orderErasure: OrderErasureRepository;
  /** Coupons and automatic offers. */
  readonly offers: OfferRepository;
  /** Shoppers' stock and price alerts. */
  readonly alerts: AlertRepository;
  /** Paying an order through the shop's payment gateway. */
  readonly onlinePayments: OnlinePaymentService;
  readonly returns: ReturnRepository;
  readonly complaints: ComplaintRepository;
  readonly reviews: ReviewRepository;
  readonly users: UserRepository;
  readonly banners: BannerRepository;
  readonly settings: SettingsRepository;
  readonly deliveryZones: DeliveryZoneRepository;
  readonly couriers: CourierRepository;
  readonly deliverySlots: DeliverySlotRepository;
  readonly searchWords: SearchWordsRepository;
  /** Whether the shop's messages go out, and those it gave up on (staff only). */
  readonly messageStatus: MessageStatusRepository;
  readonly addressBooks: AddressBookRepository;
  readonly activity: ActivityLog;
  /** The admin's uploaded photos. */
  readonly photos: PhotoStorage;
  readonly photoResizer: PhotoResizer;
  /** The shoppers' photos of a damaged delivery. */
  readonly returnPhotos: ReturnPhotoStorage;
  /** The demo's inbox (memory backend only). */
  readonly demoInbox?: DemoInbox;
  /** The demo gateway's page (memory backend only). */
  readonly demoGateway?: DemoGatewayScreen;
  /** The demo's reset (memory backend only). */
  readonly demoControls?: DemoControls;
  /** Ends the backend's connections (firebase only), so a build that drew pages from it can exit. */
  readonly close?: () => Promise<void>;
}

/** The ports that are the same whatever the backend: the composition root makes them and hands them to it. */
export type SharedPorts = Pick<Ports, 'config' | 'storage' | 'clock' | 'ids' | 'connectivity'>;
