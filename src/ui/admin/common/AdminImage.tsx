import { Image, type ImageProps } from '@chakra-ui/react';
import { fallBackToPlaceholder, PLACEHOLDER_IMAGE } from '../../shared/format/productImage';
import { isSafeLink } from '../../../domain/shared/SafeLink';

interface Props extends Omit<ImageProps, 'src' | 'width' | 'height'> {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** An image from data: only safe links are loaded, a failure shows /placeholder.svg (docs/behaviour.md#screens-and-routes). */
export function AdminImage({ src, alt, width, height, ...rest }: Props) {
  const safe = src.trim() !== '' && isSafeLink(src.trim()) ? src.trim() : PLACEHOLDER_IMAGE;
  return (
    <Image
      key={safe}
      src={safe}
      alt={alt}
      // Numbers would read as spacing tokens (48 → 12rem): sizes are pixels here.
      w={`${width}px`}
      h={`${height}px`}
      htmlWidth={width}
      htmlHeight={height}
      loading="lazy"
      objectFit="cover"
      bg="gray.100"
      onError={fallBackToPlaceholder}
      {...rest}
    />
  );
}
