import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ExtractedStyles } from '../theme/extractedStyles';

/**
 * The failure page as Chakra draws it, extracted at build (extractedStyles.ts): it must draw when nothing else of the
 * app could, even Chakra's own code.
 */
export const errorBoundaryStyles = {
  root: <Center minH="60vh" px="6" />,
  column: <Stack gap="4" align="center" textAlign="center" maxW="md" />,
  title: <Heading as="h1" size="xl" color="brand.800" />,
  text: <Text color="gray.600" />,
  reload: <Button colorPalette="brand" />,
} satisfies ExtractedStyles;
