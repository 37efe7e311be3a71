/** How big the pictures the admin uploads are stored: resized in the browser before they leave it. */

/** The longest side of a stored photo, in pixels: sharp on a product page, light on mobile data. */
export const PHOTO_MAX_SIDE = 1600;
/** The longest side of a photo's card version, shown by product cards and thumbnails. */
export const CARD_MAX_SIDE = 480;

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size to draw a `width × height` picture at so that its longest side is at most `maxSide`: never larger than
 * the original (a small photo keeps its size), the same shape within a pixel's rounding, each side at least 1 px.
 * Sides are whole pixels; `size` holds positive whole numbers, as a decoded image has.
 */
export const fitWithin = (size: PixelSize, maxSide: number): PixelSize => {
  const longest = Math.max(size.width, size.height);
  if (longest <= maxSide) return { width: size.width, height: size.height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.min(maxSide, Math.round(size.width * scale))),
    height: Math.max(1, Math.min(maxSide, Math.round(size.height * scale))),
  };
};
