import type { Banner, BannerInput, BannerType } from './Banner';
import { fail, ok } from '../shared/Result';
import type { Result } from '../shared/Result';
import { isHttpsUrl, isSafeLink, isSitePath, linkPathname } from '../shared/SafeLink';

/**
 * What the banner form holds while the admin types (docs/behaviour.md#banners): the fields a banner stores, as typed (untrimmed,
 * maybe empty); linkedProductId is the picked product, or null / '' for none.
 */
export type BannerForm = BannerInput;

export const DEFAULT_CTA_TEXT = 'Shop Now';
export const DEFAULT_CTA_LINK = '/categories';
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'] as const;
/** The recommended image sizes of docs/behaviour.md#banners, shown as hints under the image field. */
export const RECOMMENDED_SIZE: Record<BannerType, string> = {
  'image-only': '1920x600',
  'text-with-image': '1200x600',
};
/**
 * The size of a banner's phone picture: 2:1 like the slide's frame on phones (BANNER_FRAME in bannerCarouselStyles.tsx), so it shows whole, and
 * 1080 px wide, a 360 px wide phone's screen at 3× (its text may be drawn three times the size it is to be read).
 */
export const PHONE_PICTURE_SIZE = { width: 1080, height: 540 } as const;
export const PHONE_RECOMMENDED_SIZE = `${PHONE_PICTURE_SIZE.width}x${PHONE_PICTURE_SIZE.height}`;

export const DEFAULT_BANNER_FORM: BannerForm = {
  type: 'image-only',
  title: '',
  subtitle: '',
  description: '',
  image: '',
  phoneImage: '',
  ctaText: DEFAULT_CTA_TEXT,
  ctaLink: DEFAULT_CTA_LINK,
  isActive: true,
  linkedProductId: null,
};

export type BannerTextField = 'title' | 'subtitle' | 'description';

export type BannerFormError =
  | { code: 'BANNER.IMAGE_REQUIRED' }
  | { code: 'BANNER.IMAGE_INVALID' }
  | { code: 'BANNER.PHONE_IMAGE_INVALID' }
  | { code: 'BANNER.TEXT_REQUIRED'; missing: BannerTextField[] }
  | { code: 'BANNER.LINK_UNSAFE' };

const EXTENSION_PATTERN = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');

/**
 * An https URL or a site path (the demo's /images/banners/x.svg) whose path ends in an image extension,
 * case-insensitive. A query string or fragment after the extension is allowed (CDN resize parameters); an
 * extension that only appears in the query is not.
 */
export const isValidBannerImageUrl = (value: string): boolean => {
  const trimmed = value.trim();
  if (!isHttpsUrl(trimmed) && !isSitePath(trimmed)) return false;
  const pathname = linkPathname(trimmed);
  return pathname !== null && EXTENSION_PATTERN.test(pathname);
};

/** The link a banner leads to: the chosen product wins over the custom link; an empty link is the default. */
export const bannerLinkFor = (form: Pick<BannerForm, 'linkedProductId' | 'ctaLink'>): string => {
  const productId = form.linkedProductId?.trim();
  if (productId) return `/product/${encodeURIComponent(productId)}`;
  return form.ctaLink.trim() || DEFAULT_CTA_LINK;
};

/** Every problem of the form, in the order docs/behaviour.md#banners checks them. */
export const bannerFormErrors = (form: BannerForm): BannerFormError[] => {
  const errors: BannerFormError[] = [];
  const image = form.image.trim();
  if (image === '') errors.push({ code: 'BANNER.IMAGE_REQUIRED' });
  else if (!isValidBannerImageUrl(image)) errors.push({ code: 'BANNER.IMAGE_INVALID' });
  const phoneImage = form.phoneImage.trim();
  if (phoneImage !== '' && !isValidBannerImageUrl(phoneImage))
    errors.push({ code: 'BANNER.PHONE_IMAGE_INVALID' });
  if (form.type === 'text-with-image') {
    const missing = (['title', 'subtitle', 'description'] as const).filter(
      (field) => form[field].trim() === '',
    );
    if (missing.length > 0) errors.push({ code: 'BANNER.TEXT_REQUIRED', missing });
  }
  if (!isSafeLink(bannerLinkFor(form))) errors.push({ code: 'BANNER.LINK_UNSAFE' });
  return errors;
};

/** Validates the form and, when it passes, gives the banner fields to store (trimmed, defaults applied). */
export const validateBannerForm = (form: BannerForm): Result<BannerInput, BannerFormError> => {
  const [first] = bannerFormErrors(form);
  if (first) return fail(first);
  const productId = form.linkedProductId?.trim() || null;
  return ok({
    type: form.type,
    title: form.title.trim(),
    subtitle: form.subtitle.trim(),
    description: form.description.trim(),
    image: form.image.trim(),
    phoneImage: form.phoneImage.trim(),
    ctaText: form.ctaText.trim() || DEFAULT_CTA_TEXT,
    ctaLink: bannerLinkFor(form),
    isActive: form.isActive,
    linkedProductId: productId,
  });
};

/** The form pre-filled for "Edit Banner". */
export const bannerFormFrom = (banner: Banner): BannerForm => ({
  type: banner.type,
  title: banner.title,
  subtitle: banner.subtitle,
  description: banner.description,
  image: banner.image,
  phoneImage: banner.phoneImage,
  ctaText: banner.ctaText,
  ctaLink: banner.ctaLink,
  isActive: banner.isActive,
  linkedProductId: banner.linkedProductId,
});
