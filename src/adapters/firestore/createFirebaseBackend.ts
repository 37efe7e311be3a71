import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import type { CourierRepository } from '../../ports/CourierRepository';
import { FirestoreDeliverySlotRepository } from './FirestoreDeliverySlotRepository';
import type { DeliverySlotRepository } from '../../ports/DeliverySlotRepository';
import { FirestoreOfferRepository } from './FirestoreOfferRepository';
import { FirestoreAlertRepository } from './FirestoreAlertRepository';
import { FirestoreCourierRepository } from './FirestoreCourierRepository';
import { FirebaseOnlinePayments } from './FirebaseOnlinePayments';
import type { OnlinePaymentService } from '../../ports/OnlinePaymentService';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  type Persistence,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  type Firestore,
  getFirestore,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
} from 'firebase/firestore';
import { actorOf, type CurrentActor } from '../../domain/staff/Activity';
import type { ActivityLog } from '../../ports/ActivityLog';
import type { AddressBookRepository } from '../../ports/AddressBookRepository';
import type { AuthService } from '../../ports/AuthService';
import type { BannerRepository } from '../../ports/BannerRepository';
import type { CatalogueSummaryRepository } from '../../ports/CatalogueSummaryRepository';
import type { CategoryRepository } from '../../ports/CategoryRepository';
import type { ComplaintRepository } from '../../ports/ComplaintRepository';
import type { Clock } from '../../ports/Clock';
import type { OrderRepository } from '../../ports/OrderRepository';
import type { OrderErasureRepository } from '../../ports/OrderErasureRepository';
import type { OfferRepository } from '../../ports/OfferRepository';
import type { AlertRepository } from '../../ports/AlertRepository';
import type { ReturnRepository } from '../../ports/ReturnRepository';
import type { ReviewRepository } from '../../ports/ReviewRepository';
import type { ProductRepository } from '../../ports/ProductRepository';
import type { SettingsRepository } from '../../ports/SettingsRepository';
import type { DeliveryZoneRepository } from '../../ports/DeliveryZoneRepository';
import type { MessageStatusRepository } from '../../ports/MessageStatusRepository';
import type { SearchWordsRepository } from '../../ports/SearchWordsRepository';
import type { PhotoResizer } from '../../ports/PhotoResizer';
import type { PhotoStorage } from '../../ports/PhotoStorage';
import type { ReturnPhotoStorage } from '../../ports/ReturnPhotoStorage';
import { lazyCanvasPhotoResizer } from '../browser/lazyCanvasPhotoResizer';
import type { UserRepository } from '../../ports/UserRepository';
import { FirebaseAuthService } from './FirebaseAuthService';
import { FirestoreActivityLog, logOnItsOwn } from './FirestoreActivityLog';
import { FirestoreBannerRepository } from './FirestoreBannerRepository';
import { FirestoreCatalogueSummaryRepository } from './FirestoreCatalogueSummaryRepository';
import { FirestoreCategoryRepository } from './FirestoreCategoryRepository';
import { FirestoreComplaintRepository } from './FirestoreComplaintRepository';
import { FirestoreOrderRepository } from './FirestoreOrderRepository';
import { FirestoreOrderErasureRepository } from './FirestoreOrderErasureRepository';
import { FirestoreReturnRepository } from './FirestoreReturnRepository';
import { FirestoreReviewRepository } from './FirestoreReviewRepository';
import { FirestoreProductRepository } from './FirestoreProductRepository';
import { FirestoreAddressBookRepository } from './FirestoreAddressBookRepository';
import { FirestoreSettingsRepository } from './FirestoreSettingsRepository';
import { FirestoreDeliveryZoneRepository } from './FirestoreDeliveryZoneRepository';
import { FirestoreMessageStatusRepository } from './FirestoreMessageStatusRepository';
import { FirestoreSearchWordsRepository } from './FirestoreSearchWordsRepository';
import { FirestoreUserRepository } from './FirestoreUserRepository';
import { FirebasePhotoStorage } from './FirebasePhotoStorage';
import { FirebaseReturnPhotoStorage } from './FirebaseReturnPhotoStorage';
import type { ServerWatch } from './ServerAwareConnectivity';
import { watchServer } from './watchServer';

export interface FirebaseBackendConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  measurementId?: string;
  /**
   * Local emulators instead of the project: Firestore as 'host:port', Auth as a URL ('http://127.0.0.1:9099'),
   * Storage as 'host:port' (default 127.0.0.1:9199).
   */
  emulators?: { firestoreHost: string; authUrl: string; storageHost?: string; functionsHost?: string };
  /** Where Razorpay's checkout script loads from: its own address unless a test serves a stand-in. */
  razorpayCheckoutUrl?: string;
  /** Where the verification e-mail's continue button leads (must be an authorized domain of the project). */
  verificationContinueUrl?: string;
  /**
   * The reCAPTCHA Enterprise site key of the project's App Check: with it every request carries an App Check token,
   * so the project can enforce App Check and refuse scripts that merely copied the public web config.
   */
  appCheckSiteKey?: string;
  /** 'memory' keeps the session in memory only (tests, scripts); default: IndexedDB → localStorage → sessionStorage. */
  authPersistence?: 'browser' | 'memory';
  /**
   * 'persistent' keeps what was read in IndexedDB, shared by the shop's tabs, so pages already seen render offline;
   * by default where there is an IndexedDB (a browser), else 'memory' (Node: the build's prerender, the emulator
   * tests, the scripts).
   */
  localCache?: 'persistent' | 'memory';
  /** Distinct app names let one process hold several backends (tests); default '[DEFAULT]'. */
  appName?: string;
  /** Timestamps of admin writes; default the wall clock. Orders always carry the server's time. */
  clock?: Clock;
}

export interface FirebaseBackend {
  activity: ActivityLog;
  products: ProductRepository;
  summary: CatalogueSummaryRepository;
  categories: CategoryRepository;
  orders: OrderRepository;
  orderErasure: OrderErasureRepository;
  offers: OfferRepository;
  alerts: AlertRepository;
  returns: ReturnRepository;
  complaints: ComplaintRepository;
  reviews: ReviewRepository;
  users: UserRepository;
  banners: BannerRepository;
  settings: SettingsRepository;
  deliveryZones: DeliveryZoneRepository;
  couriers: CourierRepository;
  deliverySlots: DeliverySlotRepository;
  searchWords: SearchWordsRepository;
  messageStatus: MessageStatusRepository;
  addressBooks: AddressBookRepository;
  auth: AuthService;
  /** Cloud Storage for Firebase (its SDK loads on the first upload). */
  photos: PhotoStorage;
  /** The browser's canvas resizer (the same as the demo's), loaded with the first upload. */
  photoResizer: PhotoResizer;
  /** Shoppers' return photos in Cloud Storage, read with the reader's sign-in. */
  returnPhotos: ReturnPhotoStorage;
  onlinePayments: OnlinePaymentService;
  /** Whether Firestore's data comes from the server or, while it cannot be reached, from the cache. */
  watchServer: ServerWatch;
  /** Closes the connections and deletes the app. */
  dispose(): Promise<void>;
}

const systemClock: Clock = { now: () => new Date().toISOString() };

/**
 * A session survives a reload (docs/behaviour.md#cart-wishlist-and-what-survives-a-reload): IndexedDB first, then
 * localStorage, then sessionStorage (Firebase picks the first that works).
 */
const BROWSER_PERSISTENCE: Persistence[] = [
  indexedDBLocalPersistence,
  browserLocalPersistence,
  browserSessionPersistence,
];

const splitHost = (host: string): [string, number] => {
  const match = /^(.*):(\d+)$/.exec(host);
  if (!match) throw new Error(`Firestore emulator host must be host:port, got "${host}"`);
  return [match[1] ?? '', Number(match[2])];
};

/** Every repository of the app on one Firestore database, and the auth service on Firebase Authentication. */
export const createFirebaseBackend = (config: FirebaseBackendConfig): FirebaseBackend => {
  const {
    emulators,
    verificationContinueUrl,
    appCheckSiteKey,
    authPersistence,
    localCache = typeof indexedDB === 'undefined' ? 'memory' : 'persistent',
    appName,
    razorpayCheckoutUrl,
    clock = systemClock,
    ...options
  } = config;
  const app: FirebaseApp = initializeApp(options, appName);
  if (appCheckSiteKey) {
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
  const db: Firestore =
    localCache === 'persistent'
      ? initializeFirestore(app, {
          localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
        })
      : getFirestore(app);
  const auth =
    authPersistence === 'memory'
      ? initializeAuth(app, { persistence: inMemoryPersistence })
      : initializeAuth(app, {
          persistence: BROWSER_PERSISTENCE,
          popupRedirectResolver: browserPopupRedirectResolver,
        });
  if (emulators) {
    connectFirestoreEmulator(db, ...splitHost(emulators.firestoreHost));
    connectAuthEmulator(auth, emulators.authUrl, { disableWarnings: true });
  }
  const actor: CurrentActor = () => actorOf(auth.currentUser);
  const storageHost = emulators ? (emulators.storageHost ?? '127.0.0.1:9199') : undefined;
  const searchWords = new FirestoreSearchWordsRepository(db, actor);
  return {
    activity: new FirestoreActivityLog(db),
    products: new FirestoreProductRepository(db, clock, actor, searchWords),
    summary: new FirestoreCatalogueSummaryRepository(db),
    categories: new FirestoreCategoryRepository(db, clock),
    orders: new FirestoreOrderRepository(db, actor),
    orderErasure: new FirestoreOrderErasureRepository(db, actor),
    offers: new FirestoreOfferRepository(db, actor),
    alerts: new FirestoreAlertRepository(db),
    returns: new FirestoreReturnRepository(db, actor),
    complaints: new FirestoreComplaintRepository(db, actor),
    reviews: new FirestoreReviewRepository(db, actor),
    users: new FirestoreUserRepository(db, actor),
    banners: new FirestoreBannerRepository(db, clock, actor),
    settings: new FirestoreSettingsRepository(db, actor),
    deliveryZones: new FirestoreDeliveryZoneRepository(db, actor),
    couriers: new FirestoreCourierRepository(db, actor),
    deliverySlots: new FirestoreDeliverySlotRepository(db),
    searchWords,
    messageStatus: new FirestoreMessageStatusRepository(db),
    addressBooks: new FirestoreAddressBookRepository(db),
    auth: new FirebaseAuthService(auth, verificationContinueUrl ? { verificationContinueUrl } : {}),
    photoResizer: lazyCanvasPhotoResizer,
    photos: new FirebasePhotoStorage(app, storageHost, undefined, (names) =>
      logOnItsOwn(
        db,
        actor,
        'photo',
        names.map((name) => ({ id: name, label: name, action: 'created', changes: [] })),
      ),
    ),
    returnPhotos: new FirebaseReturnPhotoStorage(app, storageHost),
    onlinePayments: new FirebaseOnlinePayments(
      app,
      async (checkout) =>
        (await import('../browser/RazorpayCheckout')).openRazorpayCheckout(checkout, razorpayCheckoutUrl),
      emulators?.functionsHost,
    ),
    watchServer: watchServer(db),
    dispose: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
};
