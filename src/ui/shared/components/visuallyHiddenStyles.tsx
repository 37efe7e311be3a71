import { VisuallyHidden } from '@chakra-ui/react';
import type { ExtractedStyles } from '../theme/extractedStyles';

/** Chakra's visually hidden text, read but not seen, extracted at build (extractedStyles.ts). */
export const visuallyHiddenStyles = {
  root: <VisuallyHidden />,
} satisfies ExtractedStyles;
