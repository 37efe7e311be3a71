import { Container } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The shop page's column as Chakra draws it, extracted at build (extractedStyles.ts). */
export const pageContainerStyles = {
  root: <Container maxW="7xl" py={{ base: '4', md: '8' }} />,
} satisfies ExtractedStyles;
