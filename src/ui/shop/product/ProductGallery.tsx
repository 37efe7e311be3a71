import { useState } from 'react';
import { cardPictureUrl } from '../../../domain/catalogue/CardPicture';
import { fallBackToPlaceholder, galleryImages } from '../../shared/format/productImage';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { productGalleryStyles } from './productGalleryStyles';

const css = extractedClassNames<typeof productGalleryStyles>('productGallery');

/**
 * A large picture with thumbnails to switch it; every image falls back to /placeholder.svg when it fails. Drawn with
 * styles extracted at build (productGalleryStyles.tsx).
 */
export function ProductGallery({
  name,
  image,
  images,
}: {
  name: string;
  image: string;
  images: readonly string[];
}) {
  const sources = galleryImages(image, images);
  const [index, setIndex] = useState(0);
  const current = Math.min(index, sources.length - 1);
  return (
    <div>
      <div className={css('frame')}>
        <img
          key={sources[current]}
          className={css('picture')}
          src={sources[current]}
          alt={sources.length > 1 ? `${name}, picture ${current + 1} of ${sources.length}` : name}
          width="800"
          height="600"
          loading="eager"
          fetchPriority="high"
          onError={fallBackToPlaceholder}
        />
      </div>
      {sources.length > 1 ? (
        <ul className={css('thumbs')} aria-label="Product pictures">
          {sources.map((source, position) => (
            <li key={source}>
              <button
                type="button"
                className={css(position === current ? 'thumbShown' : 'thumb')}
                aria-label={`Show picture ${position + 1} of ${sources.length}`}
                aria-pressed={position === current}
                onClick={() => setIndex(position)}
              >
                <img
                  className={css('thumbPicture')}
                  src={cardPictureUrl(source)}
                  alt=""
                  width="80"
                  height="60"
                  loading="lazy"
                  onError={fallBackToPlaceholder}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
