import type { ResizedPhoto } from './PhotoStorage';

/**
 * Where shoppers' photos of a damaged delivery are kept for their return requests: the browser's IndexedDB on the
 * demo backend, Cloud Storage for Firebase on a real project. They are private (storage.rules: the shopper and the
 * staff), so a request names each by its object name and every reader opens it with their own sign-in.
 */
export interface ReturnPhotoStorage {
  /**
   * Stores the full version of `photo` (PhotoResizer's; the card version is not kept) under a new name in
   * `userId`'s folder, as that signed-in shopper, and resolves to its name, `returns/<uid>/<id>.webp` (or `.jpg`,
   * PhotoUrl.returnPhotoName). Throws a PhotoError as PhotoStorage.upload does: 'PHOTO.STORED_TOO_LARGE' when it is
   * over MAX_STORED_PHOTO_BYTES or not an image (nothing is stored), 'PHOTO.UNAVAILABLE', 'PHOTO.DENIED',
   * 'PHOTO.QUOTA' or 'PHOTO.UPLOAD_FAILED'.
   */
  upload(userId: string, photo: ResizedPhoto): Promise<string>;
  /**
   * An address an `<img>` (or a link) of this page shows the photo `objectName` by, read with the signed-in reader's
   * rights: an object URL of its bytes, valid until the page is left. Throws a PhotoError: 'PHOTO.DENIED' when the
   * reader may not see it, 'PHOTO.UNAVAILABLE' when there is no such photo (or no storage here), 'PHOTO.UPLOAD_FAILED'
   * when it could not be fetched (offline).
   */
  open(objectName: string): Promise<string>;
}
