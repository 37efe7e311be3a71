import { useRef, type ReactNode, type Ref } from 'react';
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useHeightAsCssVariable } from '../../shared/hooks/useHeightAsCssVariable';
import { toastLayer } from '../../shared/components/toaster';
import { SCREEN_TITLE_HEIGHT } from '../../shared/components/toastOptions';

/**
 * The title row of an admin screen with its main actions; toasts appear below it, never over its buttons. With
 * `headingRef` the heading can take the focus, for a screen that hands it there when what had it is gone.
 */
export function PageHeader({
  title,
  description,
  headingRef,
  children,
}: {
  title: string;
  description?: string;
  headingRef?: Ref<HTMLHeadingElement>;
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
        <Heading ref={headingRef} tabIndex={headingRef ? -1 : undefined} as="h1" size="2xl" color="brand.800">
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
