import { Box, Flex } from '@chakra-ui/react';
import type { ExtractedStyles } from '../shared/theme/extractedStyles';

/** The public pages' frame as Chakra draws it, extracted at build (extractedStyles.ts). */
export const publicLayoutStyles = {
  root: <Flex direction="column" minH="100vh" />,
  // At least a screen tall, so the footer starts below the fold and never jumps when a lazy page arrives.
  main: <Box as="main" flex="1" minH="100vh" _focus={{ outline: 'none' }} />,
} satisfies ExtractedStyles;
