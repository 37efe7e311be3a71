import type { PhotoFolder } from './PhotoFile';

/** The site path under which the demo backend's photos (kept in the browser's IndexedDB) are served. */
export const DEMO_PHOTOS_PATH = '/demo-photos/';

export type PhotoVersion = 'full' | 'card';

/**
 * The stored name of an uploaded photo, the same on both backends: `products/<id>.webp`, and its card version
 * `products/<id>.card.webp`. `id` is letters, digits, `_` and `-` only, so the dot before `card` can't come from it.
 */
export const photoObjectName = (
  folder: PhotoFolder,
  id: string,
  extension: 'webp' | 'jpg',
  version: PhotoVersion,
): string => `${folder}/${id}${version === 'card' ? '.card' : ''}.${extension}`;

/**
 * The stored name of a shopper's photo of the damage for a return, `returns/<uid>/<id>.webp` (or `.jpg`): private
 * (storage.rules let that shopper and the staff read it), so a return request keeps this name, never an address.
 */
export const returnPhotoName = (userId: string, id: string, extension: 'webp' | 'jpg'): string =>
  `returns/${userId}/${id}.${extension}`;

const RETURN_PHOTO = /^returns\/([^/]{1,128})\/[A-Za-z0-9_-]{1,64}\.(?:webp|jpg)$/;

/** Whether `name` is a return photo's name in `userId`'s own folder, as firestore.rules check a request's photos. */
export const isReturnPhotoOf = (name: unknown, userId: string): name is string =>
  typeof name === 'string' && RETURN_PHOTO.exec(name)?.[1] === userId;
