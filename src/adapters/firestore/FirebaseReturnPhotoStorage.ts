import type { FirebaseApp } from 'firebase/app';
import { PhotoError } from '../../domain/photos/PhotoError';
import { isStorablePhoto, MAX_STORED_PHOTO_BYTES } from '../../domain/photos/PhotoFile';
import { returnPhotoName } from '../../domain/photos/PhotoUrl';
import type { ResizedPhoto } from '../../ports/PhotoStorage';
import type { ReturnPhotoStorage } from '../../ports/ReturnPhotoStorage';
import { type CloudStorage, cloudStoragePhotoError, lazyCloudStorage } from './lazyCloudStorage';

/** A return photo never changes under its name, and only its shopper and the staff may read it: no shared cache. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * Shoppers' return photos in Cloud Storage for Firebase, under returns/<uid>/ (storage.rules). They have no public
 * address: each is downloaded with the reader's sign-in (getBlob, which needs the bucket's CORS setting, README) and
 * shown by an object URL. The SDK loads with the first photo picked or shown, as FirebasePhotoStorage's does.
 */
export class FirebaseReturnPhotoStorage implements ReturnPhotoStorage {
  readonly #load: () => Promise<CloudStorage>;

  constructor(
    app: FirebaseApp,
    /** The Storage emulator's 'host:port' (VITE_FIREBASE_EMULATORS), or none for the project's bucket. */
    emulatorHost?: string,
    private readonly newId: () => string = () => crypto.randomUUID().replaceAll('-', ''),
    private readonly objectUrl: (blob: Blob) => string = (blob) => URL.createObjectURL(blob),
  ) {
    this.#load = lazyCloudStorage(app, emulatorHost);
  }

  async upload(userId: string, photo: ResizedPhoto): Promise<string> {
    if (!isStorablePhoto(photo.full)) {
      throw new PhotoError('PHOTO.STORED_TOO_LARGE', 'The photo is not a picture of at most 5 MB');
    }
    const { sdk, storage } = await this.#load();
    const name = returnPhotoName(userId, this.newId(), photo.type === 'image/webp' ? 'webp' : 'jpg');
    try {
      await sdk.uploadBytes(sdk.ref(storage, name), photo.full, {
        contentType: photo.type,
        cacheControl: CACHE_CONTROL,
      });
    } catch (error) {
      throw cloudStoragePhotoError(error, 'Upload to Cloud Storage failed');
    }
    return name;
  }

  async open(objectName: string): Promise<string> {
    const { sdk, storage } = await this.#load();
    try {
      return this.objectUrl(await sdk.getBlob(sdk.ref(storage, objectName), MAX_STORED_PHOTO_BYTES));
    } catch (error) {
      throw cloudStoragePhotoError(error, `Download of ${objectName} failed`);
    }
  }
}
