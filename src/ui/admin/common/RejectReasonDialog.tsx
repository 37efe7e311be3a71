import { useState } from 'react';
import { Button, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { FormFailure } from '../../shared/components/FormFailure';

/**
 * Rejecting asks for the reason its author will read; a failure shows here and keeps what was typed. `onReject`
 * resolves null when the dialog may close, else the problem to show.
 */
export function RejectReasonDialog({
  open,
  title,
  reasonLabel,
  hint,
  max,
  rejectLabel,
  keepLabel,
  working,
  onReject,
  onClose,
}: {
  open: boolean;
  title: string;
  /** The field's label, e.g. 'Reason for the customer'. */
  reasonLabel: string;
  /** Where the author will read it, e.g. 'Shown on their order.' */
  hint: string;
  max: number;
  rejectLabel: string;
  keepLabel: string;
  working: boolean;
  onReject: (reason: string) => Promise<string | null>;
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
    const refused = await onReject(reason);
    if (refused) setProblem(refused);
    else close();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && close()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              <Field.Root required invalid={reason.length > max}>
                <Field.Label>
                  {reasonLabel} <Field.RequiredIndicator />
                </Field.Label>
                <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
                <Field.HelperText>
                  {hint} {reason.length}/{max} characters
                </Field.HelperText>
              </Field.Root>
              <FormFailure message={problem} />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{keepLabel}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={working} onClick={() => void reject()}>
                {rejectLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
