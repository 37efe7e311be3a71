import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The delivery check's parts as Chakra draws them, extracted at build (extractedStyles.ts). */
export const deliveryCheckStyles = {
  form: <chakra.form borderWidth="1px" borderColor="brand.100" rounded="md" p="4" bg="white" />,
  title: <Text fontWeight="semibold" mb="2" />,
  answer: <Box mt="0" />,
  answerShown: <Box mt="2" />,
  refusal: <Text color="red.700" />,
  pending: <Text color="gray.600" />,
  promise: <Stack gap="0" />,
  date: <Text fontWeight="semibold" color="green.800" />,
  cod: <Text fontSize="sm" color="gray.700" />,
} satisfies ExtractedStyles;
