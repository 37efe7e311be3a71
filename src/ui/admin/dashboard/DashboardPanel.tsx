import type { ReactNode } from 'react';
import { Box, Heading, HStack, type BoxProps } from '@chakra-ui/react';

/** A titled white panel of the dashboard; `action` (e.g. a 'View all' link) sits right of the title. */
export function DashboardPanel({
  title,
  action,
  children,
  ...box
}: { title: string; action?: ReactNode; children: ReactNode } & Omit<BoxProps, 'title'>) {
  const heading = (
    <Heading as="h2" size="md" mb={action ? undefined : '3'}>
      {title}
    </Heading>
  );
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="4" {...box}>
      {action ? (
        <HStack justify="space-between" mb="3">
          {heading}
          {action}
        </HStack>
      ) : (
        heading
      )}
      {children}
    </Box>
  );
}
