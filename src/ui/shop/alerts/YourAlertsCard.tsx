import { useEffect } from 'react';
import { Alert as Notice, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import type { Alert } from '../../../domain/alerts/Alert';
import { ALERT_TEXT, alertKindText, alertNewsTitle } from '../../../domain/alerts/alertTexts';
import { productPath } from '../../../domain/catalogue/NavigationTree';
import { formatDate } from '../../../domain/text/formatDateTime';
import { notify } from '../../shared/components/toaster';
import { failureOf } from '../../shared/stores/LoadState';
import { SectionCard } from '../common/SectionCard';
import { SectionLoadState } from '../common/SectionLoadState';
import { type AlertsStore, useAlertsStore } from './AlertsStore';

/**
 * Profile's alerts: the news of those told since the last visit (the account's notifications, also where no message
 * could tell it), then every alert with what it waits for, each removable.
 */
export const YourAlertsCard = observer(function YourAlertsCard() {
  const store = useAlertsStore();
  useEffect(() => {
    void store.loadMine();
  }, [store]);
  const failure = failureOf(store.mineState);
  const loading = store.mineState.status === 'loading' || store.mineState.status === 'idle';
  return (
    <SectionCard id="profile-alerts-title" title={ALERT_TEXT.yourAlerts}>
      <SectionLoadState loading={loading} failure={failure} loadingText="Loading your alerts…">
        <Stack gap="4">
          {store.news.map((alert) => (
            <AlertNews key={alert.id} store={store} alert={alert} />
          ))}
          {store.mine.length === 0 ? (
            <Text color="gray.700">{ALERT_TEXT.noAlerts}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={ALERT_TEXT.yourAlerts}>
              {store.mine.map((alert) => (
                <AlertItem key={alert.id} store={store} alert={alert} />
              ))}
            </Stack>
          )}
        </Stack>
      </SectionLoadState>
    </SectionCard>
  );
});

const AlertNews = observer(function AlertNews({ store, alert }: { store: AlertsStore; alert: Alert }) {
  const product = store.products.get(alert.productId);
  if (!product || alert.firedPrice === null) return null;
  return (
    <Notice.Root status="success" rounded="md">
      <Notice.Indicator />
      <Notice.Content>
        <Notice.Title>
          <Link asChild color="brand.800" fontWeight="semibold">
            <RouterLink to={productPath(product)}>
              {alertNewsTitle({ kind: alert.kind, price: alert.firedPrice }, product.name)}
            </RouterLink>
          </Link>
        </Notice.Title>
      </Notice.Content>
      <Button size="xs" variant="outline" onClick={() => void store.seen(alert)}>
        Got it
      </Button>
    </Notice.Root>
  );
});

const AlertItem = observer(function AlertItem({ store, alert }: { store: AlertsStore; alert: Alert }) {
  const product = store.products.get(alert.productId);
  const remove = async (): Promise<void> => {
    const problem = await store.remove(alert);
    if (problem) notify.error(problem);
  };
  return (
    <HStack as="li" gap="3" justify="space-between" flexWrap="wrap" borderBottomWidth="1px" pb="3">
      <Stack gap="0.5">
        {product ? (
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink to={productPath(product)}>{product.name}</RouterLink>
          </Link>
        ) : (
          <Text fontWeight="semibold">{ALERT_TEXT.gone}</Text>
        )}
        <Text fontSize="sm" color="gray.700">
          {alertKindText(alert.kind)}
          {alert.status === 'done' && alert.doneAt ? ` · told ${formatDate(alert.doneAt)}` : ''}
        </Text>
      </Stack>
      <Button size="sm" variant="ghost" colorPalette="red" onClick={() => void remove()}>
        {ALERT_TEXT.remove}
        <Text as="span" srOnly>
          {' '}
          {product?.name ?? ''}
        </Text>
      </Button>
    </HStack>
  );
});
