import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuMail } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useStores } from '../../app/stores/StoresContext';
import { ResendVerificationButton } from './ResendVerificationButton';

/** "Check your inbox": after sign-up, and wherever an unverified shopper is asked to verify their e-mail. */
export const CheckInboxPanel = observer(function CheckInboxPanel({ email }: { email: string }) {
  const { session, demo } = useStores();
  return (
    <Stack gap="4">
      <Alert.Root status="success" rounded="md">
        <Alert.Indicator>
          <LuMail />
        </Alert.Indicator>
        <Stack gap="1">
          <Alert.Title>Check your inbox</Alert.Title>
          <Alert.Description>
            We sent a verification link to <strong>{email}</strong>. Open it to verify your e-mail, then you
            can shop, check out and see your orders.
          </Alert.Description>
        </Stack>
      </Alert.Root>
      {demo.inbox ? (
        <Stack gap="2">
          <Text fontSize="sm" color="gray.700">
            This is a demo shop: it does not send real e-mails. Your verification mail is waiting in the demo
            inbox.
          </Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/demo-inbox">
              <LuMail aria-hidden /> Open the demo inbox
            </RouterLink>
          </Button>
        </Stack>
      ) : null}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ sm: 'start' }}>
        <ResendVerificationButton />
        <Button variant="ghost" colorPalette="brand" onClick={() => void session.refresh()}>
          I have verified my e-mail
        </Button>
      </Stack>
    </Stack>
  );
});
