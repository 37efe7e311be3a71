/**
 * The demo backend's two photo stores over one IndexedDB database (demoPhotosDatabase.ts), imported together so the
 * three modules share one lazy chunk, loaded with the first photo uploaded, picked or shown, or a reset.
 */
export { IndexedDbPhotoStorage } from './IndexedDbPhotoStorage';
export { IndexedDbReturnPhotoStorage } from './IndexedDbReturnPhotoStorage';
