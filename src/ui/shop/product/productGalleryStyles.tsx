import { Box, HStack, Image, chakra } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

const THUMB = {
  rounded: 'md',
  overflow: 'hidden',
  borderWidth: '2px',
  cursor: 'pointer',
  display: 'block',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
} as const;

/** The product gallery's parts as Chakra draws them, extracted at build (extractedStyles.ts). */
export const productGalleryStyles = {
  frame: <Box bg="brand.50" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="brand.100" />,
  picture: <Image w="full" h="auto" aspectRatio="4 / 3" objectFit="cover" />,
  thumbs: <HStack as="ul" listStyleType="none" gap="2" mt="3" flexWrap="wrap" />,
  thumb: <chakra.button {...THUMB} borderColor="transparent" />,
  thumbShown: <chakra.button {...THUMB} borderColor="brand.600" />,
  thumbPicture: <Image w="20" h="auto" objectFit="cover" />,
} satisfies ExtractedStyles;
