import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../shared/components/DialogFrame';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** The answer that keeps things as they are, where 'Cancel' would be ambiguous ('Keep order'). */
  dismissLabel?: string;
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
  /** Where the focus goes when the dialog closes, when the button that opened it may be gone (a deleted row's). */
  finalFocusEl?: () => HTMLElement | null;
}

/** A yes/no question before a destructive action; focus starts on the dismissing answer. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  dismissLabel = 'Cancel',
  onConfirm,
  onClose,
  finalFocusEl,
}: Props) {
  const [working, setWorking] = useState(false);
  const confirm = async (): Promise<void> => {
    setWorking(true);
    try {
      await onConfirm();
    } finally {
      setWorking(false);
      onClose();
    }
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      role="alertdialog"
      placement="center"
      finalFocusEl={finalFocusEl}
      title={title}
      dismissLabel={dismissLabel}
      footer={
        <Button colorPalette="red" loading={working} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      }
    >
      <Text>{message}</Text>
    </DialogFrame>
  );
}
