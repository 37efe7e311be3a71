import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { authErrorMessage, messageFor } from '../../../domain/text/messages';
import { resendCooldownOf } from './ResendCooldown';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { FormFailure } from '../../shared/components/FormFailure';

/**
 * "Resend verification e-mail", resting for a minute after each send with a visible countdown. The auth service's
 * own refusal of too many sends is shown where the button is, and starts the same rest.
 */
export const ResendVerificationButton = observer(function ResendVerificationButton() {
  const root = useStores();
  const { session } = root;
  const cooldown = resendCooldownOf(root);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const uid = session.user?.uid;
  const wait = cooldown.secondsLeft(uid);

  const resend = async (): Promise<void> => {
    setSending(true);
    setFailure(null);
    const result = await session.sendVerification();
    setSending(false);
    if (result.ok) {
      cooldown.start(result.user.uid);
      notify.success(messageFor('ACCOUNT.VERIFICATION_SENT', { email: result.user.email }));
      return;
    }
    setFailure(result.message);
    if (uid && result.message === authErrorMessage('AUTH.TOO_MANY_REQUESTS')) cooldown.start(uid);
  };

  return (
    <Stack gap="2" align="stretch">
      <FormFailure message={failure} />
      <Button
        variant="outline"
        colorPalette="brand"
        loading={sending}
        disabled={wait > 0}
        onClick={() => void resend()}
      >
        Resend verification e-mail
      </Button>
      {wait > 0 ? (
        <Text fontSize="sm" color="gray.700" data-testid="resend-wait">
          {messageFor('ACCOUNT.RESEND_WAIT', { seconds: wait })}
        </Text>
      ) : null}
    </Stack>
  );
});
