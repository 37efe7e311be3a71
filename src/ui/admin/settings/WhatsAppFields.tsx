import { SimpleGrid } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import {
  ORDER_MESSAGE_NAMES,
  WHATSAPP_TEMPLATE_BODIES,
  WHATSAPP_TEMPLATE_SETTINGS,
  type WhatsAppOrderEvent,
} from '../../../domain/messages/WhatsAppMessage';
import type { AdminSettingsStore } from './AdminSettingsStore';
import { settingsField } from './settingsField';
import { TextField } from '../products/productForm/TextField';

/**
 * The settings form's WhatsApp: the shop's number ID on the Cloud API and the template of each order message, each
 * field saying the body to register it with.
 */
export const WhatsAppFields = observer(function WhatsAppFields({ store }: { store: AdminSettingsStore }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField
        label="WhatsApp phone number ID"
        inputMode="numeric"
        {...settingsField(store, 'whatsappPhoneNumberId')}
        helper="From WhatsApp Manager → API Setup. Empty: every message goes by e-mail."
      />
      {(Object.keys(WHATSAPP_TEMPLATE_SETTINGS) as WhatsAppOrderEvent[]).map((event) => (
        <TextField
          key={event}
          label={`${ORDER_MESSAGE_NAMES[event]}: template`}
          {...settingsField(store, WHATSAPP_TEMPLATE_SETTINGS[event])}
          helper={`Register it in English, category Utility, with the body: ${WHATSAPP_TEMPLATE_BODIES[event]}. Empty: by e-mail.`}
        />
      ))}
    </SimpleGrid>
  );
});
