import { isStorablePhoto, type PhotoFolder } from '../../domain/photos/PhotoFile';
import { PhotoError } from '../../domain/photos/PhotoError';
import { DEMO_PHOTOS_PATH, photoObjectName } from '../../domain/photos/PhotoUrl';
import type { PhotoStorage, ResizedPhoto } from '../../ports/PhotoStorage';
import { demoPhotosOpener, storeDemoPhotos, writeDemoPhotos } from './demoPhotosDatabase';
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
  readonly #open: () => Promise<IDBDatabase>;

  constructor(options: IndexedDbPhotoStorageOptions = {}) {
    this.#factory = () => options.indexedDB ?? globalThis.indexedDB;
    this.#whenServed = options.whenServed ?? whenDemoPhotosServed;
    this.#newId = options.newId ?? randomId;
    this.#open = demoPhotosOpener(this.#factory);
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
    await storeDemoPhotos(db, [
      [photoObjectName(folder, id, extension, 'full'), { type: photo.type, bytes: full }],
      [photoObjectName(folder, id, extension, 'card'), { type: photo.type, bytes: card }],
    ]);
    return `${DEMO_PHOTOS_PATH}${photoObjectName(folder, id, extension, 'full')}`;
  }

  /**
   * Removes every stored photo, shoppers' return photos too ("Reset demo data": the seed names none of them); nothing
   * to do without IndexedDB.
   */
  async clear(): Promise<void> {
    if (!this.#factory()) return;
    await writeDemoPhotos(await this.#open(), (store) => store.clear());
  }
}
