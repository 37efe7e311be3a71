import { useState, type FormEvent } from 'react';
import { Button, Dialog, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { DELETE_ACCOUNT, YOUR_DATA } from './privacyTexts';
import { FormFailure } from '../../shared/components/FormFailure';
import { FormTextField } from '../common/FormTextField';
import type { YourDataStore } from './YourDataStore';
import { notify } from '../../shared/components/toaster';
import { ConfirmIdentity } from './ConfirmIdentity';
import { DialogFrame } from '../../shared/components/DialogFrame';

const FORM_ID = 'delete-account-form';

/**
 * 'Delete my account': says what goes and what the law keeps, and asks for DELETE typed out before anything is
 * removed. When the sign-in service wants the shopper to prove who they are first, the dialog asks for that and
 * carries on. Deleted, the shopper is signed out and sent home with 'Your account has been deleted.'
 */
export const DeleteAccountDialog = observer(function DeleteAccountDialog({
  store,
}: {
  store: YourDataStore;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  const close = (): void => {
    setOpen(false);
    setTyped('');
    setTypedError(null);
    store.reset();
  };
  const deleted = (): void => {
    close();
    notify.success(DELETE_ACCOUNT.deleted);
    navigate('/', { replace: true });
  };
  const confirm = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (typed.trim() !== DELETE_ACCOUNT.confirmWord) {
      setTypedError(DELETE_ACCOUNT.typeDelete);
      return;
    }
    if (await store.deleteAccount()) deleted();
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(event) => (event.open ? setOpen(true) : close())}
      role="alertdialog"
      placement="center"
      trigger={
        <Button variant="outline" colorPalette="red" alignSelf="start">
          {YOUR_DATA.delete}
        </Button>
      }
      title={DELETE_ACCOUNT.title}
      bodyGap="3"
      dismissLabel={DELETE_ACCOUNT.keep}
      footerProps={{ flexWrap: 'wrap' }}
      footer={
        store.reauthWith ? null : (
          <Button
            type="submit"
            form={FORM_ID}
            colorPalette="red"
            loading={store.deleting}
            loadingText={DELETE_ACCOUNT.working}
          >
            {DELETE_ACCOUNT.confirm}
          </Button>
        )
      }
    >
      <Dialog.Description>{DELETE_ACCOUNT.removes}</Dialog.Description>
      <Text>{DELETE_ACCOUNT.keeps}</Text>
      <Text fontWeight="semibold">{DELETE_ACCOUNT.final}</Text>
      <FormFailure message={store.deleteError} />
      {store.reauthWith ? (
        <ConfirmIdentity store={store} onDeleted={deleted} />
      ) : (
        <form id={FORM_ID} onSubmit={(event) => void confirm(event)} noValidate>
          <FormTextField
            name="confirm-delete"
            label={DELETE_ACCOUNT.confirmLabel}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setTypedError(null);
            }}
            error={typedError ?? undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
        </form>
      )}
    </DialogFrame>
  );
});
