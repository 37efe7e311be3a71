import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The product page's price as Chakra draws it, extracted at build (extractedStyles.ts). */
export const productPriceStyles = {
  root: <Stack gap="1" />,
  row: <HStack gap="3" align="baseline" flexWrap="wrap" />,
  price: <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.800" />,
  mrp: <Text as="span" fontSize="md" color="gray.600" />,
  mrpAmount: <Text as="s" color="gray.500" />,
  discount: <Badge colorPalette="red" variant="solid" size="md" />,
  taxNote: <Text fontSize="sm" color="gray.600" />,
} satisfies ExtractedStyles;
