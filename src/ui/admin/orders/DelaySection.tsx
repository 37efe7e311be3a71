import { Button, chakra, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { DELAY_REASONS, type DelayReason, type Order } from '../../../domain/orders/Order';
import { promisedDeliveryDate } from '../../../domain/orders/OrderShipping';
import { formatDeliveryDate } from '../../../domain/checkout/DeliveryZones';
import { SelectField } from '../../shared/components/SelectField';
import { TextField } from '../products/productForm/TextField';
import type { AdminOrdersStore } from './AdminOrdersStore';

/** A later delivery date for an order on its way, with the reason its shopper reads ('Change the delivery date'). */
export const DelaySection = observer(function DelaySection({
  store,
  order,
}: {
  store: AdminOrdersStore;
  order: Order;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DelayReason>(DELAY_REASONS[0]);
  const [by, setBy] = useState('');
  const promised = promisedDeliveryDate(order);
  if (!promised || order.status === 'delivered' || order.status === 'cancelled') return null;
  if (!open)
    return (
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
        Change the delivery date
      </Button>
    );
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (await store.delayDelivery(order, { by, reason })) setOpen(false);
  };
  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label="New delivery date">
      <Stack gap="3" borderTopWidth="1px" pt="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SelectField
            label="Why it moves"
            required
            value={reason}
            onChange={(value) => setReason(value as DelayReason)}
          >
            {DELAY_REASONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
          <TextField
            label="New date"
            required
            type="date"
            value={by}
            onChange={setBy}
            helper={`Later than ${formatDeliveryDate(promised)}; the shopper reads the reason with the date.`}
          />
        </SimpleGrid>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand" loading={store.working}>
            Save new date
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
            Keep the date
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
});
