import type { ReactNode } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useFieldDescription } from '../hooks/useFieldDescription';
import { FieldNote } from './FieldNote';

/** A labelled native choice among `children` (its options), with its error or helper under it. */
export function SelectField({
  label,
  value,
  onChange,
  error,
  helper,
  required,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  const description = useFieldDescription({ error: error !== undefined, helper: !error && Boolean(helper) });
  return (
    <Field.Root ids={description.ids} invalid={error !== undefined} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-describedby={description.describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          bg="white"
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <FieldNote error={error} helper={helper} />
    </Field.Root>
  );
}
