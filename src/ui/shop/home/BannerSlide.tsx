import type { HTMLAttributes } from 'react';
import { preload } from 'react-dom';
import type { Banner } from '../../../domain/storefront/Banner';
import { PHONE_PICTURE_SIZE } from '../../../domain/storefront/BannerForm';
import { BannerLink, isFollowableLink } from './BannerLink';
import { PHONE_MEDIA, WIDE_MEDIA } from '../../shared/format/bannerPicture';
import { fallBackToPlaceholder } from '../../shared/format/productImage';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { bannerCarouselStyles } from './bannerCarouselStyles';

const css = extractedClassNames<typeof bannerCarouselStyles>('bannerCarousel');

interface Props {
  banner: Banner;
  eager: boolean;
  /** Whether the picture loads yet: a hidden slide's waits until it may be seen. */
  pictureLoads: boolean;
  /** Hidden slides keep their links out of the tab order. */
  visible: boolean;
  /** The carousel's slide role and its name, drawn on the slide's own frame rather than a box around it. */
  slide?: HTMLAttributes<HTMLDivElement> & { inert: boolean };
}

/**
 * One banner. An image-only banner is a clickable image (its text is part of the picture); a sales banner draws its
 * title, subtitle, description and call to action over the left of its image. Phones show the banner's phone
 * picture when it has one, else its picture cropped to fill the frame: shown whole, a 16:5 picture would be
 * letterboxed in the 2:1 frame, the text in it about 10 px high. Drawn with styles extracted at build
 * (bannerCarouselStyles.tsx), in a frame of the same shape on every slide (BANNER_FRAME).
 */
export function BannerSlide({ banner, eager, pictureLoads, visible, slide }: Props) {
  const href = isFollowableLink(banner.ctaLink) ? banner.ctaLink : '';
  const imageOnly = banner.type === 'image-only';
  const phoneImage = banner.phoneImage;
  if (eager && phoneImage) {
    // React preloads an eager <img> of the first paint by itself, but not one in a <picture>, whose source depends
    // on the screen: each screen preloads the picture it will show.
    preload(phoneImage, { as: 'image', media: PHONE_MEDIA, fetchPriority: 'high' });
    preload(banner.image, { as: 'image', media: WIDE_MEDIA, fetchPriority: 'high' });
  }
  const img = (
    <img
      className={css(imageOnly || phoneImage ? 'picture' : 'pictureBesideText')}
      src={pictureLoads ? banner.image : undefined}
      alt={imageOnly ? banner.title || banner.description || 'Special offer' : ''}
      width="1920"
      height="600"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      onError={fallBackToPlaceholder}
    />
  );
  const image = phoneImage ? (
    <picture>
      <source media={PHONE_MEDIA} srcSet={pictureLoads ? phoneImage : undefined} {...PHONE_PICTURE_SIZE} />
      {img}
    </picture>
  ) : (
    img
  );
  if (imageOnly) {
    return (
      <div {...slide} className={css('imageFrame')}>
        {href ? (
          <BannerLink href={href} tabIndex={visible ? 0 : -1} className={css('frameLink')}>
            {image}
          </BannerLink>
        ) : (
          image
        )}
      </div>
    );
  }
  return (
    <div {...slide} className={css('salesFrame')}>
      {image}
      <div className={css('text')}>
        {banner.subtitle ? <p className={css('subtitle')}>{banner.subtitle}</p> : null}
        <h2 className={css('title')}>{banner.title}</h2>
        {banner.description ? <p className={css('description')}>{banner.description}</p> : null}
        {href ? (
          <BannerLink href={href} tabIndex={visible ? 0 : -1} className={css('cta')}>
            {banner.ctaText || 'Shop Now'}
          </BannerLink>
        ) : null}
      </div>
    </div>
  );
}
