import { Alert, Box, Button, HStack, Text } from '@chakra-ui/react';
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
import { formatRupees } from '../../../domain/text/Money';
import { noCostEmiDue } from '../../../domain/payments/emiMessages';
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
  placedEmiMonths,
}: {
  order: Order;
  justPlaced: boolean;
  /** The no-cost EMI plan chosen at checkout, by its months, for the payment that opens at once. */
  placedEmiMonths: number | null;
}) {
  const store = useScreenStore(createOnlinePaymentStore);
  const demo = useScreenStore(createDemoGatewayStore);
  const opened = useRef(false);
  const waiting = awaitingOnlinePayment(order) && !store.lapsed(order);
  useEffect(() => {
    if (!justPlaced || !waiting || opened.current) return;
    opened.current = true;
    void store.pay(order, placedEmiMonths);
  }, [justPlaced, waiting, store, order, placedEmiMonths]);
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
  const emiMonths = store.emiMonths(order);
  return (
    <Box mb="6">
      <SectionCard id="online-payment-title" title={payOnlineNow(store.amountDuePaise(order) / 100)}>
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
        {emiMonths !== null ? (
          <Text fontSize="sm" color="gray.700" data-testid="online-payment-emi">
            {noCostEmiDue(emiMonths, order.total * 100 - store.amountDuePaise(order))}
          </Text>
        ) : null}
        <HStack gap="3" flexWrap="wrap">
          <Button
            colorPalette="brand"
            loading={store.paying}
            loadingText="Paying…"
            onClick={() => void store.pay(order, emiMonths)}
          >
            {failure || store.notice ? 'Try paying again' : 'Pay now'}
          </Button>
          {emiMonths !== null ? (
            <Button variant="outline" disabled={store.paying} onClick={() => void store.pay(order, null)}>
              Pay {formatRupees(order.total)} in full instead
            </Button>
          ) : null}
        </HStack>
      </SectionCard>
      {demo ? <DemoGatewayDialog store={demo} /> : null}
    </Box>
  );
});
