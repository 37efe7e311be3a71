import { useId, type ReactNode } from 'react';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { radioListStyles } from './radioListStyles';

const css = extractedClassNames<typeof radioListStyles>('radioList');

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** Nesting depth, for subcategories. */
  depth?: number;
}

interface Props {
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  /** Id of the heading that names the group. */
  labelledBy: string;
}

/**
 * Native radio buttons: arrow keys, focus and screen readers work as browsers make them, and a choice applies at
 * once (no component state to start up first). Drawn with styles extracted at build (radioListStyles.tsx).
 */
export function RadioList({ options, value, onChange, labelledBy }: Props) {
  const name = useId();
  return (
    <div className={css('list')} role="radiogroup" aria-labelledby={labelledBy}>
      {options.map((option) => (
        <label
          key={option.value}
          className={css(option.disabled ? 'optionDisabled' : 'option')}
          // A subcategory is indented by its depth, as a spacing step of 4 a level.
          style={
            option.depth
              ? { paddingInlineStart: `calc(${option.depth} * var(--chakra-spacing-4))` }
              : undefined
          }
        >
          <input
            className={css('input')}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
