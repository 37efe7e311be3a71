import type { Banner } from '../../../domain/storefront/Banner';

/**
 * Where a banner's phone picture is shown: below Chakra's `md` breakpoint (768 px), where BannerSlide's responsive
 * styles switch too. These are Chakra's own bounds for `md` (`mdDown` ends at 47.9975rem).
 */
export const PHONE_MEDIA = '(max-width: 47.9975rem)';
export const WIDE_MEDIA = '(min-width: 48rem)';

/** The picture of `banner` this screen shows: its phone picture on a phone, when it has one. */
export const bannerPicture = (banner: Pick<Banner, 'image' | 'phoneImage'>): string =>
  banner.phoneImage && typeof window !== 'undefined' && window.matchMedia?.(PHONE_MEDIA).matches
    ? banner.phoneImage
    : banner.image;
