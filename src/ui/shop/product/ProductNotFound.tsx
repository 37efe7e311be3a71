import { Button, Container, EmptyState, HStack, VStack } from '@chakra-ui/react';
import { LuPackageX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../shared/hooks/usePageMeta';

/** An unknown, removed or hidden product. */
export function ProductNotFound() {
  usePageMeta('Product not found');
  return (
    <Container maxW="3xl" py="16">
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator color="brand.400">
            <LuPackageX />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h1" fontSize="2xl">
              Product not found
            </EmptyState.Title>
            <EmptyState.Description>
              This product may no longer be available, or the link may be mistyped.
            </EmptyState.Description>
          </VStack>
          <HStack gap="3" flexWrap="wrap" justify="center">
            <Button asChild colorPalette="brand">
              <RouterLink to="/products">Browse all products</RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to="/">Go to home page</RouterLink>
            </Button>
          </HStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  );
}
