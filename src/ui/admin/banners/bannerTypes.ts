import type { BannerType } from '../../../domain/storefront/Banner';

/** The banner types as the banner form offers them and the activity log names them. */
export const BANNER_TYPES: readonly { value: BannerType; label: string; hint: string }[] = [
  { value: 'image-only', label: 'Image Only', hint: 'Full-width clickable image' },
  { value: 'text-with-image', label: 'Sales Banner', hint: 'Promotional styling' },
];
