import { useRef, useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { CONSENT_PANEL, PRIVACY_NOTICE } from './privacyTexts';
import { FormFailure } from '../../shared/components/FormFailure';
import { useStores } from '../../app/stores/StoresContext';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { createYourDataStore } from './YourDataStore';
import { notify } from '../../shared/components/toaster';
import { ConfirmIdentity } from './ConfirmIdentity';
import { PrivacyConsent } from './PrivacyConsent';

/**
 * For a signed-in user the shop keeps no record of (a first Google sign-in from the sign-in screen, or an account
 * whose deletion stopped half-way): the notice and its consent box before a record is made, or the way out, which
 * removes the sign-in (the deletion of YourDataStore, which also finishes one that stopped).
 */
export const PrivacyConsentForm = observer(function PrivacyConsentForm() {
  const { session } = useStores();
  const store = useScreenStore(createYourDataStore);
  const navigate = useNavigate();
  const box = useRef<HTMLInputElement>(null);
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [agreeing, setAgreeing] = useState(false);

  const agree = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setFailure(null);
    if (!consent) {
      setError(PRIVACY_NOTICE.consentRequired);
      box.current?.focus();
      return;
    }
    setAgreeing(true);
    const result = await session.acceptPrivacyNotice();
    setAgreeing(false);
    if (!result.ok) setFailure(CONSENT_PANEL.failed);
  };
  const declined = (): void => {
    notify.success(CONSENT_PANEL.declined);
    navigate('/', { replace: true });
  };

  return (
    <Stack gap="5">
      <FormFailure message={failure ?? store.deleteError} />
      <form onSubmit={(event) => void agree(event)} noValidate aria-label={CONSENT_PANEL.title}>
        <Stack gap="4">
          <PrivacyConsent
            checked={consent}
            onChange={(checked) => {
              setConsent(checked);
              if (checked) setError(null);
            }}
            error={error}
            inputRef={box}
          />
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={agreeing}
            loadingText={CONSENT_PANEL.agreeing}
          >
            {CONSENT_PANEL.agree}
          </Button>
        </Stack>
      </form>
      <Stack gap="2">
        <Text fontSize="sm" color="gray.600">
          {CONSENT_PANEL.declineNote}
        </Text>
        {store.reauthWith ? (
          <ConfirmIdentity store={store} onDeleted={declined} />
        ) : (
          <Button
            variant="outline"
            colorPalette="red"
            loading={store.deleting}
            loadingText={CONSENT_PANEL.declining}
            onClick={() => void store.deleteAccount().then((deleted) => deleted && declined())}
          >
            {CONSENT_PANEL.decline}
          </Button>
        )}
      </Stack>
    </Stack>
  );
});
