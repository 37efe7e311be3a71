import { Alert, CloseButton, Container } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores/StoresContext';

/** The category-click message under the header; it clears itself after 5 seconds (docs/behaviour.md#browsing-and-search). */
export const NoticeBanner = observer(function NoticeBanner() {
  const { notice } = useStores();
  if (!notice.message) return null;
  return (
    <Container maxW="7xl" py="2">
      <Alert.Root status="warning" variant="subtle">
        <Alert.Indicator />
        <Alert.Title flex="1">{notice.message}</Alert.Title>
        <CloseButton size="sm" aria-label="Dismiss message" onClick={notice.clear} />
      </Alert.Root>
    </Container>
  );
});
