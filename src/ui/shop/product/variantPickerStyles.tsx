import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';
import { SWATCH_COLOUR } from './swatchColour';

const SIZE = { size: 'sm', colorPalette: 'brand', h: 'auto', minH: '12', minW: '16', py: '1.5' } as const;
const SWATCH = {
  as: 'span',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSize: '9',
  rounded: 'full',
  bg: `var(${SWATCH_COLOUR})`,
  borderWidth: '1px',
  borderColor: 'blackAlpha.300',
} as const;
// The outline's colour and offset after the shorthand, which would reset them.
const OUTLINE = { outlineColor: 'brand.700', outlineOffset: '2px' } as const;

/**
 * The variant picker's parts as Chakra draws them, extracted at build (extractedStyles.ts); a chosen size or colour is
 * a part of its own.
 */
export const variantPickerStyles = {
  root: <Stack gap="4" />,
  label: <Text fontWeight="semibold" fontSize="sm" mb="2" />,
  chosen: <Text as="span" fontWeight="normal" />,
  sizes: <HStack gap="2" flexWrap="wrap" align="stretch" />,
  size: <Button {...SIZE} variant="outline" />,
  sizeChosen: <Button {...SIZE} variant="solid" />,
  sizeWords: <Stack gap="0" align="center" />,
  note: <Text as="span" fontSize="2xs" fontWeight="normal" />,
  colours: <HStack gap="3" flexWrap="wrap" align="flex-start" />,
  colour: (
    <chakra.button
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="1"
      minW="12"
      cursor="pointer"
      rounded="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    />
  ),
  swatch: <Box {...SWATCH} outline="none" {...OUTLINE} />,
  swatchChosen: <Box {...SWATCH} outline="2px solid" {...OUTLINE} />,
  swatchInitials: <Text as="span" fontSize="2xs" />,
  colourName: <Text as="span" fontSize="2xs" color="gray.700" textAlign="center" lineHeight="short" />,
} satisfies ExtractedStyles;
