import { useState } from 'react';
import { Button, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { REJECT_REASON_MAX, returnTicket, type ReturnRequest } from '../../../domain/ReturnRequest';
import { FormFailure } from '../../components/FormFailure';
import type { AdminReturnsStore } from '../stores/AdminReturnsStore';

/** Rejecting asks for the reason the customer will read; a failure shows here and keeps what was typed. */
export const RejectReturnDialog = observer(function RejectReturnDialog({
  store,
  request,
  onClose,
}: {
  store: AdminReturnsStore;
  request: ReturnRequest | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setProblem(null);
    onClose();
  };
  const reject = async () => {
    if (!request) return;
    const refused = await store.move(request, 'rejected', reason);
    if (refused) setProblem(refused);
    else close();
  };
  return (
    <Dialog.Root
      open={request !== null}
      onOpenChange={(event) => !event.open && close()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Reject {request ? returnTicket(request) : ''}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              <Field.Root required invalid={reason.length > REJECT_REASON_MAX}>
                <Field.Label>
                  Reason for the customer <Field.RequiredIndicator />
                </Field.Label>
                <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
                <Field.HelperText>
                  Shown on their order. {reason.length}/{REJECT_REASON_MAX} characters
                </Field.HelperText>
              </Field.Root>
              <FormFailure message={problem} />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Keep request</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={request !== null && store.working === request.id}
                onClick={() => void reject()}
              >
                Reject return
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
