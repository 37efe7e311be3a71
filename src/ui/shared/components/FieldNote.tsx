import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

/** What shows under an admin field: its error while there is one, else its helper text. */
export function FieldNote({ error, helper }: { error?: string | undefined; helper?: ReactNode }) {
  if (error) return <Field.ErrorText>{error}</Field.ErrorText>;
  return helper ? <Field.HelperText>{helper}</Field.HelperText> : null;
}
