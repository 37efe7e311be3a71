import { Alert, Box, Button, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { ADDRESS_CHANGED, addressChangesLeft } from '../../../domain/checkout/deliveryMessages';
import { addressChangeable, MAX_ADDRESS_CHANGES } from '../../../domain/shipping/AddressChange';
import type { Order } from '../../../domain/orders/Order';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { AddressEditor } from '../account/AddressEditor';
import { SectionCard } from '../common/SectionCard';
import { createAddressChangeStore } from './AddressChangeStore';

const TITLE_ID = 'order-address-title';

/**
 * Where an order goes: name, address lines, city, state, PIN code and mobile number; until it ships, its shopper
 * may change them, and a refused change keeps both the order's address and what they typed.
 */
export const ShippingAddressCard = observer(function ShippingAddressCard({ order }: { order: Order }) {
  const store = useScreenStore(createAddressChangeStore);
  const address = order.shippingAddress;
  const changeable = addressChangeable(order);
  const save = async (next: Order['shippingAddress']) => {
    const changed = await store.change(order, next);
    if (changed) document.getElementById(TITLE_ID)?.focus();
    return changed;
  };
  return (
    <SectionCard id={TITLE_ID} title="Shipping address" headingSize="md">
      <Box as="address" fontStyle="normal" lineHeight="tall">
        <Text fontWeight="semibold">{address.name}</Text>
        <Text>{address.line1}</Text>
        {address.line2 ? <Text>{address.line2}</Text> : null}
        <Text>
          {address.city}, {address.state} {address.pincode}
        </Text>
        <Text>Mobile: +91 {address.phone}</Text>
      </Box>
      {store.changed ? (
        <Alert.Root status="success" rounded="md" role="status">
          <Alert.Indicator />
          <Alert.Title>{ADDRESS_CHANGED}</Alert.Title>
        </Alert.Root>
      ) : null}
      {changeable && store.editing ? (
        <>
          {store.action.error ? (
            <Alert.Root status="error" rounded="md" role="alert">
              <Alert.Indicator />
              <Alert.Title>{store.action.error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <AddressEditor
            initial={address}
            offerDefault={false}
            saving={store.action.sending}
            onSave={save}
            onCancel={store.stopEditing}
          />
        </>
      ) : null}
      {changeable && !store.editing ? (
        <>
          <Text fontSize="sm" color="gray.600">
            {addressChangesLeft(MAX_ADDRESS_CHANGES - (order.addressChangedAt?.length ?? 0))}
          </Text>
          <Button alignSelf="start" variant="outline" size="sm" onClick={store.edit}>
            Change address
          </Button>
        </>
      ) : null}
    </SectionCard>
  );
});
