import { Box, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import type { Order } from '../../../domain/orders/Order';
import { orderTimeline, TIMELINE_LABELS, type TimelineEvent } from '../../../domain/orders/OrderTimeline';
import { returnTicket, type ReturnRequest } from '../../../domain/afterSales/ReturnRequest';
import { formatDateTime } from '../../../domain/text/formatDateTime';

const TONE: Partial<Record<TimelineEvent, string>> = {
  cancelled: 'red.600',
  'payment-failed': 'red.600',
  refunded: 'orange.500',
  'return-rejected': 'red.600',
  'return-requested': 'orange.500',
};

/**
 * What happened to an order and its return requests and when, oldest first (OrderTimeline). `showWho` adds who made
 * each change, for the shop's staff: an admin's address, or the customer.
 */
export function OrderTimelineList({
  order,
  returns = [],
  showWho = false,
}: {
  order: Pick<Order, 'createdAt' | 'updatedAt' | 'status' | 'paymentStatus' | 'history' | 'cancelReason'>;
  returns?: readonly ReturnRequest[];
  showWho?: boolean;
}) {
  const items = orderTimeline(
    order,
    returns.map((request) => ({ history: request.history, ticket: returnTicket(request) })),
  );
  return (
    <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" aria-label="Order timeline">
      {items.map((item, index) => (
        <HStack as="li" key={`${item.event}-${item.at}-${index}`} align="stretch" gap="3">
          <Stack align="center" gap="0" pt="1">
            <Circle size="3" bg={TONE[item.event] ?? 'green.600'} aria-hidden />
            {index < items.length - 1 ? <Box w="2px" flex="1" minH="4" bg="gray.200" /> : null}
          </Stack>
          <Box pb="3" minW="0">
            <Text fontWeight={index === items.length - 1 ? 'bold' : 'medium'}>
              {TIMELINE_LABELS[item.event]}
            </Text>
            <Text fontSize="sm" color="gray.600">
              {item.ticket ? `${item.ticket} · ` : ''}
              {formatDateTime(item.at)}
              {showWho && item.event !== 'placed' ? ` · by ${item.by ?? 'the customer'}` : ''}
            </Text>
            {item.event === 'cancelled' && order.cancelReason ? (
              <Text fontSize="sm" color="gray.700">
                Reason: {order.cancelReason}
              </Text>
            ) : null}
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}
