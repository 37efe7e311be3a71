import type { ReactNode } from 'react';
import { Field, Input, Textarea, type InputProps } from '@chakra-ui/react';
import { useFieldDescription } from '../../../shared/hooks/useFieldDescription';
import { FieldNote } from '../../../shared/components/FieldNote';

/** A labelled text input whose error message shows under it while the typed text stays. */
export function TextField({
  label,
  value,
  onChange,
  error,
  helper,
  required,
  multiline,
  inputMode,
  placeholder,
  readOnly,
  type,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
  multiline?: boolean;
  inputMode?: InputProps['inputMode'];
  placeholder?: string;
  readOnly?: boolean;
  /** The input's type where it is not text (a date). */
  type?: InputProps['type'];
}) {
  const description = useFieldDescription({ error: error !== undefined, helper: !error && Boolean(helper) });
  return (
    <Field.Root ids={description.ids} invalid={error !== undefined} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {multiline ? (
        <Textarea
          aria-describedby={description.describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={5}
          placeholder={placeholder}
          bg="white"
        />
      ) : (
        <Input
          aria-describedby={description.describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode={inputMode}
          type={type}
          placeholder={placeholder}
          readOnly={readOnly}
          bg={readOnly ? 'gray.50' : 'white'}
        />
      )}
      <FieldNote error={error} helper={helper} />
    </Field.Root>
  );
}
