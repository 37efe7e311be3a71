import { isStorablePhoto, type PhotoFolder } from '../../domain/PhotoFile';
import { PhotoError } from '../../domain/PhotoError';
import { DEMO_PHOTOS_PATH, photoObjectName } from '../../domain/PhotoUrl';
import type { PhotoStorage, ResizedPhoto } from '../../ports/PhotoStorage';
import { openDemoPhotos, writeDemoPhotos } from './demoPhotosDatabase';
import { whenDemoPhotosServed } from './demoPhotoWorker';

export interface IndexedDbPhotoStorageOptions {
  /** Default: the browser's indexedDB (tests pass fake-indexeddb's). */
  indexedDB?: IDBFactory;
  /** Resolves once /demo-photos/… is served to this page; default: the service worker (demoPhotoWorker.ts). */
  whenServed?: () => Promise<void>;
  newId?: () => string;
}

const randomId = (): string => crypto.randomUUID().replaceAll('-', '');

/**
 * The demo backend's photos, kept in the browser's IndexedDB, so the demo works offline and keeps them across
 * reloads; every tab of the shop shares them. They are addressed as /demo-photos/<folder>/<id>.webp, a path on
 * this site that public/demo-photos-sw.js answers from the same database.
 */
export class IndexedDbPhotoStorage implements PhotoStorage {
  readonly #factory: () => IDBFactory | undefined;
  readonly #whenServed: () => Promise<void>;
  readonly #newId: () => string;
  #db: Promise<IDBDatabase> | null = null;

  constructor(options: IndexedDbPhotoStorageOptions = {}) {
    this.#factory = () => options.indexedDB ?? globalThis.indexedDB;
    this.#whenServed = options.whenServed ?? whenDemoPhotosServed;
    this.#newId = options.newId ?? randomId;
  }

  async upload(folder: PhotoFolder, photo: ResizedPhoto): Promise<string> {
    if (!isStorablePhoto(photo.full) || !isStorablePhoto(photo.card)) {
      throw new PhotoError(
        'PHOTO.STORED_TOO_LARGE',
        'A version of the photo is not a picture of at most 5 MB',
      );
    }
    const db = await this.#open();
    await this.#whenServed();
    const id = this.#newId();
    const extension = photo.type === 'image/webp' ? 'webp' : 'jpg';
    const [full, card] = await Promise.all([photo.full.arrayBuffer(), photo.card.arrayBuffer()]);
    try {
      await writeDemoPhotos(db, (store) => {
        store.put({ type: photo.type, bytes: full }, photoObjectName(folder, id, extension, 'full'));
        store.put({ type: photo.type, bytes: card }, photoObjectName(folder, id, extension, 'card'));
      });
    } catch (error) {
      const quota = error instanceof Error && error.name === 'QuotaExceededError';
      throw new PhotoError(quota ? 'PHOTO.QUOTA' : 'PHOTO.UPLOAD_FAILED', String(error));
    }
    return `${DEMO_PHOTOS_PATH}${photoObjectName(folder, id, extension, 'full')}`;
  }

  /** Removes every stored photo ("Reset demo data": the seed names none of them); nothing to do without IndexedDB. */
  async clear(): Promise<void> {
    if (!this.#factory()) return;
    await writeDemoPhotos(await this.#open(), (store) => store.clear());
  }

  #open(): Promise<IDBDatabase> {
    const factory = this.#factory();
    if (!factory) return Promise.reject(new PhotoError('PHOTO.UNAVAILABLE', 'This browser has no IndexedDB'));
    this.#db ??= openDemoPhotos(factory).catch((error: unknown) => {
      this.#db = null;
      throw new PhotoError('PHOTO.UNAVAILABLE', `IndexedDB refused: ${String(error)}`);
    });
    return this.#db;
  }
}
