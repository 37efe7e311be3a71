import { useEffect } from 'react';
import { RadioGroup, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { defaultAddress } from '../../../domain/AddressBook';
import { useAddressBookStore, useCheckoutStore } from '../../stores/checkoutStores';
import { AddressLines } from '../profile/AddressBookCard';
import { chosenSavedAddress } from './chosenSavedAddress';

const NEW = 'new';

/**
 * The shopper's saved addresses at checkout: the default one fills an empty form, and another, or a new one, can be
 * chosen (a new one can be kept for next time: SaveAddressOption, below the form).
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

  if (book.addresses.length === 0) return null;
  const chosen = chosenSavedAddress(checkout.form, book);
  return (
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
  );
});
