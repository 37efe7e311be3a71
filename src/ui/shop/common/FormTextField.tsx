import type { ReactNode, Ref } from 'react';
import { Field, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useFieldDescription } from '../../shared/hooks/useFieldDescription';

export interface FormTextFieldProps extends Omit<InputProps, 'onChange' | 'value' | 'name'> {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field (and marks it invalid) while set; the typed value stays as it is. */
  error?: string | undefined;
  helper?: string;
  required?: boolean;
  /** E.g. the '+91' in front of a mobile number. */
  startAddon?: ReactNode;
  /** E.g. a show-password button inside the field. */
  endElement?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input with helper and error text wired to it for screen readers (Chakra Field). */
export function FormTextField({
  name,
  label,
  value,
  onChange,
  error,
  helper,
  required = false,
  startAddon,
  endElement,
  inputRef,
  ...inputProps
}: FormTextFieldProps) {
  const description = useFieldDescription({ error: Boolean(error), helper: Boolean(helper && !error) });
  const input = (
    <Input
      aria-describedby={description.describedBy}
      ref={inputRef}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      bg="white"
      {...inputProps}
    />
  );
  return (
    <Field.Root ids={description.ids} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {startAddon || endElement ? (
        <InputGroup startAddon={startAddon} endElement={endElement}>
          {input}
        </InputGroup>
      ) : (
        input
      )}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
