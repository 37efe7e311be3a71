import { Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { RatingStars } from '../../shared/components/RatingStars';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';
import { PRODUCT_SECTION_GAP } from './productSectionGap';

/** The product page's frame and first screen as Chakra draws them, extracted at build (extractedStyles.ts). */
export const productDetailStyles = {
  columns: (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '6', md: '10' }} alignItems="start" />
  ),
  buying: <Stack gap="5" />,
  title: <Stack gap="2" />,
  name: <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900" lineHeight="short" />,
  rating: <HStack gap="2" />,
  stars: <RatingStars rating={5} starsOnly />,
  ratingText: <Text fontSize="sm" color="gray.600" />,
  highlights: <Text bg="brand.50" rounded="lg" p="4" fontSize="sm" color="gray.700" />,
  details: <Stack mt={PRODUCT_SECTION_GAP} maxW="4xl" gap="8" />,
} satisfies ExtractedStyles;
