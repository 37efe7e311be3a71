import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { Order } from '../../../domain/orders/Order';
import { formatDate } from '../../../domain/text/formatDateTime';
import { orderNumber } from '../../shared/format/orderNumber';
import { variantLabel } from '../../shared/format/variantLabel';

/**
 * An A4 packing slip that goes in the box: the order number and date, whom it goes to, and each line's product,
 * variant and quantity. It names no price, so it suits a gift as well.
 */
export function PackingSlip({ order, shopName }: { order: Order; shopName: string }) {
  const to = order.shippingAddress;
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Box
      as="section"
      aria-label={`Packing slip, order ${orderNumber(order.id)}`}
      className="packing-slip"
      bg="white"
      borderWidth="1px"
      rounded="md"
      p={{ base: '4', md: '8' }}
      fontSize="sm"
    >
      <Stack gap="4">
        <Box>
          <Heading as="h2" size="xl">
            Packing slip
          </Heading>
          <Text color="gray.600">{shopName}</Text>
        </Box>
        <Text>
          Order {orderNumber(order.id)}, placed {formatDate(order.createdAt)}
        </Text>
        <Text>
          For {to.name}, {to.city} {to.pincode}
        </Text>
        <Table.Root size="sm" aria-label={`Items of order ${orderNumber(order.id)}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Item</Table.ColumnHeader>
              <Table.ColumnHeader>Variant</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
              <Table.ColumnHeader>Packed</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.lines.map((line) => (
              <Table.Row key={`${line.productId}-${line.variant?.id ?? ''}`}>
                <Table.Cell>{line.name}</Table.Cell>
                <Table.Cell>{variantLabel(line.variant) || '—'}</Table.Cell>
                <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                <Table.Cell aria-label="Not ticked yet">☐</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Text fontWeight="semibold">
          {units} {units === 1 ? 'piece' : 'pieces'} in all
        </Text>
      </Stack>
    </Box>
  );
}
