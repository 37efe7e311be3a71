import type { ReactNode } from 'react';
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';

/** The title row of an admin screen with its main actions. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      mb="6"
    >
      <Stack gap="1">
        <Heading as="h1" size="2xl" color="brand.800">
          {title}
        </Heading>
        {description ? (
          <Text color="gray.600" fontSize="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children ? (
        <Flex gap="2" wrap="wrap">
          {children}
        </Flex>
      ) : null}
    </Flex>
  );
}
