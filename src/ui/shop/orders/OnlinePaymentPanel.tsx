import { Alert, Box, Button, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { Order } from '../../../domain/orders/Order';
import { awaitingOnlinePayment, onlinePaymentDeadline } from '../../../domain/payments/OnlinePaymentWindow';
import {
  onlinePaymentProblem,
  onlineRefundText,
  PAID_ONLINE,
  payOnlineBy,
  payOnlineNow,
  paymentFailed,
} from '../../../domain/payments/onlinePaymentMessages';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { SectionCard } from '../common/SectionCard';
import { DemoGatewayDialog } from './DemoGatewayDialog';
import { createDemoGatewayStore } from './DemoGatewayStore';
import { createOnlinePaymentStore } from './OnlinePaymentStore';

/**
 * Paying an online order from its page: the amount, the time left, the last attempt that failed, and the button that
 * opens the gateway's checkout (at once when the order was just placed). Gone once the order is paid or cancelled.
 */
export const OnlinePaymentPanel = observer(function OnlinePaymentPanel({
  order,
  justPlaced,
}: {
  order: Order;
  justPlaced: boolean;
}) {
  const store = useScreenStore(createOnlinePaymentStore);
  const demo = useScreenStore(createDemoGatewayStore);
  const opened = useRef(false);
  const waiting = awaitingOnlinePayment(order) && !store.lapsed(order);
  useEffect(() => {
    if (!justPlaced || !waiting || opened.current) return;
    opened.current = true;
    void store.pay(order);
  }, [justPlaced, waiting, store, order]);
  if (order.paymentMethod !== 'online') return null;
  const refund = order.onlinePayment?.refund;
  if (refund) {
    return (
      <Alert.Root
        status={refund.state === 'failed' ? 'warning' : 'info'}
        rounded="lg"
        mb="6"
        data-testid="online-refund"
      >
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{onlineRefundText(refund, 'shopper')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (order.paymentStatus === 'paid' && store.paidNow) {
    return (
      <Alert.Root status="success" rounded="lg" mb="6" role="status" data-testid="online-paid">
        <Alert.Indicator />
        <Alert.Title>{PAID_ONLINE}</Alert.Title>
      </Alert.Root>
    );
  }
  if (order.paymentStatus !== 'pending') return null;
  if (awaitingOnlinePayment(order) && store.lapsed(order)) {
    return (
      <Alert.Root status="warning" rounded="lg" mb="6" data-testid="online-lapsed">
        <Alert.Indicator />
        <Alert.Title>{onlinePaymentProblem({ code: 'PAYMENT.LAPSED' })}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!waiting) return null;
  const failure = order.onlinePayment?.failure;
  const notice =
    store.notice ?? (failure ? { status: 'error' as const, text: paymentFailed(failure.reason) } : null);
  return (
    <Box mb="6">
      <SectionCard id="online-payment-title" title={payOnlineNow(order.total)}>
        <Text fontSize="sm" fontWeight="semibold" data-testid="online-deadline">
          {payOnlineBy(formatDateTime(onlinePaymentDeadline(order)))}
        </Text>
        <Text fontSize="sm" color="gray.700">
          Pay by card, UPI, netbanking or EMI on the payment page. We start on your order once it is paid.
        </Text>
        {notice ? (
          <Alert.Root status={notice.status} rounded="md" role="status" data-testid="online-payment-notice">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{notice.text}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button
          colorPalette="brand"
          alignSelf="start"
          loading={store.paying}
          onClick={() => void store.pay(order)}
        >
          {failure || store.notice ? 'Try paying again' : 'Pay now'}
        </Button>
      </SectionCard>
      {demo ? <DemoGatewayDialog store={demo} /> : null}
    </Box>
  );
});
