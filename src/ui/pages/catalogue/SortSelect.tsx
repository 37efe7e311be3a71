import { useId } from 'react';
import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { SORT_OPTIONS, type SortBy } from '../../../domain/ProductQuery';
import { SORT_LABELS } from './sortOptions';

/** The listing's sort order (SPEC §4), a native select so it works well on phones and with screen readers. */
export function SortSelect({ value, onChange }: { value: SortBy; onChange: (sortBy: SortBy) => void }) {
  const id = useId();
  return (
    <HStack gap="2">
      <Text asChild fontSize="sm" color="gray.700" whiteSpace="nowrap">
        <label htmlFor={id}>Sort by</label>
      </Text>
      <NativeSelect.Root size="sm" width="auto" minW="44">
        <NativeSelect.Field
          id={id}
          value={value}
          bg="white"
          onChange={(event) => onChange(event.currentTarget.value as SortBy)}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
