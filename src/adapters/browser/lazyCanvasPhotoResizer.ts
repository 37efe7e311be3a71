import type { PhotoResizer } from '../../ports/PhotoResizer';

/** The canvas resizer, whose code loads with the first upload: never with the shop's pages. */
export const lazyCanvasPhotoResizer: PhotoResizer = {
  resize: async (file) => new (await import('./CanvasPhotoResizer')).CanvasPhotoResizer().resize(file),
};
