import { useState } from 'react';
import { Button, Field, Textarea } from '@chakra-ui/react';
import { FormFailure } from '../../shared/components/FormFailure';
import { DialogFrame } from '../../shared/components/DialogFrame';

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
    <DialogFrame
      open={open}
      onOpenChange={(event) => !event.open && close()}
      role="alertdialog"
      placement="center"
      title={title}
      bodyGap="4"
      dismissLabel={keepLabel}
      footer={
        <Button colorPalette="red" loading={working} onClick={() => void reject()}>
          {rejectLabel}
        </Button>
      }
    >
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
    </DialogFrame>
  );
}
