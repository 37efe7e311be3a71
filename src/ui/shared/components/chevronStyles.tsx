import { chakra } from '@chakra-ui/react';
import type { ExtractedStyles } from '../theme/extractedStyles';

/** The chevron's look as Chakra's own icons draw it, extracted at build (extractedStyles.ts). */
export const chevronStyles = {
  icon: (
    <chakra.svg
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
} satisfies ExtractedStyles;
