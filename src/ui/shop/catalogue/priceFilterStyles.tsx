import { Button, Field, HStack, Input, Text, chakra } from '@chakra-ui/react';
import { EXTRACTED, type ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The price filter's parts as Chakra draws them, extracted at build (extractedStyles.ts). */
export const priceFilterStyles = {
  form: <chakra.form display="flex" flexDirection="column" gap="2" />,
  boxes: <HStack gap="2" align="flex-end" />,
  field: <Field.Root />,
  label: (
    <Field.Root>
      <Field.Label {...EXTRACTED} fontSize="xs" color="gray.700" />
    </Field.Root>
  ),
  input: <Input size="sm" bg="white" />,
  error: <Text fontSize="xs" color="red.600" />,
  guide: <Text fontSize="xs" color="gray.600" />,
  apply: <Button size="sm" variant="outline" colorPalette="brand" alignSelf="flex-start" />,
} satisfies ExtractedStyles;
