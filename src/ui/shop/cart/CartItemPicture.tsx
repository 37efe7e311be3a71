import { Image, type ImageProps } from '@chakra-ui/react';
import { cardPictureUrl } from '../../../domain/catalogue/CardPicture';
import { fallBackToPlaceholder, mainPicture } from '../../shared/format/productImage';

interface Props extends Omit<ImageProps, 'src' | 'alt' | 'htmlWidth' | 'htmlHeight' | 'onError'> {
  item: { image: string; images: readonly string[] };
  /** Width and height in pixels of the square it fills. */
  pixels: number;
}

/** A cart line's square picture (decorative: the line names the product), the placeholder when it fails. */
export function CartItemPicture({ item, pixels, ...style }: Props) {
  return (
    <Image
      src={cardPictureUrl(mainPicture(item))}
      alt=""
      htmlWidth={String(pixels)}
      htmlHeight={String(pixels)}
      onError={fallBackToPlaceholder}
      objectFit="cover"
      {...style}
    />
  );
}
