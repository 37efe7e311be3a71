import { Badge, HStack, Link } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The row of category chips as Chakra draws it, extracted at build (extractedStyles.ts). */
export const categoryChipsStyles = {
  root: <HStack as="nav" gap="2" flexWrap="wrap" mt="2" />,
  chip: (
    <Link
      px="3"
      py="1.5"
      rounded="full"
      borderWidth="1px"
      borderColor="brand.200"
      bg="white"
      fontSize="sm"
      color="brand.800"
      _hover={{ bg: 'brand.50', textDecoration: 'none' }}
    />
  ),
  count: <Badge size="xs" variant="subtle" colorPalette="brand" ms="1" />,
} satisfies ExtractedStyles;
