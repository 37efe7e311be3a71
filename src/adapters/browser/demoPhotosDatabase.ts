import { PhotoError } from '../../domain/photos/PhotoError';

/**
 * The IndexedDB database of the demo backend's uploaded photos. public/demo-photos-sw.js opens the same database
 * with the same names to serve them (tests/contracts/photos/demoPhotoWorker.test.ts holds the two together).
 */
export const DEMO_PHOTOS_DB = 'sheesham-demo-photos';
export const DEMO_PHOTOS_STORE = 'photos';
const VERSION = 1;

/** A stored photo: its bytes and content type (bytes, not a Blob: every browser clones an ArrayBuffer alike). */
export interface DemoPhotoRecord {
  type: string;
  bytes: ArrayBuffer;
}

/** Opens (and on first use creates) the database; rejects when the browser refuses IndexedDB. */
export const openDemoPhotos = (factory: IDBFactory): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const request = factory.open(DEMO_PHOTOS_DB, VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(DEMO_PHOTOS_STORE)) {
        request.result.createObjectStore(DEMO_PHOTOS_STORE);
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });

/**
 * The database of an adapter, opened on first use and kept open: a PhotoError 'PHOTO.UNAVAILABLE' where the browser
 * has no IndexedDB or refuses it (tried again on the next call).
 */
export const demoPhotosOpener = (factory: () => IDBFactory | undefined): (() => Promise<IDBDatabase>) => {
  let db: Promise<IDBDatabase> | null = null;
  return () => {
    const indexedDB = factory();
    if (!indexedDB)
      return Promise.reject(new PhotoError('PHOTO.UNAVAILABLE', 'This browser has no IndexedDB'));
    db ??= openDemoPhotos(indexedDB).catch((error: unknown) => {
      db = null;
      throw new PhotoError('PHOTO.UNAVAILABLE', `IndexedDB refused: ${String(error)}`);
    });
    return db;
  };
};

/** Runs one read-write transaction on the photo store and resolves when it has committed. */
export const writeDemoPhotos = (db: IDBDatabase, write: (store: IDBObjectStore) => void): Promise<void> =>
  new Promise((resolve, reject) => {
    const transaction = db.transaction(DEMO_PHOTOS_STORE, 'readwrite');
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    write(transaction.objectStore(DEMO_PHOTOS_STORE));
  });

/** The stored photo of `name`, or undefined. */
export const readDemoPhoto = (db: IDBDatabase, name: string): Promise<DemoPhotoRecord | undefined> =>
  new Promise((resolve, reject) => {
    const request = db.transaction(DEMO_PHOTOS_STORE).objectStore(DEMO_PHOTOS_STORE).get(name);
    request.onsuccess = () => resolve(request.result as DemoPhotoRecord | undefined);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });

/**
 * Stores photos by name in one transaction: a PhotoError 'PHOTO.QUOTA' when the browser's storage is full,
 * 'PHOTO.UPLOAD_FAILED' else (then none is stored).
 */
export const storeDemoPhotos = async (
  db: IDBDatabase,
  photos: ReadonlyArray<readonly [name: string, photo: DemoPhotoRecord]>,
): Promise<void> => {
  try {
    await writeDemoPhotos(db, (store) => photos.forEach(([name, photo]) => store.put(photo, name)));
  } catch (error) {
    const quota = error instanceof Error && error.name === 'QuotaExceededError';
    throw new PhotoError(quota ? 'PHOTO.QUOTA' : 'PHOTO.UPLOAD_FAILED', String(error));
  }
};
