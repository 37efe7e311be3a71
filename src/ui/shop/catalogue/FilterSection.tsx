import type { ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';

/** A titled group in the filter panel; the title names the group for screen readers. */
export function FilterSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderBottomWidth="1px" borderColor="brand.100" pb="4" mb="4">
      <Text
        as="h2"
        id={id}
        fontWeight="semibold"
        fontSize="sm"
        textTransform="uppercase"
        letterSpacing="wide"
        color="brand.800"
        mb="2.5"
      >
        {title}
      </Text>
      {children}
    </Box>
  );
}
