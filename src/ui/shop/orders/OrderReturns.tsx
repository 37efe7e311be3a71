import { onlineRefundText } from '../../../domain/payments/onlinePaymentMessages';
import { useState } from 'react';
import { Alert, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { formatRupees } from '../../../domain/text/Money';
import type { Order } from '../../../domain/orders/Order';
import {
  replyDueAt,
  returnedLines,
  returnRefund,
  returnTicket,
  type ReturnStatus,
} from '../../../domain/afterSales/ReturnRequest';
import { formatDate, formatDateTime } from '../../../domain/text/formatDateTime';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { ReturnPhotoList } from '../../shared/components/ReturnPhotoList';
import { ReturnStatusBadge } from '../../shared/components/ReturnStatusBadge';
import { SectionCard } from '../common/SectionCard';
import { variantLabel } from '../../shared/format/variantLabel';
import type { OrderReturnsStore } from '../../shared/stores/OrderReturnsStore';
import { RequestReturnDialog } from './RequestReturnDialog';
import { describeRefundDestination } from '../../../domain/orders/RefundDestination';

/** How each stage of a request speaks of its refund (a rejected request has none). */
const REFUND_WORDS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Refund if accepted',
  approved: 'Refund due',
  'picked-up': 'Refund due',
  refunded: 'Refunded',
  rejected: '',
};

/**
 * A delivered order's returns: the window and 'Request a return' while it is open, the ticket of a request just
 * sent, and each request with where it stands (a rejection with the shop's reason).
 */
export const OrderReturns = observer(function OrderReturns({
  order,
  store,
}: {
  order: Order;
  store: OrderReturnsStore;
}) {
  const [received, setReceived] = useState<string | null>(null);
  if (order.status !== 'delivered') return null;
  const returnWindow = store.windowOf(order);
  const canRequest = store.canRequest(order);
  return (
    <SectionCard id="order-returns-title" title="Returns" headingSize="md">
      {store.state.status === 'failed' ? (
        <RetryAlert message={store.state.reason} onRetry={store.retry} />
      ) : null}
      {received ? (
        <Alert.Root status="success" rounded="md" role="status">
          <Alert.Indicator />
          <Alert.Title>{received}</Alert.Title>
        </Alert.Root>
      ) : null}
      {returnWindow ? (
        <Text fontSize="sm" color="gray.700">
          {canRequest
            ? `You can ask to return items until ${formatDate(returnWindow.closesAt)}.`
            : returnWindow.open
              ? 'Every item of this order has had its return request, and an item can be asked back once.'
              : `The return window closed on ${formatDate(returnWindow.closesAt)}.`}
        </Text>
      ) : null}
      {canRequest ? <RequestReturnDialog order={order} store={store} onReceived={setReceived} /> : null}
      {store.requests.length > 0 ? (
        <Stack as="ul" gap="4" listStyleType="none" m="0" p="0" aria-label="Return requests">
          {store.requests.map((request) => (
            <Box as="li" key={request.id} borderTopWidth="1px" borderColor="gray.100" pt="3">
              <HStack gap="2" flexWrap="wrap">
                <Text fontWeight="semibold">{returnTicket(request)}</Text>
                <ReturnStatusBadge status={request.status} />
              </HStack>
              <Text fontSize="sm" color="gray.600">
                Asked on {formatDateTime(request.createdAt)} · {request.reason}
              </Text>
              <Stack as="ul" gap="0" fontSize="sm" pl="4" mt="1">
                {returnedLines(order, request).map((line) => (
                  <li key={`${line.productId}-${line.variant?.id ?? ''}`}>
                    {line.quantity} × {[line.name, variantLabel(line.variant)].filter(Boolean).join(' — ')}
                  </li>
                ))}
              </Stack>
              <ReturnPhotoList request={request} mt="2" />
              {request.status === 'rejected' ? null : (
                <Text fontSize="sm" mt="1">
                  {`${REFUND_WORDS[request.status]}: ${formatRupees(returnRefund(order, request))}`}
                  {request.refundTo ? ` to your ${describeRefundDestination(request.refundTo)}` : ''}
                </Text>
              )}
              {order.onlinePayment?.returnRefunds?.[request.number] ? (
                <Text fontSize="sm" color="gray.700" mt="1" data-testid="return-online-refund">
                  {onlineRefundText(order.onlinePayment.returnRefunds[request.number]!, 'shopper')}
                </Text>
              ) : null}
              {request.status === 'requested' ? (
                <Text fontSize="sm" color="gray.700" mt="1">
                  We will reply by {formatDateTime(replyDueAt(request))}.
                </Text>
              ) : null}
              {request.rejectReason ? (
                <Text fontSize="sm" color="red.700" mt="1">
                  Not accepted: {request.rejectReason}
                </Text>
              ) : null}
            </Box>
          ))}
        </Stack>
      ) : null}
    </SectionCard>
  );
});
