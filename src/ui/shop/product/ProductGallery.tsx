import { useState } from 'react';
import { Box, HStack, Image, chakra } from '@chakra-ui/react';
import { cardPictureUrl } from '../../../domain/catalogue/CardPicture';
import { fallBackToPlaceholder, galleryImages } from '../../shared/format/productImage';

/** A large picture with thumbnails to switch it; every image falls back to /placeholder.svg when it fails. */
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
    <Box>
      <Box bg="brand.50" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="brand.100">
        <Image
          key={sources[current]}
          src={sources[current]}
          alt={sources.length > 1 ? `${name}, picture ${current + 1} of ${sources.length}` : name}
          htmlWidth="800"
          htmlHeight="600"
          loading="eager"
          fetchPriority="high"
          onError={fallBackToPlaceholder}
          w="full"
          h="auto"
          aspectRatio="4 / 3"
          objectFit="cover"
        />
      </Box>
      {sources.length > 1 ? (
        <HStack as="ul" listStyleType="none" gap="2" mt="3" flexWrap="wrap" aria-label="Product pictures">
          {sources.map((source, position) => (
            <Box as="li" key={source}>
              <chakra.button
                type="button"
                aria-label={`Show picture ${position + 1} of ${sources.length}`}
                aria-pressed={position === current}
                onClick={() => setIndex(position)}
                rounded="md"
                overflow="hidden"
                borderWidth="2px"
                borderColor={position === current ? 'brand.600' : 'transparent'}
                cursor="pointer"
                display="block"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
              >
                <Image
                  src={cardPictureUrl(source)}
                  alt=""
                  htmlWidth="80"
                  htmlHeight="60"
                  w="20"
                  h="15"
                  objectFit="cover"
                  loading="lazy"
                  onError={fallBackToPlaceholder}
                />
              </chakra.button>
            </Box>
          ))}
        </HStack>
      ) : null}
    </Box>
  );
}
