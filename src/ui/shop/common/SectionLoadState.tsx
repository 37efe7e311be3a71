import type { ReactNode } from 'react';
import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';

interface Props {
  loading: boolean;
  /** Why the load failed, or null. */
  failure: string | null;
  /** Said beside the spinner, e.g. "Loading your alerts…". */
  loadingText: string;
  onRetry?: () => void;
  children?: ReactNode;
}

/** A shop section's body while it loads or after its load failed, and its children once loaded. */
export function SectionLoadState({ loading, failure, loadingText, onRetry, children }: Props) {
  if (loading) {
    return (
      <HStack gap="3" role="status">
        <Spinner size="sm" color="brand.600" />
        <Text>{loadingText}</Text>
      </HStack>
    );
  }
  if (failure) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Content>
        {onRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert.Root>
    );
  }
  return <>{children}</>;
}
