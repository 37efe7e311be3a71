import { useEffect, useRef } from 'react';
import { Alert } from '@chakra-ui/react';

/**
 * Why a submitted form failed, announced to screen readers; nothing when it did not. With `takeFocus` it also takes
 * the focus when it shows, for a form whose busy submit button let the focus go.
 */
export function FormFailure({ message, takeFocus = false }: { message: string | null; takeFocus?: boolean }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus && message) alert.current?.focus();
  }, [takeFocus, message]);
  if (!message) return null;
  return (
    <Alert.Root ref={alert} status="error" rounded="md" role="alert" tabIndex={takeFocus ? -1 : undefined}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
