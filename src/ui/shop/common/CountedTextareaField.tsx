import { Field, Textarea } from '@chakra-ui/react';
import { useFieldDescription } from '../../shared/hooks/useFieldDescription';

const count = new Intl.NumberFormat('en-IN');

/**
 * A required text of `min` to `max` characters (spaces at either end not counted), with the count under it turning
 * red past the most; the error shows under that while set, and the typed text stays.
 */
export function CountedTextareaField({
  name,
  label,
  value,
  onChange,
  error,
  min,
  max,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  min: number;
  max: number;
}) {
  const description = useFieldDescription({ error: Boolean(error), helper: true });
  const length = value.trim().length;
  return (
    <Field.Root ids={description.ids} invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        name={name}
        aria-describedby={description.describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={6}
        bg="white"
      />
      <Field.HelperText color={length > max ? 'red.700' : 'gray.600'}>
        {count.format(length)} / {count.format(max)} characters (at least {min})
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
