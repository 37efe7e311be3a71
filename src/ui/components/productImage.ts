import type { SyntheticEvent } from 'react';

/** SPEC §8: a product or banner image that fails to load shows this instead. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** onError handler that swaps in the placeholder once (never loops if the placeholder itself fails). */
export const fallBackToPlaceholder = (event: SyntheticEvent<HTMLImageElement>): void => {
  const image = event.currentTarget;
  if (image.dataset.fallback === 'done') return;
  image.dataset.fallback = 'done';
  image.src = PLACEHOLDER_IMAGE;
};
