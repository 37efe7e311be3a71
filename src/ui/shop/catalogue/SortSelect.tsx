import { useId } from 'react';
import { Box, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { SORT_OPTIONS, type SortBy } from '../../../domain/storefront/ProductQuery';
import { SORT_LABELS } from './sortOptions';

interface Props<S extends string> {
  value: S;
  onChange: (sort: S) => void;
  /** The sorts offered, with their labels: a listing's by default, search results' with relevance first. */
  options?: readonly S[];
  labels?: Readonly<Record<S, string>>;
}

/** The listing's sort order (docs/behaviour.md#browsing-and-search), a native select so it works well on phones and with screen readers. */
export function SortSelect<S extends string = SortBy>({
  value,
  onChange,
  options = SORT_OPTIONS as readonly string[] as readonly S[],
  labels = SORT_LABELS as Readonly<Record<string, string>> as Readonly<Record<S, string>>,
}: Props<S>) {
  const id = useId();
  return (
    <HStack gap="2" flex={{ base: '1 1 auto', md: 'initial' }} minW="0">
      <Text asChild fontSize="sm" color="gray.700" whiteSpace="nowrap">
        {/* 'Sort' on a phone, so the longest sort's name fits beside the Filters button; read 'Sort by' everywhere. */}
        <label htmlFor={id}>
          Sort
          <Box as="span" srOnly={{ base: true, md: false }}>
            {'\u00a0by'}
          </Box>
        </label>
      </Text>
      <NativeSelect.Root size="sm" width={{ base: 'full', md: 'auto' }} minW={{ base: '0', md: '44' }}>
        <NativeSelect.Field
          id={id}
          value={value}
          bg="white"
          onChange={(event) => onChange(event.currentTarget.value as S)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
