import { AbsoluteCenter, Spinner } from '@chakra-ui/react';
import type { ExtractedStyles } from '../theme/extractedStyles';

/** What Chakra's Button draws while it is loading, extracted at build (extractedStyles.ts). */
export const buttonLoaderStyles = {
  spinner: <Spinner size="inherit" borderWidth="0.125em" color="inherit" />,
  centre: <AbsoluteCenter display="inline-flex" />,
} satisfies ExtractedStyles;
