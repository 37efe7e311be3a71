/**
 * Starts downloading the first screen's main pictures while its first render is prepared, so each is in the
 * browser's memory cache when its <img> is created and is drawn with the first paint rather than a frame or more
 * later (the largest contentful paint of /, /products and a product page is such a picture).
 */
export const warmPictures = (sources: readonly string[]): void => {
  for (const source of new Set(sources)) {
    const picture = new Image();
    picture.fetchPriority = 'high';
    picture.src = source;
  }
};
