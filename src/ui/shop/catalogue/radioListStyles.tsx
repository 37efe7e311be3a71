import { Stack, chakra } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

const OPTION = { display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' } as const;

/** The listing filters' radio lists as Chakra draws them, extracted at build (extractedStyles.ts). */
export const radioListStyles = {
  list: <Stack gap="1.5" />,
  option: <chakra.label {...OPTION} cursor="pointer" color="gray.800" _hover={{ color: 'brand.700' }} />,
  optionDisabled: <chakra.label {...OPTION} cursor="not-allowed" color="gray.500" />,
  input: (
    <chakra.input boxSize="4" flexShrink={0} accentColor="var(--chakra-colors-brand-700)" cursor="inherit" />
  ),
} satisfies ExtractedStyles;
