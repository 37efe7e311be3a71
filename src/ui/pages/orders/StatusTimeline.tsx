import { Box, Circle, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuCheck, LuX } from 'react-icons/lu';
import type { OrderStatus } from '../../../domain/Order';
import { ORDER_STATUS_LABELS } from '../../components/OrderBadges';

const PATH: readonly OrderStatus[] = ['pending', 'confirmed', 'shipped', 'delivered'];
const HINTS: Readonly<Record<OrderStatus, string>> = {
  pending: 'We have received your order.',
  confirmed: 'The workshop is preparing your furniture.',
  shipped: 'Your order is on its way.',
  delivered: 'Delivered. Enjoy your furniture!',
  cancelled: 'This order was cancelled.',
};

/**
 * The steps pending → confirmed → shipped → delivered, done up to the current one. A cancelled order shows the
 * cancellation instead (the steps it reached before are not recorded).
 */
export function StatusTimeline({ status }: { status: OrderStatus }) {
  if (status === 'cancelled') {
    return (
      <HStack gap="3" color="red.700">
        <Circle size="8" bg="red.100" aria-hidden>
          <LuX />
        </Circle>
        <Text fontWeight="semibold">{HINTS.cancelled}</Text>
      </HStack>
    );
  }
  const reached = PATH.indexOf(status);
  return (
    <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" aria-label="Order progress">
      {PATH.map((step, index) => {
        const done = index <= reached;
        const current = index === reached;
        return (
          <HStack as="li" key={step} align="stretch" gap="3" aria-current={current ? 'step' : undefined}>
            <Stack align="center" gap="0">
              <Circle
                size="7"
                bg={done ? 'green.600' : 'white'}
                color="white"
                borderWidth="2px"
                borderColor={done ? 'green.600' : 'gray.300'}
                aria-hidden
              >
                {done ? <LuCheck size="14" /> : null}
              </Circle>
              {index < PATH.length - 1 ? (
                <Box w="2px" flex="1" minH="5" bg={index < reached ? 'green.600' : 'gray.200'} />
              ) : null}
            </Stack>
            <Box pb="4">
              <Text fontWeight={current ? 'bold' : 'medium'} color={done ? 'gray.900' : 'gray.600'}>
                {ORDER_STATUS_LABELS[step]}
                <VisuallyHidden>{done ? ' (done)' : ' (not yet)'}</VisuallyHidden>
              </Text>
              {current ? (
                <Text fontSize="sm" color="gray.600">
                  {HINTS[step]}
                </Text>
              ) : null}
            </Box>
          </HStack>
        );
      })}
    </Stack>
  );
}
