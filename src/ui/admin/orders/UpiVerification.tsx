import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Order } from '../../../domain/orders/Order';
import type { OrderMove } from '../../../domain/orders/OrderMoveQuestion';
import { shortOrderId } from '../../../domain/orders/ShortOrderId';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import type { AdminOrdersStore } from './AdminOrdersStore';

/**
 * A UPI order's payment as the shop checks it: the UTR the shopper reported (if any), 'Mark as paid' once the money is
 * on the bank statement, 'Payment not received' when it is not, and a warning once the payment window has passed.
 */
export const UpiVerification = observer(function UpiVerification({
  store,
  order,
  onMove,
}: {
  store: AdminOrdersStore;
  order: Order;
  /** Moves the payment, asking first where the move cannot be undone (the order's dialog). */
  onMove: (move: OrderMove) => void;
}) {
  useEffect(() => {
    void store.findUtrHolders(order);
  }, [store, order]);
  const twins = store.utrHolders(order);
  return (
    <Stack gap="2">
      <Text fontSize="sm" data-testid="upi-utr">
        {order.utr
          ? `UPI transaction ID (UTR) ${order.utr}, reported ${formatDateTime(order.utrAt ?? '')}. Find it on the bank statement before marking the order paid.`
          : 'No UPI transaction ID (UTR) reported yet.'}
      </Text>
      {twins.length > 0 ? (
        <Alert.Root status="error" rounded="md" data-testid="utr-used">
          <Alert.Indicator />
          <Alert.Title>
            This UTR is also reported on order {twins.map((twin) => `#${shortOrderId(twin.id)}`).join(', ')}.
            One payment pays one order: check the bank statement before marking either paid.
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {store.paymentOverdue(order) ? (
        <Alert.Root status="warning" rounded="md">
          <Alert.Indicator />
          <Alert.Title>
            Unpaid for more than {store.windows()?.paymentWindowHours} hours: cancel the order to put its
            items back in stock.
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          colorPalette="brand"
          disabled={store.working}
          onClick={() => onMove({ paymentStatus: 'paid' })}
        >
          Mark as paid
        </Button>
        {order.paymentStatus === 'pending' ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={store.working}
            onClick={() => onMove({ paymentStatus: 'failed' })}
          >
            Payment not received
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
});
