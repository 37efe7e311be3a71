import { ExtractedField } from '../../shared/components/ExtractedField';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
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
 * styles extracted at build (pincodeFieldStyles.tsx).
 */
export function PincodeField({ name, label, submitLabel, value, onChange, invalid, width }: Props) {
  return (
    <div className={css('row')}>
      <ExtractedField
        classNames={{ root: css(width), label: css('label'), input: css('input') }}
        label={label}
        invalid={invalid}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
      />
      <button type="submit" className={css('check')}>
        {submitLabel}
      </button>
    </div>
  );
}
