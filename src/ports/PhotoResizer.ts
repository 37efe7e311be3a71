import type { ResizedPhoto } from './PhotoStorage';

/** Makes a picture from the owner's computer or camera ready for the shop, in the browser, before any upload. */
export interface PhotoResizer {
  /**
   * Decodes `file` and draws it twice: the full version, longest side at most PHOTO_MAX_SIDE, and the card version,
   * at most CARD_MAX_SIDE (domain/PhotoSize: never enlarged, same shape), as WebP, or as JPEG where the browser
   * can't encode WebP (both versions the same type). Throws a PhotoError 'PHOTO.UNREADABLE' when the browser
   * can't decode the file as a picture.
   */
  resize(file: Blob): Promise<ResizedPhoto>;
}
