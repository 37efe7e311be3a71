import { useEffect, useState } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ALERT_TEXT } from '../../../domain/alerts/alertTexts';
import type { AlertStopOutcome } from '../../../ports/AlertRepository';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { AuthCard } from '../account/AuthCard';
import { useAlertsStore } from './AlertsStore';

/**
 * /alerts/stop?alert=…&token=…: the one tap of every alert's message. Opening it stops the alert, and with it the
 * alerts to its address; no sign-in, as a guest's alerts have no account.
 */
export const AlertStopPage = observer(function AlertStopPage() {
  useDocumentTitle(ALERT_TEXT.stopTitle);
  const store = useAlertsStore();
  const [params] = useSearchParams();
  const id = params.get('alert') ?? '';
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<AlertStopOutcome | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    if (!id || !token) setOutcome('nothing-to-stop');
    else
      store.stop(id, token).then(
        (done) => current && setOutcome(done),
        (error: unknown) => {
          console.error('Could not stop the alerts', error);
          if (current) setOutcome('failed');
        },
      );
    return () => {
      current = false;
    };
  }, [store, id, token]);

  if (!outcome) return <PageSpinner label={ALERT_TEXT.stopTitle} />;
  const [status, text] =
    outcome === 'stopped'
      ? (['success', ALERT_TEXT.stopped] as const)
      : outcome === 'failed'
        ? (['error', ALERT_TEXT.stopFailed] as const)
        : (['info', ALERT_TEXT.nothingToStop] as const);
  return (
    <AuthCard title={ALERT_TEXT.stopTitle}>
      <Stack gap="4">
        <Alert.Root status={status} rounded="md" role={status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Title>{text}</Alert.Title>
        </Alert.Root>
        <Button asChild colorPalette="brand">
          <RouterLink to="/products">Continue shopping</RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
});
