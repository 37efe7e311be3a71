import { Button } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The demo's reset button as Chakra draws it, extracted at build (extractedStyles.ts). */
export const demoResetButtonStyles = {
  root: (
    <Button
      size="xs"
      variant="outline"
      color="brand.100"
      borderColor="brand.700"
      _hover={{ bg: 'brand.800' }}
    />
  ),
} satisfies ExtractedStyles;
