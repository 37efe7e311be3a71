import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { Order } from '../../../domain/orders/Order';
import { cashToCollect } from '../../../domain/orders/OrderShipping';
import type { ShopSettings } from '../../../domain/settings/ShopSettings';
import { slotText } from '../../../domain/shipping/DeliverySlot';
import { formatRupees } from '../../../domain/text/Money';
import { orderNumber } from '../../shared/format/orderNumber';
import { OrderBarcode } from './OrderBarcode';
import { shortOrderId } from '../../../domain/orders/ShortOrderId';

/**
 * An A6 shipping label: to whom (name, address, phone), the order number and its barcode, the courier and AWB or the
 * booked slot, "COD: collect ₹X" while cash is due, and from whom (the seller's name and address from Settings).
 */
export function ShippingLabel({ order, settings }: { order: Order; settings: ShopSettings }) {
  const to = order.shippingAddress;
  const cash = cashToCollect(order);
  const from = [settings.sellerLegalName, settings.sellerAddress].filter(Boolean).join(', ');
  return (
    <Box
      as="section"
      aria-label={`Shipping label, order ${orderNumber(order.id)}`}
      className="shipping-label"
      bg="white"
      borderWidth="1px"
      borderColor="gray.800"
      w="105mm"
      minH="148mm"
      p="4mm"
      fontSize="11pt"
    >
      <Stack gap="3">
        <Box>
          <Text fontSize="9pt" textTransform="uppercase" letterSpacing="wider">
            Deliver to
          </Text>
          <Heading as="h2" fontSize="16pt">
            {to.name}
          </Heading>
          <Text>{to.line1}</Text>
          {to.line2 ? <Text>{to.line2}</Text> : null}
          <Text fontWeight="semibold">
            {to.city}, {to.state} {to.pincode}
          </Text>
          <Text>Phone: +91 {to.phone}</Text>
        </Box>
        {cash !== null ? (
          <Text fontSize="15pt" fontWeight="bold" borderWidth="2px" borderColor="gray.800" p="2">
            COD: collect {formatRupees(cash)}
          </Text>
        ) : (
          <Text fontWeight="bold">Prepaid: collect nothing</Text>
        )}
        <Box>
          <Text fontWeight="semibold">Order {orderNumber(order.id)}</Text>
          <OrderBarcode value={shortOrderId(order.id)} />
        </Box>
        {order.shipment ? (
          <Text>
            {order.shipment.courier}, AWB {order.shipment.awb}
          </Text>
        ) : null}
        {order.deliverySlot ? <Text>Delivery slot: {slotText(order.deliverySlot)}</Text> : null}
        {from ? (
          <Box fontSize="9pt">
            <Text textTransform="uppercase" letterSpacing="wider">
              From
            </Text>
            <Text>{from}</Text>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
