import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { EXTRACTED, type ExtractedStyles } from '../../shared/theme/extractedStyles';
import { PRODUCT_SECTION_GAP } from './productSectionGap';

const PAGE_HEADING = { as: 'h2', fontSize: { base: 'xl', md: '2xl' }, color: 'brand.900', mb: '4' } as const;

/**
 * The product page's sections below its first screen (details, declarations, reviews, related products) as Chakra
 * draws them, extracted at build (extractedStyles.ts).
 */
export const productSectionsStyles = {
  details: <Stack gap="8" />,
  detailsHeading: <Heading as="h2" fontSize="xl" color="brand.900" mb="3" />,
  description: <Text whiteSpace="pre-line" color="gray.700" lineHeight="tall" />,
  features: <List.Root gap="2" variant="plain" />,
  feature: (
    <List.Root variant="plain">
      <List.Item {...EXTRACTED} alignItems="flex-start" />
    </List.Root>
  ),
  featureIcon: (
    <List.Root variant="plain">
      <List.Item>
        <List.Indicator asChild color="green.600" mt="1">
          <svg {...EXTRACTED} />
        </List.Indicator>
      </List.Item>
    </List.Root>
  ),
  reviews: <Box mt={PRODUCT_SECTION_GAP} scrollMarginTop={{ base: '24', lg: '40' }} />,
  reviewsPlaceholder: <Box minH="32" />,
  related: <Box mt={PRODUCT_SECTION_GAP} />,
  pageHeading: <Heading {...PAGE_HEADING} />,
} satisfies ExtractedStyles;
