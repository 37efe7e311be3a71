import { useState } from 'react';
import { Button, Field, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type Complaint, complaintTicket, REPLY_MAX } from '../../../domain/afterSales/Complaint';
import { FormFailure } from '../../shared/components/FormFailure';
import type { AdminComplaintsStore } from './AdminComplaintsStore';
import { DialogFrame } from '../../shared/components/DialogFrame';

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
    <DialogFrame
      open={complaint !== null}
      onOpenChange={(event) => !event.open && close()}
      placement="center"
      title={`Resolve ${complaint ? complaintTicket(complaint) : ''}?`}
      bodyGap="4"
      dismissLabel="Not yet"
      footer={
        <Button
          colorPalette="brand"
          loading={complaint !== null && store.working === complaint.id}
          onClick={() => void resolve()}
        >
          Resolve complaint
        </Button>
      }
    >
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
    </DialogFrame>
  );
});
