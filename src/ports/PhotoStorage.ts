import type { PhotoFolder } from '../domain/photos/PhotoFile';

/** A photo made ready for the shop (see PhotoResizer): its full version and its card version, both of `type`. */
export interface ResizedPhoto {
  full: Blob;
  card: Blob;
  type: 'image/webp' | 'image/jpeg';
}

/**
 * Where the admin's uploaded photos are kept: the browser's IndexedDB on the demo backend, Cloud Storage for
 * Firebase on a real project. Only the admin forms use it.
 */
export interface PhotoStorage {
  /**
   * Stores both versions of `photo` under a new name in `folder` and resolves to the full version's address, which
   * anyone may read at once: a path on this site (`/demo-photos/products/<id>.webp`, demo) or an https URL (Cloud
   * Storage); `cardPictureUrl` (domain/PhotoUrl) of it is the card version's. Either address passes the shop's image
   * URL checks. Throws a PhotoError: 'PHOTO.STORED_TOO_LARGE' when a version is over MAX_STORED_PHOTO_BYTES or not an
   * image (nothing is stored), 'PHOTO.UNAVAILABLE' when this browser or project can't keep photos, 'PHOTO.NOT_SERVED_YET'
   * when this browser is still setting up to show them (demo; a retry may succeed), 'PHOTO.DENIED' when the signed-in account may not upload, 'PHOTO.QUOTA' when the storage is full, 'PHOTO.UPLOAD_FAILED' else.
   */
  upload(folder: PhotoFolder, photo: ResizedPhoto): Promise<string>;
}
