import { useState } from 'react';
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { messageFor } from '../../../domain/text/messages';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { SectionCard } from '../common/SectionCard';

/**
 * A member of staff's choice to get the owner's messages too (docs/behaviour.md#messages): each new order, return
 * request and complaint, and the daily summary, at their own e-mail.
 */
export const ShopMessagesCard = observer(function ShopMessagesCard() {
  const { session } = useStores();
  const [saving, setSaving] = useState(false);
  const email = session.user?.email ?? '';
  return (
    <SectionCard id="profile-shop-messages-title" title="Shop messages">
      <Stack gap="1">
        <Checkbox.Root
          checked={session.profile?.ownerMessages === true}
          disabled={saving || !session.profile}
          onCheckedChange={async ({ checked }) => {
            const on = checked === true;
            setSaving(true);
            const saved = await session.setOwnerMessages(on);
            setSaving(false);
            if (!saved) notify.error(messageFor('ACCOUNT.SHOP_MESSAGES_FAILED'));
            else if (on) notify.success(messageFor('ACCOUNT.SHOP_MESSAGES_ON', { email }));
            else notify.success(messageFor('ACCOUNT.SHOP_MESSAGES_OFF'));
          }}
        >
          <Checkbox.HiddenInput aria-describedby="profile-shop-messages-note" />
          <Checkbox.Control />
          <Checkbox.Label>E-mail me the shop&apos;s messages too</Checkbox.Label>
        </Checkbox.Root>
        <Text id="profile-shop-messages-note" fontSize="sm" color="gray.600">
          Each new order, return request and complaint, and the daily summary at 8 am, to {email}, as the
          shop&apos;s e-mail of Settings gets them.
        </Text>
      </Stack>
    </SectionCard>
  );
});
