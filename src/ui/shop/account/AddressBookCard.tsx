import { useEffect, useState } from 'react';
import { Alert, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '../../../domain/checkout/AddressBook';
import { orderMessageFor } from '../../../domain/orders/orderMessages';
import { FormTextField } from '../common/FormTextField';
import { SectionCard } from '../common/SectionCard';
import { useAddressBookStore } from '../checkout/checkoutStores';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { failureOf } from '../../shared/stores/LoadState';
import { AddressEditor } from './AddressEditor';
import { WhatsAppUpdatesField } from './WhatsAppUpdatesField';

/** One saved address as lines of text (name, street, city, phone). */
export function AddressLines({ address }: { address: SavedAddress }) {
  return (
    <Box>
      <Text fontWeight="semibold">{address.name}</Text>
      <Text>{[address.line1, address.line2].filter(Boolean).join(', ')}</Text>
      <Text>
        {address.city}, {address.state} {address.pincode}
      </Text>
      <Text color="gray.600">+91 {address.phone}</Text>
    </Box>
  );
}

/** The profile's phone number and saved addresses: add, edit, delete, and which one is the default. */
export const AddressBookCard = observer(function AddressBookCard({ uid }: { uid: string }) {
  const { cart } = useStores();
  const addressBook = useAddressBookStore();
  const { book } = addressBook;
  // One alert: why the last change was not saved, else why the book could not be loaded.
  const problem = addressBook.saveError ?? failureOf(addressBook.state);
  const [phone, setPhone] = useState<string | null>(null);
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const saved = (ok: boolean) => {
    if (ok) notify.success(orderMessageFor('ADDRESS.SAVED'));
    return ok;
  };
  useEffect(() => {
    void addressBook.load(uid);
  }, [addressBook, uid]);

  return (
    <SectionCard id="profile-addresses-title" title="Phone and addresses">
      {problem ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack align="end" gap="3" flexWrap="wrap">
        <Box flex="1" minW="52">
          <FormTextField
            name="profilePhone"
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            startAddon="+91"
            helper="For delivery updates; offered at checkout."
            value={phone ?? book.phone}
            onChange={setPhone}
          />
        </Box>
        <Button
          variant="outline"
          colorPalette="brand"
          loading={addressBook.saving && phone !== null}
          disabled={phone === null || phone === book.phone}
          onClick={async () => {
            if (saved(await addressBook.setPhone(phone ?? ''))) setPhone(null);
          }}
        >
          Save number
        </Button>
      </HStack>
      {book.phone !== '' ? <WhatsAppUpdatesField /> : null}
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Saved addresses">
        {book.addresses.map((address) => (
          <Box as="li" key={address.id} borderWidth="1px" borderColor="brand.100" rounded="md" p="3">
            {editing !== 'new' && editing?.id === address.id ? (
              <AddressEditor
                initial={address}
                offerDefault={book.defaultAddressId !== address.id}
                saving={addressBook.saving}
                onSave={async (changed, asDefault) =>
                  saved(await addressBook.keepAddress(changed, address.id, asDefault))
                }
                onCancel={() => setEditing(null)}
              />
            ) : (
              <Stack gap="2">
                <HStack justify="space-between" align="start">
                  <AddressLines address={address} />
                  {book.defaultAddressId === address.id ? <Badge colorPalette="green">Default</Badge> : null}
                </HStack>
                <HStack gap="2" flexWrap="wrap">
                  <Button size="sm" variant="outline" onClick={() => setEditing(address)}>
                    Edit
                  </Button>
                  {book.defaultAddressId !== address.id ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => void addressBook.makeDefault(address.id)}
                    >
                      Make default
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    aria-label={`Delete the address ${address.line1}, ${address.city}`}
                    onClick={() => void addressBook.removeAddress(address.id)}
                  >
                    Delete
                  </Button>
                </HStack>
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
      {book.addresses.length === 0 && addressBook.state.status !== 'loading' ? (
        <Text color="gray.600">
          No saved addresses yet. Add one here or tick ‘Save this address’ at checkout.
        </Text>
      ) : null}
      {editing === 'new' ? (
        <AddressEditor
          pincode={cart.pincode}
          offerDefault={book.addresses.length > 0}
          saving={addressBook.saving}
          onSave={async (address, asDefault) =>
            saved(await addressBook.keepAddress(address, null, asDefault))
          }
          onCancel={() => setEditing(null)}
        />
      ) : book.addresses.length < MAX_SAVED_ADDRESSES ? (
        <Box>
          <Button variant="outline" colorPalette="brand" onClick={() => setEditing('new')}>
            Add an address
          </Button>
        </Box>
      ) : (
        <Text color="gray.600">You can keep up to {MAX_SAVED_ADDRESSES} addresses.</Text>
      )}
    </SectionCard>
  );
});
