import { Alert, Button } from '@chakra-ui/react';
import { ChakraReady } from './ChakraReady';

/** Why something could not be loaded, with the button that tries again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ChakraReady>
      <Alert.Root status="error" rounded="md">
        <Alert.Indicator />
        <Alert.Title flex="1">{message}</Alert.Title>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Alert.Root>
    </ChakraReady>
  );
}
