import { Box, SimpleGrid } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';
import { PRODUCT_GRID_COLUMNS } from './productGridColumns';

const GRID = { as: 'ul', listStyleType: 'none', gap: { base: '3', md: '5' } } as const;

/** The product grid's parts as Chakra draws them, extracted at build (extractedStyles.ts). */
export const productGridStyles = {
  listing: <SimpleGrid {...GRID} columns={PRODUCT_GRID_COLUMNS.listing} />,
  row: <SimpleGrid {...GRID} columns={PRODUCT_GRID_COLUMNS.row} />,
  item: <Box as="li" minW="0" />,
} satisfies ExtractedStyles;
