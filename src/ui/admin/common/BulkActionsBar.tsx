import type { ReactNode } from 'react';
import { HStack, Text } from '@chakra-ui/react';

/** The toolbar of an admin table's bulk actions: what is chosen, then the actions. */
export function BulkActionsBar({ chosen, children }: { chosen: string; children: ReactNode }) {
  return (
    <HStack
      role="toolbar"
      aria-label="Bulk actions"
      gap="2"
      wrap="wrap"
      mb="3"
      p="2"
      bg="brand.50"
      rounded="md"
      borderWidth="1px"
      borderColor="brand.100"
    >
      <Text fontSize="sm" fontWeight="medium" px="2">
        {chosen}
      </Text>
      {children}
    </HStack>
  );
}
