import { Alert, CloseButton, Container } from '@chakra-ui/react';

/** The notice under the header, with its close button. */
export function NoticeAlert({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Container maxW="7xl" py="2">
      <Alert.Root status="warning" variant="subtle">
        <Alert.Indicator />
        <Alert.Title flex="1">{message}</Alert.Title>
        <CloseButton size="sm" aria-label="Dismiss message" onClick={onClose} />
      </Alert.Root>
    </Container>
  );
}
