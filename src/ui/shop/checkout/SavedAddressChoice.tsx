import { type ReactNode, useEffect } from 'react';
import { RadioGroup, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { defaultAddress } from '../../../domain/checkout/AddressBook';
import { useAddressBookStore, useCheckoutStore } from './checkoutStores';
import { AddressLines } from '../account/AddressBookCard';
import { chosenSavedAddress } from './chosenSavedAddress';
import { answered } from '../../shared/stores/LoadState';

const NEW = 'new';

/**
 * The shopper's saved addresses at checkout: the default one is chosen for an empty form, and another, or a new one,
 * can be chosen. One address shows at a time: the chosen saved one, or `newAddress` (the form, and the option to keep
 * it for next time) once 'Deliver to a new address' is chosen or when none is saved.
 */
export const SavedAddressChoice = observer(function SavedAddressChoice({
  uid,
  newAddress,
}: {
  uid: string;
  newAddress: ReactNode;
}) {
  const checkout = useCheckoutStore();
  const addressBook = useAddressBookStore();
  const { book } = addressBook;
  useEffect(() => {
    void addressBook.load(uid);
  }, [addressBook, uid]);

  // Loaded or failed: a book that could not be read offers no default, as an empty one.
  const settled = addressBook.owner === uid && answered(addressBook.state);
  useEffect(() => {
    if (settled) checkout.offerDefault(defaultAddress(book));
  }, [checkout, settled, book]);

  if (book.addresses.length === 0) return newAddress;
  const chosen = chosenSavedAddress(checkout.form, book);
  return (
    <Stack gap="5">
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
            <RadioGroup.ItemText fontWeight="semibold">Deliver to a new address</RadioGroup.ItemText>
          </RadioGroup.Item>
        </Stack>
      </RadioGroup.Root>
      {chosen ? null : newAddress}
    </Stack>
  );
});
