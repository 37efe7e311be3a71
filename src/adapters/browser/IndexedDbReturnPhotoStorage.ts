import { PhotoError } from '../../domain/photos/PhotoError';
import { isStorablePhoto } from '../../domain/photos/PhotoFile';
import { returnPhotoName } from '../../domain/photos/PhotoUrl';
import type { ResizedPhoto } from '../../ports/PhotoStorage';
import type { ReturnPhotoStorage } from '../../ports/ReturnPhotoStorage';
import { demoPhotosOpener, readDemoPhoto, storeDemoPhotos } from './demoPhotosDatabase';

export interface IndexedDbReturnPhotoStorageOptions {
  /** Default: the browser's indexedDB (tests pass fake-indexeddb's). */
  indexedDB?: IDBFactory;
  newId?: () => string;
  /** Default: the browser's URL.createObjectURL (jsdom has none). */
  objectUrl?: (blob: Blob) => string;
}

/**
 * The demo backend's return photos, in the same IndexedDB store as the admin's uploads (IndexedDbPhotoStorage), under
 * their object names. Each is shown by an object URL of its bytes rather than by the service worker's
 * /demo-photos/… path, so a shopper's upload never waits for the worker to take over the page.
 */
export class IndexedDbReturnPhotoStorage implements ReturnPhotoStorage {
  readonly #open: () => Promise<IDBDatabase>;
  readonly #newId: () => string;
  readonly #objectUrl: (blob: Blob) => string;

  constructor(options: IndexedDbReturnPhotoStorageOptions = {}) {
    this.#open = demoPhotosOpener(() => options.indexedDB ?? globalThis.indexedDB);
    this.#newId = options.newId ?? (() => crypto.randomUUID().replaceAll('-', ''));
    this.#objectUrl = options.objectUrl ?? ((blob) => URL.createObjectURL(blob));
  }

  async upload(userId: string, photo: ResizedPhoto): Promise<string> {
    if (!isStorablePhoto(photo.full)) {
      throw new PhotoError('PHOTO.STORED_TOO_LARGE', 'The photo is not a picture of at most 5 MB');
    }
    const db = await this.#open();
    const name = returnPhotoName(userId, this.#newId(), photo.type === 'image/webp' ? 'webp' : 'jpg');
    await storeDemoPhotos(db, [[name, { type: photo.type, bytes: await photo.full.arrayBuffer() }]]);
    return name;
  }

  async open(objectName: string): Promise<string> {
    const db = await this.#open();
    let stored: Awaited<ReturnType<typeof readDemoPhoto>>;
    try {
      stored = objectName.startsWith('returns/') ? await readDemoPhoto(db, objectName) : undefined;
    } catch (error) {
      throw new PhotoError('PHOTO.UPLOAD_FAILED', `IndexedDB read failed: ${String(error)}`);
    }
    if (!stored) throw new PhotoError('PHOTO.UNAVAILABLE', `No return photo ${objectName}`);
    return this.#objectUrl(new Blob([stored.bytes], { type: stored.type }));
  }
}
