import { IndianStateOptions } from '../../shared/components/IndianStateOptions';
import { SelectField } from '../../shared/components/SelectField';

/** A labelled choice of India's states and union territories, with its error under it. */
export function StateSelectField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helper?: string;
}) {
  return (
    <SelectField {...props}>
      <option value="">Not set</option>
      <IndianStateOptions />
    </SelectField>
  );
}
