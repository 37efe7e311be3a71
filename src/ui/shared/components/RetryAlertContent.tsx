import { Alert, Button } from '@chakra-ui/react';

/** What RetryAlert draws, loaded when it is shown. */
export function RetryAlertContent({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" rounded="md">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}
