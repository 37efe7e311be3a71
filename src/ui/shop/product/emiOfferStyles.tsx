import { Stack, Text, chakra } from '@chakra-ui/react';
import { PlainList } from '../../shared/components/PlainList';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The EMI offer's parts as Chakra draws them, extracted at build (extractedStyles.ts). */
export const emiOfferStyles = {
  root: <chakra.details fontSize="sm" />,
  summary: <chakra.summary cursor="pointer" color="brand.800" fontWeight="semibold" w="fit-content" />,
  plans: <Stack gap="2" mt="2" p="3" bg="gray.50" rounded="md" />,
  list: <PlainList gap="1" />,
  planName: <Text as="span" fontWeight="semibold" />,
  note: <Text color="gray.600" />,
} satisfies ExtractedStyles;
