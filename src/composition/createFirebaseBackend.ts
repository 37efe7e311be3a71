import { firebaseConfigFromEnv } from '../adapters/firestore/firebaseConfigFromEnv';
import { ServerAwareConnectivity } from '../adapters/firestore/ServerAwareConnectivity';
import type { Ports, SharedPorts } from '../ports/Ports';

/** VITE_FIREBASE_* settings (see firebaseConfigFromEnv and .env.example). */
export type FirebaseEnv = Readonly<Record<string, string | boolean | undefined>>;

/**
 * Every port on its Firestore / Firebase Auth adapter, beside the `shared` ones. The configuration is checked first
 * (a clear error without downloading anything); the SDK then arrives in its own lazily loaded chunk. `forBuild`: the
 * build draws pages in Node as a guest, so the session lives in memory and there is no App Check (reCAPTCHA needs a
 * browser). `shared.connectivity` is the device's network; the shop counts as offline too while Firestore cannot
 * reach its server.
 */
export const createFirebaseBackend = async (
  env: FirebaseEnv,
  shared: SharedPorts,
  { forBuild = false }: { forBuild?: boolean } = {},
): Promise<Ports> => {
  const { appCheckSiteKey, ...config } = firebaseConfigFromEnv(env);
  const firebase = await import('../adapters/firestore/createFirebaseBackend');
  const backend = firebase.createFirebaseBackend(
    forBuild
      ? { ...config, authPersistence: 'memory' }
      : { ...config, ...(appCheckSiteKey ? { appCheckSiteKey } : {}) },
  );
  return {
    ...shared,
    connectivity: forBuild
      ? shared.connectivity
      : new ServerAwareConnectivity(shared.connectivity, backend.watchServer),
    auth: backend.auth,
    products: backend.products,
    catalogueSummary: backend.summary,
    categories: backend.categories,
    orders: backend.orders,
    orderErasure: backend.orderErasure,
    returns: backend.returns,
    complaints: backend.complaints,
    reviews: backend.reviews,
    users: backend.users,
    banners: backend.banners,
    settings: backend.settings,
    deliveryZones: backend.deliveryZones,
    addressBooks: backend.addressBooks,
    activity: backend.activity,
    photos: backend.photos,
    photoResizer: backend.photoResizer,
    returnPhotos: backend.returnPhotos,
    close: backend.dispose,
  };
};
