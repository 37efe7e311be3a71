import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { IndexedDbPhotoStorage } from '../../../src/adapters/browser/IndexedDbPhotoStorage';
import { IndexedDbReturnPhotoStorage } from '../../../src/adapters/browser/IndexedDbReturnPhotoStorage';
import { demoPhotoCount } from '../support/demoPhotoCount';
import { describeReturnPhotoStorageContract } from '../returnPhotoStorage.contract';

/** Object URLs as a browser keeps them for the page: each a new address for its blob. */
const objectUrls = () => {
  const blobs = new Map<string, Blob>();
  return {
    objectUrl: (blob: Blob) => {
      const url = `blob:http://shop.test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
    read: async (url: string) => {
      const blob = blobs.get(url);
      return blob ? { type: blob.type, bytes: new Uint8Array(await blob.arrayBuffer()) } : null;
    },
  };
};

describeReturnPhotoStorageContract('IndexedDB (demo backend)', async () => {
  const indexedDB = new IDBFactory();
  const urls = objectUrls();
  return {
    repository: new IndexedDbReturnPhotoStorage({ indexedDB, objectUrl: urls.objectUrl }),
    read: urls.read,
    count: () => demoPhotoCount(indexedDB),
  };
});

describe('IndexedDbReturnPhotoStorage (demo only)', () => {
  const photo = () => ({
    full: new Blob([new Uint8Array([1])], { type: 'image/webp' }),
    card: new Blob([new Uint8Array([2])], { type: 'image/webp' }),
    type: 'image/webp' as const,
  });

  it('keeps them beside the admin’s photos, and "Reset demo data" clears them too', async () => {
    const indexedDB = new IDBFactory();
    const returns = new IndexedDbReturnPhotoStorage({ indexedDB, objectUrl: objectUrls().objectUrl });
    const name = await returns.upload('asha', photo());
    await new IndexedDbPhotoStorage({ indexedDB, whenServed: async () => undefined }).clear();
    expect(await demoPhotoCount(indexedDB)).toBe(0);
    await expect(returns.open(name)).rejects.toMatchObject({ code: 'PHOTO.UNAVAILABLE' });
  });

  it('opens nothing but return photos', async () => {
    const indexedDB = new IDBFactory();
    await new IndexedDbPhotoStorage({
      indexedDB,
      whenServed: async () => undefined,
      newId: () => 'chair',
    }).upload('products', photo());
    const returns = new IndexedDbReturnPhotoStorage({ indexedDB, objectUrl: objectUrls().objectUrl });
    await expect(returns.open('products/chair.webp')).rejects.toMatchObject({ code: 'PHOTO.UNAVAILABLE' });
  });

  it('says the photos are unavailable where there is no IndexedDB', async () => {
    const returns = new IndexedDbReturnPhotoStorage({ indexedDB: undefined as unknown as IDBFactory });
    expect(globalThis.indexedDB).toBeUndefined();
    await expect(returns.upload('asha', photo())).rejects.toMatchObject({ code: 'PHOTO.UNAVAILABLE' });
  });
});
