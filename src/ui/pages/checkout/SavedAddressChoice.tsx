import { useEffect } from 'react';
import { Box, Checkbox, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { defaultAddress, matchingAddress } from '../../../domain/AddressBook';
import { validateShippingAddress } from '../../../domain/ShippingAddressValidation';
import { useAddressBookStore, useCheckoutStore } from '../../stores/checkoutStores';
import { AddressLines } from '../profile/AddressBookCard';

const NEW = 'new';

/**
 * The shopper's saved addresses at checkout: the default one fills an empty form, another can be chosen, and a new
 * address typed here can be kept for next time ('Save this address').
 */
export const SavedAddressChoice = observer(function SavedAddressChoice({ uid }: { uid: string }) {
  const checkout = useCheckoutStore();
  const addressBook = useAddressBookStore();
  const { book } = addressBook;
  useEffect(() => {
    void addressBook.load(uid);
  }, [addressBook, uid]);

  const loaded = addressBook.owner === uid && !addressBook.loading;
  useEffect(() => {
    if (loaded) checkout.offerDefault(defaultAddress(book));
  }, [checkout, loaded, book]);

  const typed = validateShippingAddress(checkout.form);
  const chosen = typed.ok ? matchingAddress(book, typed.value) : null;
  return (
    <Stack gap="4">
      {book.addresses.length > 0 ? (
        <RadioGroup.Root
          value={chosen?.id ?? NEW}
          onValueChange={({ value }) => {
            const address = book.addresses.find((saved) => saved.id === value);
            if (address) checkout.chooseAddress(address);
            else checkout.newAddress();
          }}
          colorPalette="brand"
          aria-label="Deliver to"
        >
          <Stack gap="3">
            {book.addresses.map((address) => (
              <RadioGroup.Item key={address.id} value={address.id} alignItems="start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <AddressLines address={address} />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
            <RadioGroup.Item value={NEW}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText fontWeight="semibold">A new address</RadioGroup.ItemText>
            </RadioGroup.Item>
          </Stack>
        </RadioGroup.Root>
      ) : null}
      {chosen ? null : (
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
      )}
    </Stack>
  );
});
