import { Box, Text } from '@chakra-ui/react';
import type { ShippingAddress } from '../../../domain/orders/Order';
import { SectionCard } from '../common/SectionCard';

/** Where an order goes: name, address lines, city, state, PIN code and mobile number. */
export function ShippingAddressCard({ address }: { address: ShippingAddress }) {
  return (
    <SectionCard id="order-address-title" title="Shipping address" headingSize="md">
      <Box as="address" fontStyle="normal" lineHeight="tall">
        <Text fontWeight="semibold">{address.name}</Text>
        <Text>{address.line1}</Text>
        {address.line2 ? <Text>{address.line2}</Text> : null}
        <Text>
          {address.city}, {address.state} {address.pincode}
        </Text>
        <Text>Mobile: +91 {address.phone}</Text>
      </Box>
    </SectionCard>
  );
}
