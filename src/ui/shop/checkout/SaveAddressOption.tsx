import { Box, Checkbox, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useAddressBookStore, useCheckoutStore } from './checkoutStores';
import { chosenSavedAddress } from './chosenSavedAddress';

/** Below the address form: keep a new address for next time. An address already kept has nothing to save. */
export const SaveAddressOption = observer(function SaveAddressOption() {
  const checkout = useCheckoutStore();
  const { book } = useAddressBookStore();
  if (chosenSavedAddress(checkout.form, book)) return null;
  return (
    <Box>
      <Checkbox.Root
        checked={checkout.saveAddress}
        onCheckedChange={(details) => checkout.setSaveAddress(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Save this address</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" color="gray.600" mt="1">
        It will be offered at your next checkout; you can change it under My Profile.
      </Text>
    </Box>
  );
});
