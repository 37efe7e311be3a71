import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

/** A titled group of the product form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" layerStyle="adminPanel" p={{ base: '4', md: '5' }} aria-label={title}>
      <Heading as="h2" size="md" mb={description ? '1' : '4'}>
        {title}
      </Heading>
      {description ? (
        <Text fontSize="sm" color="gray.600" mb="4">
          {description}
        </Text>
      ) : null}
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}
