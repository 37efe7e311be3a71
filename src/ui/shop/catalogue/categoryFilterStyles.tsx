import { Badge, HStack } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

const COUNT = { size: 'xs', variant: 'subtle' } as const;

/** A category filter option's name and count as Chakra draws them, extracted at build (extractedStyles.ts). */
export const categoryFilterStyles = {
  name: <HStack as="span" gap="1.5" />,
  count: <Badge {...COUNT} colorPalette="brand" />,
  countEmpty: <Badge {...COUNT} colorPalette="gray" />,
} satisfies ExtractedStyles;
