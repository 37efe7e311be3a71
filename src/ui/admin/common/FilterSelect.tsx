import { Box, NativeSelect } from '@chakra-ui/react';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

interface FilterSelectProps<V extends string> {
  label: string;
  value: V;
  options: readonly FilterOption<V>[];
  onChange: (value: V) => void;
  /** The ids of the texts that describe the choice (its error), read out with it. */
  describedBy?: string | undefined;
}

/** A labelled native select over fixed options, as the admin list filters use it. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  describedBy,
}: FilterSelectProps<V>) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        aria-label={label}
        aria-describedby={describedBy}
        value={value}
        // The options are exactly `options`, so the chosen value is one of V.
        onChange={(event) => onChange(event.target.value as V)}
        bg="white"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A list screen's one filter, on its own row above the list, `width` wide from md up. */
export function ListFilter<V extends string>({
  width = 'xs',
  ...select
}: FilterSelectProps<V> & { width?: 'xs' | 'sm' }) {
  return (
    <Box maxW={{ md: width }} mb="4">
      <FilterSelect {...select} />
    </Box>
  );
}
