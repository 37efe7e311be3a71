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
