import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { EXTRACTED, type ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The pincode field's parts as Chakra draws them, extracted at build (extractedStyles.ts). */
export const pincodeFieldStyles = {
  row: <HStack align="end" gap="2" />,
  fill: <Field.Root flex="1" />,
  narrow: <Field.Root w="40" />,
  label: (
    <Field.Root>
      <Field.Label {...EXTRACTED} />
    </Field.Root>
  ),
  input: <Input bg="white" />,
  check: <Button variant="outline" colorPalette="brand" />,
} satisfies ExtractedStyles;
