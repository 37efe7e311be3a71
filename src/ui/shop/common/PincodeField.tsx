import { Button, Field, HStack, Input, type FieldRootProps } from '@chakra-ui/react';

interface Props extends Pick<FieldRootProps, 'flex' | 'w'> {
  name: string;
  label: string;
  /** The form's submit button. */
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}

/** A six-digit pincode with its check button, as the delivery check and the compare page ask for it. */
export function PincodeField({ name, label, submitLabel, value, onChange, invalid, ...size }: Props) {
  return (
    <HStack align="end" gap="2">
      <Field.Root invalid={invalid} {...size}>
        <Field.Label>{label}</Field.Label>
        <Input
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          bg="white"
        />
      </Field.Root>
      <Button type="submit" variant="outline" colorPalette="brand">
        {submitLabel}
      </Button>
    </HStack>
  );
}
