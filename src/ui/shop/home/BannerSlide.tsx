import { Box, Button, Heading, Image, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { preload } from 'react-dom';
import type { Banner } from '../../../domain/storefront/Banner';
import { PHONE_PICTURE_SIZE } from '../../../domain/storefront/BannerForm';
import { BannerLink, isFollowableLink } from './BannerLink';
import { PHONE_MEDIA, WIDE_MEDIA } from '../../shared/format/bannerPicture';
import { fallBackToPlaceholder } from '../../shared/format/productImage';

interface Props {
  banner: Banner;
  eager: boolean;
  /** Hidden slides keep their links out of the tab order. */
  visible: boolean;
  /** The carousel's slide role and place in its track, drawn on the slide's own frame rather than a box around it. */
  slide?: BoxProps;
}

/**
 * Every slide has the same frame, so the carousel never changes height: banners are 1920x600 (16:5) on desktop, and
 * 2:1 on phones, the shape of a phone picture (PHONE_PICTURE_SIZE).
 */
export const BANNER_FRAME = { base: '2 / 1', md: '16 / 5' } as const;

/**
 * One banner. An image-only banner is a clickable image (its text is part of the picture); a sales banner draws its
 * title, subtitle, description and call to action over the left of its image. Phones show the banner's phone
 * picture when it has one, else its picture cropped to fill the frame: shown whole, a 16:5 picture would be
 * letterboxed in the 2:1 frame, the text in it about 10 px high.
 */
export function BannerSlide({ banner, eager, visible, slide }: Props) {
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
    <Image
      src={banner.image}
      alt={imageOnly ? banner.title || banner.description || 'Special offer' : ''}
      htmlWidth="1920"
      htmlHeight="600"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      onError={fallBackToPlaceholder}
      position="absolute"
      inset="0"
      w="full"
      h="full"
      objectFit="cover"
      objectPosition={imageOnly || phoneImage ? 'center' : { base: '70% center', md: 'center' }}
    />
  );
  const image = phoneImage ? (
    <picture>
      <source media={PHONE_MEDIA} srcSet={phoneImage} {...PHONE_PICTURE_SIZE} />
      {img}
    </picture>
  ) : (
    img
  );
  if (imageOnly) {
    return (
      <Box {...slide} position="relative" aspectRatio={BANNER_FRAME} overflow="hidden" bg="brand.900">
        {href ? (
          // The whole frame is the link. Its focus ring is a layer over the picture, inside the frame: an outline
          // would be clipped by the frame outside and painted under the positioned picture inside.
          <Box
            asChild
            display="block"
            position="absolute"
            inset="0"
            _focusVisible={{
              outline: 'none',
              _after: {
                content: '""',
                position: 'absolute',
                inset: '1',
                border: '3px solid',
                borderColor: 'brass.300',
                rounded: 'md',
                pointerEvents: 'none',
              },
            }}
          >
            <BannerLink href={href} tabIndex={visible ? 0 : -1}>
              {image}
            </BannerLink>
          </Box>
        ) : (
          image
        )}
      </Box>
    );
  }
  return (
    <Box
      {...slide}
      position="relative"
      aspectRatio={BANNER_FRAME}
      overflow="hidden"
      bg="brand.800"
      color="white"
      // The shade that keeps the text readable over the picture, laid over it and under the text.
      _after={{
        content: '""',
        position: 'absolute',
        inset: '0',
        bgGradient: 'to-r',
        gradientFrom: 'blackAlpha.700',
        gradientVia: { base: 'blackAlpha.500', md: 'blackAlpha.300' },
        gradientTo: 'transparent',
      }}
    >
      {image}
      <Stack
        position="relative"
        zIndex="1"
        h="full"
        justify="center"
        gap={{ base: '1', md: '3' }}
        maxW={{ base: '75%', md: '50%' }}
        px={{ base: '5', md: '14' }}
      >
        {banner.subtitle ? (
          <Text
            textTransform="uppercase"
            letterSpacing="wider"
            fontSize={{ base: '2xs', md: 'sm' }}
            color="brass.200"
            fontWeight="semibold"
            lineClamp={{ base: 1, md: 2 }}
          >
            {banner.subtitle}
          </Text>
        ) : null}
        <Heading
          as="h2"
          fontSize={{ base: 'xl', md: '4xl', lg: '5xl' }}
          lineHeight="short"
          textShadow="0 1px 3px rgba(0,0,0,.35)"
        >
          {banner.title}
        </Heading>
        {banner.description ? (
          <Text hideBelow="md" color="whiteAlpha.900" fontSize="md" lineClamp={3}>
            {banner.description}
          </Text>
        ) : null}
        {href ? (
          <Button
            asChild
            alignSelf="flex-start"
            mt={{ base: '1', md: '3' }}
            colorPalette="brass"
            size={{ base: 'xs', md: 'lg' }}
          >
            <BannerLink href={href} tabIndex={visible ? 0 : -1}>
              {banner.ctaText || 'Shop Now'}
            </BannerLink>
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
