import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { cancelLineError } from '../../../domain/orders/LineCancellation';
import { assemblyChargeText } from '../../../domain/shipping/AssemblyBooking';
import { lineAmount } from '../../../domain/checkout/CheckoutPricing';
import type { Order, OrderLine } from '../../../domain/orders/Order';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { formatRupees } from '../../../domain/text/Money';
import { AdminImage } from '../common/AdminImage';
import { ConfirmDialog } from '../common/ConfirmDialog';
import type { AdminOrdersStore } from './AdminOrdersStore';

const variantText = (line: OrderLine): string =>
  [line.variant?.size, line.variant?.color].filter((part) => part).join(' · ');

const itemText = (line: OrderLine): string =>
  `${line.quantity} × ${line.name}${variantText(line) ? ` (${variantText(line)})` : ''}`;

/**
 * An order's lines with their amounts; before it is confirmed and while unpaid, each line but the last can be
 * cancelled (LineCancellation), after a question. Lines cancelled before are listed after, struck through.
 */
export const OrderLinesList = observer(function OrderLinesList({
  store,
  order,
}: {
  store: AdminOrdersStore;
  order: Order;
}) {
  const [cancelling, setCancelling] = useState<number | null>(null);
  const line = cancelling === null ? undefined : order.lines[cancelling];
  return (
    <>
      <Stack as="ul" gap="3" m="0" p="0" listStyleType="none" aria-label="Order lines">
        {order.lines.map((line, index) => (
          <Flex
            as="li"
            key={`${line.productId}-${line.variant?.id ?? index}`}
            gap="3"
            align="center"
            wrap="wrap"
          >
            <AdminImage src={line.image} alt="" width={56} height={56} rounded="md" flexShrink={0} />
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="medium">{line.name}</Text>
              {variantText(line) ? (
                <Text fontSize="sm" color="gray.600">
                  {variantText(line)}
                </Text>
              ) : null}
              <Text fontSize="sm" color="gray.600">
                {line.quantity} × {formatRupees(line.unitPrice)}
              </Text>
              {line.assemblyCharge !== undefined ? (
                <Text fontSize="sm" color="brand.800">
                  Assembly booked: {assemblyChargeText(line.assemblyCharge, line.quantity)}
                </Text>
              ) : null}
            </Stack>
            <Text fontWeight="semibold">{formatRupees(lineAmount(line))}</Text>
            {cancelLineError(order, index) === null ? (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                disabled={store.working}
                aria-label={`Cancel ${itemText(line)}`}
                onClick={() => setCancelling(index)}
              >
                Cancel item
              </Button>
            ) : null}
          </Flex>
        ))}
      </Stack>
      {order.cancelledLines?.length ? (
        <Stack as="ul" gap="1" m="0" p="0" listStyleType="none" aria-label="Cancelled items" fontSize="sm">
          {order.cancelledLines.map(({ line, at, by }) => (
            <Text as="li" key={at} color="gray.600">
              <Text as="s">
                {itemText(line)}: {formatRupees(lineAmount(line))}
              </Text>{' '}
              — cancelled by {by}, {formatDateTime(at)}
            </Text>
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={line !== undefined}
        title="Cancel this item?"
        message={
          line
            ? adminMessageFor('ORDER.LINE_CANCEL_CONFIRM', { item: itemText(line), amount: lineAmount(line) })
            : ''
        }
        confirmLabel="Cancel item"
        dismissLabel="Keep item"
        onConfirm={() => (cancelling === null ? undefined : store.cancelLine(order, cancelling))}
        onClose={() => setCancelling(null)}
      />
    </>
  );
});
