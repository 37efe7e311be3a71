import { useRef, type ReactNode } from 'react';
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useHeightAsCssVariable } from '../../hooks/useHeightAsCssVariable';
import { SCREEN_TITLE_HEIGHT, toastLayer } from '../../toaster';

/** The title row of an admin screen with its main actions; toasts appear below it, never over its buttons. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  useHeightAsCssVariable(rowRef, SCREEN_TITLE_HEIGHT, toastLayer);
  return (
    <Flex
      ref={rowRef}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      pb="6"
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
