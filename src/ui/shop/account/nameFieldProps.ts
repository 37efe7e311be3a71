/** The full-name field of sign-up and the profile, for a FormTextField. */
export const nameFieldProps = {
  name: 'name',
  label: 'Full name',
  autoComplete: 'name',
  required: true,
} as const;
