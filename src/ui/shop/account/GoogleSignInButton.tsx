import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FcGoogle } from 'react-icons/fc';
import { useStores } from '../../app/stores/StoresContext';

interface Props {
  /** Receives the readable message of a failed or cancelled popup, or null when a new attempt starts. */
  onError: (message: string | null) => void;
  /**
   * The shopper agreed to the privacy notice on this screen (sign-up): a first sign-in makes their record at once.
   * Without it, a first sign-in leaves them to agree before one is made (session.needsPrivacyConsent).
   */
  consented?: boolean;
  /** Asked before the popup opens; false keeps it closed (sign-up, while the consent box is not ticked). */
  mayStart?: () => boolean;
}

/** 'Continue with Google': the popup (the demo fake in memory mode); a first sign-in creates the user record. */
export const GoogleSignInButton = observer(function GoogleSignInButton({
  onError,
  consented = false,
  mayStart = () => true,
}: Props) {
  const { session } = useStores();
  const [busy, setBusy] = useState(false);
  const signIn = async (): Promise<void> => {
    if (!mayStart()) return;
    setBusy(true);
    onError(null);
    const result = await session.signInWithGoogle(consented);
    setBusy(false);
    if (!result.ok) onError(result.message);
  };
  return (
    <Button
      type="button"
      variant="outline"
      w="full"
      bg="white"
      loading={busy}
      loadingText="Waiting for Google…"
      onClick={() => void signIn()}
    >
      <FcGoogle aria-hidden />
      Continue with Google
    </Button>
  );
});
