import type { FirebaseApp } from 'firebase/app';
import type * as StorageSdk from 'firebase/storage';
import type { FirebaseStorage } from 'firebase/storage';
import { PhotoError, type PhotoErrorCode } from '../../domain/photos/PhotoError';

export interface CloudStorage {
  sdk: typeof StorageSdk;
  storage: FirebaseStorage;
}

/**
 * Cloud Storage for Firebase, its SDK (firebase/storage) loaded on the first call in a chunk of its own: the shop's
 * pages never download it. `emulatorHost` is the Storage emulator's 'host:port', or none for the project's bucket.
 * A failed download of the SDK (offline) is tried again on the next call.
 */
export const lazyCloudStorage = (app: FirebaseApp, emulatorHost?: string): (() => Promise<CloudStorage>) => {
  let loading: Promise<CloudStorage> | null = null;
  return () => {
    loading ??= import('firebase/storage').then((sdk) => {
      let storage: FirebaseStorage;
      try {
        storage = sdk.getStorage(app);
      } catch (error) {
        throw new PhotoError('PHOTO.UNAVAILABLE', `No Cloud Storage bucket: ${String(error)}`);
      }
      if (emulatorHost) {
        const [host = '127.0.0.1', port = '9199'] = emulatorHost.split(':');
        sdk.connectStorageEmulator(storage, host, Number(port));
      }
      return { sdk, storage };
    });
    loading.catch(() => (loading = null));
    return loading;
  };
};

const CODES: Record<string, PhotoErrorCode> = {
  'storage/unauthorized': 'PHOTO.DENIED',
  'storage/unauthenticated': 'PHOTO.DENIED',
  // The upload's activity entry was refused: not a member of staff who may change the catalogue.
  'REPO.PERMISSION_DENIED': 'PHOTO.DENIED',
  'storage/quota-exceeded': 'PHOTO.QUOTA',
  'storage/object-not-found': 'PHOTO.UNAVAILABLE',
  'storage/no-default-bucket': 'PHOTO.UNAVAILABLE',
  'storage/bucket-not-found': 'PHOTO.UNAVAILABLE',
  'storage/project-not-found': 'PHOTO.UNAVAILABLE',
};

/** The PhotoError of a failed Cloud Storage call (`failed`: what failed, for the console). */
export const cloudStoragePhotoError = (error: unknown, failed: string): PhotoError => {
  const code = (error as { code?: unknown } | null)?.code;
  return new PhotoError(
    (typeof code === 'string' && CODES[code]) || 'PHOTO.UPLOAD_FAILED',
    `${failed}: ${String(error)}`,
  );
};
