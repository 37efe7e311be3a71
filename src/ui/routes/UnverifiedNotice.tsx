import { useState } from 'react';
import { Alert, Button, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { messageFor } from '../../domain/messages';
import { DemoInbox } from '../../ports/DemoInbox';
import { useOptionalInjection } from '../di/ContainerContext';
import { useStores } from '../stores/StoresContext';
import { notify } from '../toaster';

/** The guarded view an unverified non-admin sees on / (SPEC §4). */
export const UnverifiedNotice = observer(function UnverifiedNotice() {
  const { session } = useStores();
  const inbox = useOptionalInjection(DemoInbox);
  const [sending, setSending] = useState(false);
  const resend = async (): Promise<void> => {
    setSending(true);
    const result = await session.sendVerification();
    setSending(false);
    if (result.ok) notify.success(`Verification e-mail sent to ${result.user.email}`);
    else notify.error(result.message);
  };
  return (
    <Container maxW="2xl" py="16">
      <Alert.Root status="info" variant="subtle" rounded="lg" p="6">
        <Alert.Indicator />
        <Stack gap="4">
          <Alert.Title fontSize="lg">{messageFor('AUTH.VERIFY_EMAIL_HOME')}</Alert.Title>
          <Alert.Description>
            <Text>
              We sent a verification link to <strong>{session.user?.email}</strong>. Open it, then come back
              here.
            </Text>
          </Alert.Description>
          <HStack gap="3" flexWrap="wrap">
            <Button colorPalette="brand" onClick={() => void session.refresh()}>
              I have verified my e-mail
            </Button>
            <Button variant="outline" colorPalette="brand" loading={sending} onClick={() => void resend()}>
              Resend verification e-mail
            </Button>
            {inbox ? (
              <Button asChild variant="ghost" colorPalette="brand">
                <RouterLink to="/demo-inbox">Open the demo inbox</RouterLink>
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </Alert.Root>
    </Container>
  );
});
