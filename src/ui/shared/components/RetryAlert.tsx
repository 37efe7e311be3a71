import { lazy } from 'react';
import { ChakraReady } from './ChakraReady';

// Drawn only when a load fails: its Chakra parts (Button brings Ark's plumbing) come then, not with each page.
const RetryAlertContent = lazy(() =>
  import('./RetryAlertContent').then((module) => ({ default: module.RetryAlertContent })),
);

/** Why something could not be loaded, with the button that tries again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ChakraReady>
      <RetryAlertContent message={message} onRetry={onRetry} />
    </ChakraReady>
  );
}
