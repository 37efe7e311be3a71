import { PasswordField } from './PasswordField';

interface Props {
  values: { password: string; confirmPassword: string };
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
  onChange(field: 'password' | 'confirmPassword'): (value: string) => void;
  /** 'Password' at sign-up, 'New password' when resetting it. */
  label: string;
}

/** A new password and its confirmation (sign-up and password reset), with the service's minimum as help. */
export function NewPasswordFields({ values, errors, onChange, label }: Props) {
  return (
    <>
      <PasswordField
        name="password"
        label={label}
        autoComplete="new-password"
        helper="At least 6 characters."
        value={values.password}
        onChange={onChange('password')}
        error={errors.password}
      />
      <PasswordField
        name="confirmPassword"
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={onChange('confirmPassword')}
        error={errors.confirmPassword}
      />
    </>
  );
}
