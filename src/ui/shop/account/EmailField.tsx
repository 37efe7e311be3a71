import { FormTextField } from '../common/FormTextField';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The e-mail of the account forms (sign-in, sign-up, forgot password). */
export function EmailField({ value, onChange, error }: Props) {
  return (
    <FormTextField
      name="email"
      label="E-mail"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
