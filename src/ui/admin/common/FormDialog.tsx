import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, type DialogRootProps } from '@chakra-ui/react';
import { DialogFrame } from '../../shared/components/DialogFrame';

/** An admin add/edit form in a dialog: title, fields, Cancel and a submit button that shows it is saving. */
export function FormDialog({
  title,
  submitLabel,
  size,
  scrollBehavior,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  size: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /** Saves the form; resolves true when the dialog may close (false keeps what was typed). */
  onSubmit: () => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
}) {
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setSaving(true);
    const done = await onSubmit();
    setSaving(false);
    if (done) onClose();
  };
  return (
    <DialogFrame
      open
      onOpenChange={(event) => !event.open && onClose()}
      size={size}
      scrollBehavior={scrollBehavior}
      title={title}
      onSubmit={(event) => void submit(event)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} type="button">
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
