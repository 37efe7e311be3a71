import { Box } from '@chakra-ui/react';
import type { ExtractedStyles } from '../theme/extractedStyles';

/** The offline line, extracted at build (extractedStyles.ts): it shows on any page, before Chakra's system has come. */
export const offlineBannerStyles = {
  line: <Box bg="gray.800" color="white" px="4" py="2" fontSize="sm" textAlign="center" />,
} satisfies ExtractedStyles;
