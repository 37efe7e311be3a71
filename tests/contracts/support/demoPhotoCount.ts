import { openDemoPhotos } from '../../../src/adapters/browser/demoPhotosDatabase';

/** How many photos (the admin's and the shoppers' return photos) the demo's IndexedDB store holds. */
export const demoPhotoCount = async (indexedDB: IDBFactory): Promise<number> => {
  const db = await openDemoPhotos(indexedDB);
  const total = await new Promise<number>((resolve, reject) => {
    const request = db.transaction('photos').objectStore('photos').count();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  db.close();
  return total;
};
