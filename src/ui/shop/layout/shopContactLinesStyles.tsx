import { Box, HStack, Link } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The contact lines' parts as Chakra draws them, extracted at build (extractedStyles.ts): on every page's footer. */
export const shopContactLinesStyles = {
  line: <HStack />,
  hoursLine: <HStack align="flex-start" />,
  clock: <Box pt="0.5" />,
  link: <Link color="brand.700" />,
  linkOnDark: <Link color="brand.100" />,
} satisfies ExtractedStyles;
