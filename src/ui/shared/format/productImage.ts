import type { SyntheticEvent } from 'react';

/** docs/behaviour.md#screens-and-routes: a product or banner image that fails to load shows this instead. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * How many cards of a product grid load their picture at once, with high priority, decoded for the first paint: the
 * first card's picture is the page's largest paint. More of them only queue for the same connections before it
 * (Lighthouse's LCP on /products: 2.6 s with four, 2.5 s with one); the others in view load right after layout.
 */
export const PRIORITY_CARD_COUNT = 1;

/** The picture a product card, cart line or wishlist row shows: `image`, else the first of `images`. */
export const mainPicture = (item: { image: string; images: readonly string[] }): string =>
  item.image || item.images[0] || PLACEHOLDER_IMAGE;

/** The product's pictures: `image` first, then the other `images`, without repeats; the placeholder when none. */
export const galleryImages = (image: string, images: readonly string[]): string[] => {
  const all = [image, ...images].map((source) => source.trim()).filter((source) => source !== '');
  const distinct = [...new Set(all)];
  return distinct.length > 0 ? distinct : [PLACEHOLDER_IMAGE];
};

/** onError handler that swaps in the placeholder once (never loops if the placeholder itself fails). */
export const fallBackToPlaceholder = (event: SyntheticEvent<HTMLImageElement>): void => {
  const image = event.currentTarget;
  if (image.dataset.fallback === 'done') return;
  image.dataset.fallback = 'done';
  // In a <picture> (a banner's phone picture), the <source> chosen wins over the image's own src.
  if (image.parentElement?.tagName === 'PICTURE')
    for (const source of image.parentElement.querySelectorAll('source')) source.srcset = PLACEHOLDER_IMAGE;
  image.src = PLACEHOLDER_IMAGE;
};
