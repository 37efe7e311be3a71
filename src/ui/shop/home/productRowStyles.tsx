import { Grid, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** A home-page row's parts as Chakra draws them, extracted at build (extractedStyles.ts). */
export const productRowStyles = {
  // The title over its subtitle, and 'View all' at the right, level with the subtitle.
  head: <Grid templateColumns="1fr auto" alignItems="end" columnGap="4" rowGap="0.5" mb="4" />,
  title: <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} color="brand.900" />,
  subtitle: <Text gridRow="2" color="gray.600" fontSize="sm" />,
  viewAll: <Link gridRow="2" color="brand.700" fontWeight="medium" fontSize="sm" whiteSpace="nowrap" />,
  cards: <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '5' }} />,
} satisfies ExtractedStyles;
