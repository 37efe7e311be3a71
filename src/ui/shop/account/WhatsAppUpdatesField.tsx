import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { orderMessageFor } from '../../../domain/orders/orderMessages';
import { useAddressBookStore } from '../checkout/checkoutStores';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';

/**
 * The shopper's consent to WhatsApp updates at the profile's number, offered only while the shop sends WhatsApp;
 * saved when ticked or cleared.
 */
export const WhatsAppUpdatesField = observer(function WhatsAppUpdatesField() {
  const { settings } = useStores();
  const addressBook = useAddressBookStore();
  const { book } = addressBook;
  if (settings.settings.whatsappPhoneNumberId === '') return null;
  return (
    <Stack gap="1">
      <Checkbox.Root
        checked={book.whatsappUpdates}
        disabled={addressBook.saving || addressBook.state.status !== 'loaded'}
        onCheckedChange={async ({ checked }) => {
          const on = checked === true;
          if (await addressBook.setWhatsAppUpdates(on))
            notify.success(orderMessageFor(on ? 'ADDRESS.WHATSAPP_ON' : 'ADDRESS.WHATSAPP_OFF'));
        }}
      >
        <Checkbox.HiddenInput aria-describedby="profile-whatsapp-note" />
        <Checkbox.Control />
        <Checkbox.Label>Send my order updates on WhatsApp to this number</Checkbox.Label>
      </Checkbox.Root>
      <Text id="profile-whatsapp-note" fontSize="sm" color="gray.600">
        Your orders' updates (placed, confirmed, shipped, delivered, cancelled, payment received) from
        Sheesham Home's WhatsApp Business number, instead of those e-mails; nothing else. Untick it to stop at
        any time.
      </Text>
    </Stack>
  );
});
