import { Button } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** "Load more" as Chakra draws it, extracted at build (extractedStyles.ts). */
export const loadMoreButtonStyles = {
  root: <Button variant="outline" colorPalette="brand" />,
  // Under a column of reviews: the phone's whole width, or its start on a wider screen.
  atStart: <Button variant="outline" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }} />,
} satisfies ExtractedStyles;
