import { useState, type ReactNode } from 'react';
import { Input, SimpleGrid } from '@chakra-ui/react';
import { useDebounced } from './useDebounced';

/** The search box and filters above a paged admin list; the search applies once typing pauses. */
export function FilterBar({
  searchLabel,
  searchPlaceholder,
  onSearch,
  children,
}: {
  searchLabel: string;
  searchPlaceholder: string;
  onSearch: (search: string) => void;
  children: ReactNode;
}) {
  const [search, setSearch] = useState('');
  useDebounced(search, onSearch);
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="4">
      <Input
        type="search"
        aria-label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        bg="white"
      />
      {children}
    </SimpleGrid>
  );
}
