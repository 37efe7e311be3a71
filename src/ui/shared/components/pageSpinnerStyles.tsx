import { Center, Spinner } from '@chakra-ui/react';
import type { ExtractedStyles } from '../theme/extractedStyles';

/** The page spinner as Chakra draws it, extracted at build (extractedStyles.ts): it stands in for any page. */
export const pageSpinnerStyles = {
  root: <Center minH="50vh" />,
  spinner: <Spinner size="xl" color="brand.600" borderWidth="3px" />,
} satisfies ExtractedStyles;
