import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A category page with nothing to list (no such category, or none of its products for sale): where to go instead. */
export function CategoryMessage({ message }: { message: string }) {
  return (
    <Stack gap="5" align="flex-start">
      <Alert.Root status="info" variant="subtle" rounded="lg">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <HStack gap="3" flexWrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to="/categories">Browse all categories</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/products">See all products</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
