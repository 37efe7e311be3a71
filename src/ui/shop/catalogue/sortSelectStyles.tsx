import { Box, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { EXTRACTED, type ExtractedStyles } from '../../shared/theme/extractedStyles';

const SIZE = 'sm';

/** The sort select's parts as Chakra draws them, extracted at build (extractedStyles.ts). */
export const sortSelectStyles = {
  root: <HStack gap="2" flex={{ base: '1 1 auto', md: 'initial' }} minW="0" />,
  label: <Text as="label" fontSize="sm" color="gray.700" whiteSpace="nowrap" />,
  // Read by a screen reader everywhere, shown from md.
  labelEnd: <Box as="span" srOnly={{ base: true, md: false }} />,
  select: (
    <NativeSelect.Root size={SIZE} width={{ base: 'full', md: 'auto' }} minW={{ base: '0', md: '44' }} />
  ),
  field: (
    <NativeSelect.Root size={SIZE}>
      <NativeSelect.Field {...EXTRACTED} bg="white" />
    </NativeSelect.Root>
  ),
  indicator: (
    <NativeSelect.Root size={SIZE}>
      <NativeSelect.Indicator {...EXTRACTED}>
        <span />
      </NativeSelect.Indicator>
    </NativeSelect.Root>
  ),
} satisfies ExtractedStyles;
