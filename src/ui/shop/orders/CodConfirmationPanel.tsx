import { Alert, Button, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import {
  CONFIRM_COD,
  COD_CONFIRMED,
  confirmCodBy,
  confirmCodProblemOf,
} from '../../../domain/checkout/deliveryMessages';
import { awaitingCodConfirmation, codConfirmationDeadline } from '../../../domain/orders/CodConfirmation';
import type { Order } from '../../../domain/orders/Order';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { useStores } from '../../app/stores/StoresContext';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { createCodConfirmationStore } from './CodConfirmationStore';

/**
 * A cash-on-delivery order above the shop's amount asks its shopper to confirm it, by a deadline; once confirmed, the
 * thanks while it is still pending.
 */
export const CodConfirmationPanel = observer(function CodConfirmationPanel({ order }: { order: Order }) {
  const { settings } = useStores();
  const store = useScreenStore(createCodConfirmationStore);
  if (order.codToConfirm && order.codConfirmedAt && order.status === 'pending') {
    return (
      <Alert.Root status="success" rounded="lg" mb="6" data-testid="cod-confirmed">
        <Alert.Indicator />
        <Alert.Title>{COD_CONFIRMED}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!awaitingCodConfirmation(order)) return null;
  const hours = settings.settings.codConfirmWithinHours;
  if (store.lapsed(order, hours)) {
    return (
      <Alert.Root status="warning" rounded="lg" mb="6" data-testid="cod-lapsed">
        <Alert.Indicator />
        <Alert.Title>{confirmCodProblemOf({ code: 'COD.LAPSED', hours })}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="warning" rounded="lg" mb="6" data-testid="cod-confirmation">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>{confirmCodBy(formatDateTime(codConfirmationDeadline(order, hours)))}</Alert.Title>
        {store.action.error ? (
          <Alert.Description role="alert" color="red.700">
            {store.action.error}
          </Alert.Description>
        ) : null}
        <Button
          alignSelf="start"
          colorPalette="brand"
          loading={store.action.sending}
          onClick={() => void store.confirm(order)}
        >
          {CONFIRM_COD}
        </Button>
      </Stack>
    </Alert.Root>
  );
});
