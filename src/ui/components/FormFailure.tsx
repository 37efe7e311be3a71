import { Alert } from '@chakra-ui/react';

/** Why a submitted form failed, announced to screen readers; nothing when it did not. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" rounded="md" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
