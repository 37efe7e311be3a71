import { Box, Card, Heading, Text } from '@chakra-ui/react';
import type { ShippingAddress } from '../../../domain/Order';

/** Where an order goes: name, address lines, city, state, PIN code and mobile number. */
export function ShippingAddressCard({ address }: { address: ShippingAddress }) {
  return (
    <Card.Root
      as="section"
      aria-labelledby="order-address-title"
      variant="outline"
      bg="white"
      borderColor="brand.100"
    >
      <Card.Header>
        <Heading as="h2" id="order-address-title" size="md">
          Shipping address
        </Heading>
      </Card.Header>
      <Card.Body>
        <Box as="address" fontStyle="normal" lineHeight="tall">
          <Text fontWeight="semibold">{address.name}</Text>
          <Text>{address.line1}</Text>
          {address.line2 ? <Text>{address.line2}</Text> : null}
          <Text>
            {address.city}, {address.state} {address.pincode}
          </Text>
          <Text>Mobile: +91 {address.phone}</Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
