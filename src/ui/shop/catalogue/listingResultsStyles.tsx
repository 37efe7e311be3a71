import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The listing's results and its Filters button as Chakra draws them, extracted at build (extractedStyles.ts). */
export const listingResultsStyles = {
  root: <Stack gap="6" />,
  more: <Stack align="center" gap="2" />,
  showing: <Text fontSize="sm" color="gray.600" />,
  filtersButton: <Button size="sm" variant="outline" colorPalette="brand" />,
  filtersOn: <Badge size="xs" colorPalette="brass" variant="solid" />,
} satisfies ExtractedStyles;
