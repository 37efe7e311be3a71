import { useId } from 'react';
import { extractedClassNames, invalidMark } from '../../shared/theme/extractedStyles';
import type { pincodeFieldStyles } from './pincodeFieldStyles';

const css = extractedClassNames<typeof pincodeFieldStyles>('pincodeField');

interface Props {
  name: string;
  label: string;
  /** The form's submit button. */
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** The box takes the row's room beside its button, or a pincode's. */
  width: 'fill' | 'narrow';
}

/**
 * A six-digit pincode with its check button, as the delivery check and the compare page ask for it. Drawn with
 * styles extracted at build (pincodeFieldStyles.tsx), marked invalid as Chakra's Field marks it.
 */
export function PincodeField({ name, label, submitLabel, value, onChange, invalid, width }: Props) {
  const id = useId();
  return (
    <div className={css('row')}>
      <div role="group" className={css(width)} {...invalidMark(invalid)}>
        <label htmlFor={id} className={css('label')} {...invalidMark(invalid)}>
          {label}
        </label>
        <input
          id={id}
          className={css('input')}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          aria-invalid={invalid || undefined}
          {...invalidMark(invalid)}
        />
      </div>
      <button type="submit" className={css('check')}>
        {submitLabel}
      </button>
    </div>
  );
}
