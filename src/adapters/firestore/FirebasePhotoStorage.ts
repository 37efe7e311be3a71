import type { FirebaseApp } from 'firebase/app';
import { isStorablePhoto, type PhotoFolder } from '../../domain/photos/PhotoFile';
import { PhotoError } from '../../domain/photos/PhotoError';
import { photoObjectName } from '../../domain/photos/PhotoUrl';
import type { PhotoStorage, ResizedPhoto } from '../../ports/PhotoStorage';
import { type CloudStorage, cloudStoragePhotoError, lazyCloudStorage } from './lazyCloudStorage';

/** Photos never change under their name (each upload has a new id): browsers and Google's edge may keep them. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const randomId = (): string => crypto.randomUUID().replaceAll('-', '');

/**
 * The public address of a stored object: Cloud Storage for Firebase's download endpoint without a token, which
 * storage.rules answer (anyone may read products/ and banners/). Without a token the card version's address follows
 * from the full one's (cardPictureUrl). `origin` is the emulator's http://host:port in tests.
 */
export const storageObjectUrl = (
  bucket: string,
  name: string,
  origin = 'https://firebasestorage.googleapis.com',
): string => `${origin}/v0/b/${bucket}/o/${encodeURIComponent(name)}?alt=media`;

/**
 * Photos in Cloud Storage for Firebase. The firebase/storage SDK loads on the first upload, in its own chunk: the
 * shop's pages never download it, nor does the admin panel until the owner uploads a photo.
 */
export class FirebasePhotoStorage implements PhotoStorage {
  readonly #load: () => Promise<CloudStorage>;

  constructor(
    app: FirebaseApp,
    /** The Storage emulator's 'host:port' (VITE_FIREBASE_EMULATORS), or none for the project's bucket. */
    private readonly emulatorHost?: string,
    private readonly newId: () => string = randomId,
    /**
     * Logs the upload of the named objects in the activity log, resolving to the entry's id, which each object
     * carries as its `auditId` metadata: storage.rules accept a staff upload only with it.
     */
    private readonly logUpload: (objectNames: readonly string[]) => Promise<string> = async () => '',
  ) {
    this.#load = lazyCloudStorage(app, emulatorHost);
  }

  async upload(folder: PhotoFolder, photo: ResizedPhoto): Promise<string> {
    if (!isStorablePhoto(photo.full) || !isStorablePhoto(photo.card)) {
      throw new PhotoError(
        'PHOTO.STORED_TOO_LARGE',
        'A version of the photo is not a picture of at most 5 MB',
      );
    }
    const { sdk, storage } = await this.#load();
    const id = this.newId();
    const extension = photo.type === 'image/webp' ? 'webp' : 'jpg';
    const names = [
      photoObjectName(folder, id, extension, 'card'),
      photoObjectName(folder, id, extension, 'full'),
    ];
    const full = sdk.ref(storage, photoObjectName(folder, id, extension, 'full'));
    try {
      const metadata = {
        contentType: photo.type,
        cacheControl: CACHE_CONTROL,
        customMetadata: { auditId: await this.logUpload(names) },
      };
      // The card version first: once the full one's address is in a product, its card version is there too.
      await sdk.uploadBytes(
        sdk.ref(storage, photoObjectName(folder, id, extension, 'card')),
        photo.card,
        metadata,
      );
      await sdk.uploadBytes(full, photo.full, metadata);
    } catch (error) {
      throw cloudStoragePhotoError(error, 'Upload to Cloud Storage failed');
    }
    return storageObjectUrl(
      full.bucket,
      full.fullPath,
      this.emulatorHost ? `http://${this.emulatorHost}` : undefined,
    );
  }
}
