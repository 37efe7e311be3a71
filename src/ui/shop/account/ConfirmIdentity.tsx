import { useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FcGoogle } from 'react-icons/fc';
import { DELETE_ACCOUNT } from './privacyTexts';
import type { YourDataStore } from './YourDataStore';
import { PasswordField } from './PasswordField';

interface Props {
  store: YourDataStore;
  /** Called once the account is deleted. */
  onDeleted: () => void;
}

/**
 * The sign-in service deletes an account only shortly after its user proved who they are: asks for the password
 * again, or the Google popup, then the deletion carries on. Nothing shows until the service has asked.
 */
export const ConfirmIdentity = observer(function ConfirmIdentity({ store, onDeleted }: Props) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  if (store.reauthWith === null) return null;

  const confirm = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    if (store.reauthWith === 'password' && password === '') {
      setMissing(true);
      return;
    }
    if (await store.confirmIdentity(store.reauthWith === 'google' ? null : password)) onDeleted();
  };

  if (store.reauthWith === 'google') {
    return (
      <Stack gap="3">
        <Text>{DELETE_ACCOUNT.reauthGoogle}</Text>
        <Button
          variant="outline"
          bg="white"
          loading={store.deleting}
          loadingText={DELETE_ACCOUNT.working}
          onClick={() => void confirm()}
        >
          <FcGoogle aria-hidden />
          {DELETE_ACCOUNT.confirmGoogle}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={(event) => void confirm(event)} noValidate aria-label={DELETE_ACCOUNT.reauthPassword}>
      <Stack gap="3">
        <Text>{DELETE_ACCOUNT.reauthPassword}</Text>
        <PasswordField
          name="current-password"
          label={DELETE_ACCOUNT.passwordLabel}
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setMissing(false);
          }}
          error={missing ? DELETE_ACCOUNT.passwordRequired : undefined}
        />
        <Button
          type="submit"
          colorPalette="red"
          alignSelf="start"
          loading={store.deleting}
          loadingText={DELETE_ACCOUNT.working}
        >
          {DELETE_ACCOUNT.confirmPassword}
        </Button>
      </Stack>
    </form>
  );
});
