import { useId, type ReactNode } from 'react';
import { Stack, chakra } from '@chakra-ui/react';

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
 * once (no component state to start up first).
 */
export function RadioList({ options, value, onChange, labelledBy }: Props) {
  const name = useId();
  return (
    <Stack role="radiogroup" aria-labelledby={labelledBy} gap="1.5">
      {options.map((option) => (
        <chakra.label
          key={option.value}
          display="flex"
          alignItems="center"
          gap="2"
          ps={(option.depth ?? 0) * 4}
          fontSize="sm"
          cursor={option.disabled ? 'not-allowed' : 'pointer'}
          color={option.disabled ? 'gray.500' : 'gray.800'}
          _hover={option.disabled ? undefined : { color: 'brand.700' }}
        >
          <chakra.input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
            boxSize="4"
            flexShrink={0}
            accentColor="var(--chakra-colors-brand-700)"
            cursor="inherit"
          />
          {option.label}
        </chakra.label>
      ))}
    </Stack>
  );
}
