import { Box, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The product listing's frame as Chakra draws it, extracted at build (extractedStyles.ts). */
export const productListingStyles = {
  intro: <Stack gap="1" mb="5" />,
  heading: <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900" />,
  columns: (
    <Grid
      templateColumns={{ base: '1fr', lg: '260px 1fr' }}
      gap={{ base: '4', lg: '8' }}
      alignItems="start"
    />
  ),
  // Hidden below lg by CSS: a prerendered page carries it for every screen (ProductListing.tsx).
  filters: <Box as="aside" hideBelow="lg" position="sticky" top="40" layerStyle="shopPanel" p="4" />,
  results: <Box minW="0" />,
  toolbar: <HStack justify="space-between" flexWrap="wrap" gap="3" mb="4" />,
  count: <Text fontWeight="medium" color="gray.700" />,
  tools: <HStack gap="2" flex={{ base: '1 1 auto', md: 'initial' }} minW="0" />,
  phoneOnly: <Box hideFrom="lg" />,
} satisfies ExtractedStyles;
