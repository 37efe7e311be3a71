import { firebaseConfigFromEnv } from '../adapters/firestore/firebaseConfigFromEnv';
import type { Backend } from './Backend';

/** VITE_FIREBASE_* settings (see firebaseConfigFromEnv and .env.example). */
export type FirebaseEnv = Readonly<Record<string, string | boolean | undefined>>;

/**
 * Every port on its Firestore / Firebase Auth adapter, with the watch on whether Firestore reaches its server. The
 * configuration is checked first (a clear error without downloading anything); the SDK then arrives in its own lazily
 * loaded chunk. `forBuild`: the build draws pages in Node as a guest, so the session lives in memory and there is no
 * App Check (reCAPTCHA needs a browser).
 */
export const createFirebaseBackend = async (
  env: FirebaseEnv,
  { forBuild = false }: { forBuild?: boolean } = {},
): Promise<Backend & { close: () => Promise<void> }> => {
  const { appCheckSiteKey, ...config } = firebaseConfigFromEnv(env);
  const firebase = await import('../adapters/firestore/createFirebaseBackend');
  const backend = firebase.createFirebaseBackend(
    forBuild
      ? { ...config, authPersistence: 'memory' }
      : { ...config, ...(appCheckSiteKey ? { appCheckSiteKey } : {}) },
  );
  return {
    ports: {
      auth: backend.auth,
      products: backend.products,
      catalogueSummary: backend.summary,
      categories: backend.categories,
      orders: backend.orders,
      orderErasure: backend.orderErasure,
      offers: backend.offers,
      alerts: backend.alerts,
      onlinePayments: backend.onlinePayments,
      returns: backend.returns,
      complaints: backend.complaints,
      reviews: backend.reviews,
      users: backend.users,
      banners: backend.banners,
      settings: backend.settings,
      deliveryZones: backend.deliveryZones,
      couriers: backend.couriers,
      deliverySlots: backend.deliverySlots,
      searchWords: backend.searchWords,
      messageStatus: backend.messageStatus,
      addressBooks: backend.addressBooks,
      activity: backend.activity,
      photos: backend.photos,
      photoResizer: backend.photoResizer,
      returnPhotos: backend.returnPhotos,
    },
    watchServer: backend.watchServer,
    close: backend.dispose,
  };
};
