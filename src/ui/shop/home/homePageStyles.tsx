import { Container, Stack } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The home page's frame as Chakra draws it, extracted at build (extractedStyles.ts). */
export const homePageStyles = {
  banner: <Container maxW="7xl" px={{ base: '0', md: '6' }} pt={{ base: '0', md: '6' }} />,
  rows: <Container maxW="7xl" py={{ base: '8', md: '12' }} />,
  stack: <Stack gap={{ base: '10', md: '14' }} />,
} satisfies ExtractedStyles;
