import { Field, NativeSelect } from '@chakra-ui/react';
import { useFieldDescription } from '../../shared/hooks/useFieldDescription';
import { IndianStateOptions } from '../../shared/components/IndianStateOptions';
import { FieldNote } from '../common/FieldNote';

/** A labelled choice of India's states and union territories, with its error under it. */
export function StateSelectField({
  label,
  value,
  onChange,
  error,
  helper,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helper?: string;
}) {
  const description = useFieldDescription({ error: error !== undefined, helper: !error && Boolean(helper) });
  return (
    <Field.Root ids={description.ids} invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-describedby={description.describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          bg="white"
        >
          <option value="">Not set</option>
          <IndianStateOptions />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <FieldNote error={error} helper={helper} />
    </Field.Root>
  );
}
