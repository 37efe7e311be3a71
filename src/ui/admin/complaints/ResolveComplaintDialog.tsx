import { useState } from 'react';
import { Button, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type Complaint, complaintTicket, REPLY_MAX } from '../../../domain/afterSales/Complaint';
import { FormFailure } from '../../shared/components/FormFailure';
import type { AdminComplaintsStore } from './AdminComplaintsStore';

/**
 * Resolving a complaint asks what was done: the customer reads it as the shop's last reply. A failure shows here and
 * keeps the note.
 */
export const ResolveComplaintDialog = observer(function ResolveComplaintDialog({
  store,
  complaint,
  onClose,
}: {
  store: AdminComplaintsStore;
  complaint: Complaint | null;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setNote('');
    setProblem(null);
    onClose();
  };
  const resolve = async () => {
    if (!complaint) return;
    const refused = await store.resolve(complaint, note);
    if (refused) setProblem(refused);
    else close();
  };
  return (
    <Dialog.Root
      open={complaint !== null}
      onOpenChange={(event) => !event.open && close()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Resolve {complaint ? complaintTicket(complaint) : ''}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              <Field.Root required invalid={note.trim().length > REPLY_MAX}>
                <Field.Label>
                  What was done <Field.RequiredIndicator />
                </Field.Label>
                <Textarea value={note} onChange={(event) => setNote(event.target.value)} rows={4} />
                <Field.HelperText>
                  The customer reads this as our last reply. {note.trim().length}/{REPLY_MAX} characters
                </Field.HelperText>
              </Field.Root>
              <FormFailure message={problem} />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Not yet</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="brand"
                loading={complaint !== null && store.working === complaint.id}
                onClick={() => void resolve()}
              >
                Resolve complaint
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
