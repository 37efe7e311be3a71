import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The filter panel's parts as Chakra draws them, extracted at build (extractedStyles.ts). */
export const filterPanelStyles = {
  head: <HStack justify="space-between" mb="3" />,
  title: <Text as="h2" fontWeight="bold" fontSize="lg" color="brand.900" />,
  clear: <Button size="xs" variant="ghost" colorPalette="brand" />,
  section: <Box as="section" borderBottomWidth="1px" borderColor="brand.100" pb="4" mb="4" />,
  sectionTitle: (
    <Text
      as="h2"
      fontWeight="semibold"
      fontSize="sm"
      textTransform="uppercase"
      letterSpacing="wide"
      color="brand.800"
      mb="2.5"
    />
  ),
} satisfies ExtractedStyles;
