import { Center, Spinner } from '@chakra-ui/react';

/** Shown while a lazy page or the session loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.600" borderWidth="3px" aria-label={label} />
    </Center>
  );
}
