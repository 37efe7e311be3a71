import { useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { FormTextField, type FormTextFieldProps } from '../common/FormTextField';

type Props = Pick<FormTextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error' | 'helper'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide button. */
export function PasswordField({ name, label, value, onChange, error, helper, autoComplete }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={onChange}
      error={error}
      {...(helper ? { helper } : {})}
      required
      autoComplete={autoComplete}
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        >
          {visible ? <LuEyeOff aria-hidden /> : <LuEye aria-hidden />}
        </IconButton>
      }
    />
  );
}
