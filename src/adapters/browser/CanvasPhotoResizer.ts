import { PhotoError } from '../../domain/photos/PhotoError';
import { CARD_MAX_SIDE, fitWithin, PHOTO_MAX_SIDE, type PixelSize } from '../../domain/photos/PhotoSize';
import type { PhotoResizer } from '../../ports/PhotoResizer';
import type { ResizedPhoto } from '../../ports/PhotoStorage';

type Source = ImageBitmap | HTMLImageElement;
type Encoding = ResizedPhoto['type'];

// WebP at 0.82 keeps wood grain and fabric weave; JPEG needs a little more for the same look.
const QUALITY: Record<Encoding, number> = { 'image/webp': 0.82, 'image/jpeg': 0.86 };

/** createImageBitmap where it can decode the file (and honour the camera's orientation), else an <img>. */
const decode = async (file: Blob): Promise<Source> => {
  if (typeof createImageBitmap === 'function') {
    try {
      return await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      // Some formats (SVG, or HEIC in Safari) decode only through an <img>.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
};

const sizeOf = (source: Source): PixelSize =>
  source instanceof HTMLImageElement
    ? { width: source.naturalWidth, height: source.naturalHeight }
    : { width: source.width, height: source.height };

/** Draws `source` at `size` and encodes it; null when the browser encoded another type than asked. */
const draw = async (source: Source, size: PixelSize, type: Encoding): Promise<Blob | null> => {
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(size.width, size.height)
      : Object.assign(document.createElement('canvas'), size);
  const context = canvas.getContext('2d') as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('No 2D canvas');
  if (type === 'image/jpeg') {
    // JPEG has no transparency: a transparent PNG gets a white background rather than black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  const blob =
    canvas instanceof OffscreenCanvas
      ? await canvas.convertToBlob({ type, quality: QUALITY[type] })
      : await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY[type]));
  return blob && blob.type === type ? blob : null;
};

/** Both versions in one encoding: WebP, or JPEG where the browser can't encode WebP (it hands back PNG then). */
const drawBoth = async (source: Source, type: Encoding): Promise<ResizedPhoto | null> => {
  const size = sizeOf(source);
  const full = await draw(source, fitWithin(size, PHOTO_MAX_SIDE), type);
  const card = full && (await draw(source, fitWithin(size, CARD_MAX_SIDE), type));
  return full && card ? { full, card, type } : null;
};

/** Resizes in the browser with a canvas (an OffscreenCanvas where there is one). */
export class CanvasPhotoResizer implements PhotoResizer {
  async resize(file: Blob): Promise<ResizedPhoto> {
    let source: Source;
    try {
      source = await decode(file);
    } catch (error) {
      throw new PhotoError('PHOTO.UNREADABLE', `The browser could not decode the file: ${String(error)}`);
    }
    try {
      const photo = (await drawBoth(source, 'image/webp')) ?? (await drawBoth(source, 'image/jpeg'));
      if (!photo) throw new Error('The browser encoded neither WebP nor JPEG');
      return photo;
    } catch (error) {
      throw new PhotoError('PHOTO.UNREADABLE', `The photo could not be redrawn: ${String(error)}`);
    } finally {
      if (!(source instanceof HTMLImageElement)) source.close();
    }
  }
}
