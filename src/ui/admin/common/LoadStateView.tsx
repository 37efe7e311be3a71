import type { ReactNode } from 'react';
import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import type { LoadState } from '../../shared/stores/LoadState';

/** Loading, failed and empty states of an admin list, so every screen says what is going on. */
export function LoadStateView({
  state,
  empty,
  emptyText,
  onRetry,
  children,
}: {
  state: LoadState;
  empty: boolean;
  emptyText: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}) {
  if (state.status === 'loading' && empty) {
    return (
      <Center py="16" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.600" aria-label="Loading" />
      </Center>
    );
  }
  if (state.status === 'failed' && empty) {
    return (
      <Alert.Root status="error" rounded="md">
        <Alert.Indicator />
        <Stack gap="2" flex="1">
          <Alert.Title>{state.reason}</Alert.Title>
          {onRetry ? (
            <Button size="sm" variant="outline" alignSelf="start" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Stack>
      </Alert.Root>
    );
  }
  if (empty) {
    return (
      <Center py="12" borderWidth="1px" borderStyle="dashed" borderColor="gray.300" rounded="lg" bg="white">
        <Text color="gray.600">{emptyText}</Text>
      </Center>
    );
  }
  return <>{children}</>;
}
