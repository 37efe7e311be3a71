import { discountLabel, orderOfferNames } from '../../../domain/offers/offerMessages';
import { Alert, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { promisedDeliveryText } from '../../../domain/orders/OrderShipping';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { refundGoesTo } from '../../../domain/orders/RefundDestination';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import { formatRupees } from '../../../domain/text/Money';
import type { Order } from '../../../domain/orders/Order';
import {
  nextPaymentStatuses,
  nextStatuses,
  orderDeletionRefusal,
  paymentRefundOf,
  refundDue,
  refundedAmount,
} from '../../../domain/orders/OrderRules';
import { mayDeleteOrders } from '../../../domain/staff/StaffRole';
import type { AdminOrdersStore } from './AdminOrdersStore';
import { useStaffRole } from '../common/useStaffRole';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { gstDocumentsLabel } from '../../shared/format/gstDocumentsLabel';
import { OrderTimelineList } from '../../shared/components/OrderTimelineList';
import { RetryAlert } from '../../shared/components/RetryAlert';
import {
  ORDER_STATUS_LABELS,
  OrderBadges,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_NAMES,
} from '../../shared/components/OrderBadges';
import { UpiVerification } from './UpiVerification';
import { ShipmentSection } from './ShipmentSection';
import { DelaySection } from './DelaySection';
import { OrderLinesList } from './OrderLinesList';
import {
  type OrderMove,
  type OrderMoveQuestion,
  orderMoveQuestion,
} from '../../../domain/orders/OrderMoveQuestion';
import { orderNumber } from '../../shared/format/orderNumber';
import { createOrderReturnsStore } from '../../shared/stores/OrderReturnsStore';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { onlineRefundText } from '../../../domain/payments/onlinePaymentMessages';
import { returnTicket } from '../../../domain/afterSales/ReturnRequest';
import { DialogFrame } from '../../shared/components/DialogFrame';

/** One order: lines, totals, address, and the status and payment moves OrderRules allow. */
export const OrderDetailDialog = observer(function OrderDetailDialog({
  store,
  order,
  onDelete,
}: {
  store: AdminOrdersStore;
  order: Order;
  onDelete: (order: Order) => void;
}) {
  const address = order.shippingAddress;
  const returns = useScreenStore(createOrderReturnsStore);
  // A move that can never be taken back asks first (OrderMoveQuestion); the others go ahead at once.
  const [asking, setAsking] = useState<{ move: OrderMove; question: OrderMoveQuestion } | null>(null);
  const apply = (move: OrderMove): Promise<boolean> =>
    'status' in move
      ? store.changeStatus(order, move.status)
      : store.changePaymentStatus(order, move.paymentStatus);
  const moveTo = (move: OrderMove): void => {
    const question = orderMoveQuestion(order, move, store.returnWindowDays());
    if (question) setAsking({ move, question });
    else void apply(move);
  };
  const { id, userId } = order;
  useEffect(() => returns.follow({ id, userId }), [returns, id, userId]);
  const mayDelete = mayDeleteOrders(useStaffRole());
  const deletionRefusal = orderDeletionRefusal(order);
  const promised = promisedDeliveryText(order);
  const statusMoves = nextStatuses(order.status);
  // An order ships with its courier and AWB, from the shipment's form.
  const buttonMoves = statusMoves.filter((status) => status !== 'shipped');
  const owesRefund = refundDue(order);
  const refunded = refundedAmount(order);
  // While a refund is due, the notice's "Record refund" is the one way to record it.
  const paymentMoves = nextPaymentStatuses(order).filter((status) => !(owesRefund && status === 'refunded'));
  const upiToVerify =
    order.paymentMethod === 'upi' &&
    order.status !== 'cancelled' &&
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed');
  return (
    <>
      <DialogFrame
        open
        onOpenChange={(event) => !event.open && store.open(null)}
        size={{ base: 'full', md: 'xl' }}
        scrollBehavior="inside"
        title={`Order ${orderNumber(order.id)}`}
        subtitle={`Placed ${formatDateTime(order.createdAt)} · updated ${formatDateTime(order.updatedAt)}`}
        closeLabel="Close order details"
        closeFirst
        footerProps={{ gap: '3' }}
        footer={
          <>
            {!mayDelete ? null : deletionRefusal ? (
              <Text fontSize="sm" color="fg.muted">
                {adminMessageFor(deletionRefusal)}
              </Text>
            ) : (
              <Button variant="ghost" colorPalette="red" onClick={() => onDelete(order)}>
                Delete order
              </Button>
            )}
            <Button variant="outline" ms="auto" flexShrink={0} onClick={() => store.open(null)}>
              Close
            </Button>
          </>
        }
      >
        <Stack gap="5">
          <HStack gap="2" wrap="wrap">
            <OrderBadges order={order} overdue={store.paymentOverdue(order)} />
            <Text fontSize="sm" color="gray.600">
              {PAYMENT_METHOD_LABELS[order.paymentMethod]}
            </Text>
            {promised ? (
              <Text fontSize="sm" color="gray.600" data-testid="promised-delivery">
                · {promised}
              </Text>
            ) : null}
          </HStack>
          {order.paymentMethod === 'online' && (owesRefund || order.onlinePayment?.refund) ? (
            <Alert.Root
              status={order.onlinePayment?.refund?.state === 'failed' ? 'error' : 'info'}
              variant="outline"
              rounded="md"
              data-testid="online-refund"
            >
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">
                {order.onlinePayment?.refund
                  ? onlineRefundText(order.onlinePayment.refund, 'staff')
                  : "Refund due: the shop's server refunds it through the payment gateway."}
              </Alert.Title>
            </Alert.Root>
          ) : null}
          {Object.entries(order.onlinePayment?.returnRefunds ?? {}).map(([number, refund]) => (
            <Alert.Root
              key={number}
              status={refund.state === 'failed' ? 'error' : 'info'}
              variant="outline"
              rounded="md"
              data-testid="return-online-refund"
            >
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">
                {`Return ${returnTicket({ orderId: order.id, number: Number(number) })}: ${onlineRefundText(refund, 'staff')}`}
              </Alert.Title>
            </Alert.Root>
          ))}
          {owesRefund && order.paymentMethod !== 'online' ? (
            <Alert.Root status="error" variant="outline" rounded="md" role="alert" aria-label="Refund due">
              <Alert.Indicator />
              <Stack gap="2" flex="1">
                <Alert.Title>Refund due</Alert.Title>
                <Alert.Description>
                  {adminMessageFor('ORDER.REFUND_DUE', { amount: paymentRefundOf(order) })} Send it to:{' '}
                  {refundGoesTo(order.refundTo)}.
                </Alert.Description>
                <Button
                  size="sm"
                  colorPalette="red"
                  alignSelf="start"
                  disabled={store.working}
                  onClick={() => moveTo({ paymentStatus: 'refunded' })}
                >
                  Record refund
                </Button>
              </Stack>
            </Alert.Root>
          ) : null}
          <OrderLinesList store={store} order={order} />
          <Stack gap="1" borderTopWidth="1px" pt="3" fontSize="sm">
            <HStack justify="space-between">
              <Text>Subtotal</Text>
              <Text>{formatRupees(order.subtotal)}</Text>
            </HStack>
            <HStack justify="space-between">
              <Text>Shipping</Text>
              <Text>{order.shipping === 0 ? 'Free' : formatRupees(order.shipping)}</Text>
            </HStack>
            {order.discount ? (
              <HStack justify="space-between" gap="3">
                <Text>{discountLabel(orderOfferNames(order.offerIds ?? []))}</Text>
                <Text data-testid="order-discount">−{formatRupees(order.discount)}</Text>
              </HStack>
            ) : null}
            <HStack justify="space-between" fontWeight="bold" fontSize="md">
              <Text>Total</Text>
              <Text>{formatRupees(order.total)}</Text>
            </HStack>
            {refunded > 0 ? (
              <HStack justify="space-between">
                <Text>Refunded for returns</Text>
                <Text>−{formatRupees(refunded)}</Text>
              </HStack>
            ) : null}
            {order.paymentRefund !== undefined ? (
              <HStack justify="space-between">
                <Text>Payment refunded</Text>
                <Text>−{formatRupees(order.paymentRefund)}</Text>
              </HStack>
            ) : null}
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Box>
              <Heading as="h3" size="sm" mb="1">
                Shipping address
              </Heading>
              <Text>{address.name}</Text>
              <Text>{address.line1}</Text>
              {address.line2 ? <Text>{address.line2}</Text> : null}
              <Text>
                {address.city}, {address.state} {address.pincode}
              </Text>
              <Text>Phone: {address.phone}</Text>
            </Box>
            <Box>
              <Heading as="h3" size="sm" mb="1">
                Customer
              </Heading>
              <Text wordBreak="break-all">{order.customerEmail}</Text>
              <Text fontSize="xs" color="gray.600" fontFamily="mono">
                {order.userId}
              </Text>
              <Text fontSize="sm" color="gray.600" mt="1" data-testid="terms-accepted">
                {order.termsAcceptedAt
                  ? `Terms accepted ${formatDateTime(order.termsAcceptedAt)}`
                  : 'Terms acceptance not recorded'}
              </Text>
            </Box>
          </SimpleGrid>
          <HStack gap="2" flexWrap="wrap">
            {order.invoice ? (
              <Button asChild variant="outline" size="sm">
                <RouterLink to={`/admin/orders/${encodeURIComponent(order.id)}/invoice`}>
                  {gstDocumentsLabel({ ...order, invoice: order.invoice })}
                </RouterLink>
              </Button>
            ) : null}
            {order.status === 'confirmed' || order.status === 'shipped' ? (
              <Button asChild variant="outline" size="sm">
                <RouterLink to={`/admin/labels?order=${encodeURIComponent(order.id)}`}>
                  Label and packing slip
                </RouterLink>
              </Button>
            ) : null}
          </HStack>
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Timeline
            </Heading>
            {returns.state.status === 'failed' ? (
              <RetryAlert message={returns.state.reason} onRetry={returns.retry} />
            ) : null}
            <OrderTimelineList order={order} returns={returns.requests} showWho />
          </Stack>
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Change status
            </Heading>
            {statusMoves.length === 0 ? (
              <Text fontSize="sm" color="gray.600">
                This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}; its status can no longer
                change.
              </Text>
            ) : null}
            <ShipmentSection store={store} order={order} />
            <DelaySection store={store} order={order} />
            {buttonMoves.length === 0 ? null : (
              <HStack gap="2" wrap="wrap">
                {buttonMoves.map((status) => (
                  <Button
                    key={status}
                    size="sm"
                    variant={status === 'cancelled' ? 'outline' : 'solid'}
                    colorPalette={status === 'cancelled' ? 'red' : 'brand'}
                    disabled={store.working}
                    onClick={() => moveTo({ status })}
                  >
                    {status === 'cancelled' ? 'Cancel order' : `Mark as ${ORDER_STATUS_LABELS[status]}`}
                  </Button>
                ))}
              </HStack>
            )}
          </Stack>
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Payment
            </Heading>
            {upiToVerify ? (
              <UpiVerification store={store} order={order} onMove={moveTo} />
            ) : paymentMoves.length === 0 ? (
              <Text fontSize="sm" color="gray.600">
                {owesRefund
                  ? 'The payment is paid; record the refund above once the money is returned.'
                  : order.paymentStatus === 'pending' && order.status !== 'cancelled'
                    ? adminMessageFor('ORDER.COD_PAID_ON_DELIVERY')
                    : `The payment is ${PAYMENT_STATUS_NAMES[order.paymentStatus].toLowerCase()}; it can no longer change.`}
              </Text>
            ) : (
              <HStack gap="2" wrap="wrap">
                {paymentMoves.map((status) => (
                  <Button
                    key={status}
                    size="sm"
                    variant="outline"
                    disabled={store.working}
                    onClick={() => moveTo({ paymentStatus: status })}
                  >
                    Mark payment {PAYMENT_STATUS_NAMES[status]}
                  </Button>
                ))}
              </HStack>
            )}
          </Stack>
        </Stack>
      </DialogFrame>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.question.title ?? ''}
        message={asking?.question.message ?? ''}
        confirmLabel={asking?.question.confirmLabel ?? ''}
        dismissLabel={asking?.question.dismissLabel ?? ''}
        onConfirm={async () => {
          if (asking) await apply(asking.move);
        }}
        onClose={() => setAsking(null)}
      />
    </>
  );
});
