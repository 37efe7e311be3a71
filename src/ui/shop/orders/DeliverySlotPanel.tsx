import { Alert, Box, Button, chakra, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import {
  CHOOSE_SLOT,
  deliveryOn,
  NO_SLOTS_LEFT,
  SLOT_FIXED,
  slotChangesLeft,
} from '../../../domain/checkout/deliveryMessages';
import { formatDeliveryDate } from '../../../domain/checkout/DeliveryZones';
import type { Order } from '../../../domain/orders/Order';
import { MAX_SLOT_CHANGES, slotText } from '../../../domain/shipping/DeliverySlot';
import { type DeliveryWindowId, windowLabel } from '../../../domain/shipping/DeliveryWindows';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { SelectField } from '../../shared/components/SelectField';
import { failureOf } from '../../shared/stores/LoadState';
import { SectionCard } from '../common/SectionCard';
import { createDeliverySlotStore, type DeliverySlotStore } from './DeliverySlotStore';

const isOpen = (order: Pick<Order, 'status'>) => order.status !== 'delivered' && order.status !== 'cancelled';

/**
 * Where the shop's own team delivers: the order's booked delivery slot and, until 24 hours before it and at most
 * twice, a change of it; or the picker of days and windows with the places left. Nothing where couriers deliver.
 */
export const DeliverySlotPanel = observer(function DeliverySlotPanel({ order }: { order: Order }) {
  const store = useScreenStore(createDeliverySlotStore);
  const open = isOpen(order);
  const { id, createdAt, shippingAddress } = order;
  useEffect(() => {
    if (open) void store.load({ createdAt, shippingAddress });
  }, [store, open, id, createdAt, shippingAddress]);
  const slot = order.deliverySlot;
  if (!open && !slot) return null;
  if (!slot && !store.zoneOf(order)) return null;
  return (
    <SectionCard id="delivery-slot-title" title="Delivery slot" headingSize="md">
      {slot && !store.changing ? (
        <BookedSlot order={order} store={store} />
      ) : (
        <SlotPicker order={order} store={store} />
      )}
    </SectionCard>
  );
});

const BookedSlot = observer(function BookedSlot({
  order,
  store,
}: {
  order: Order;
  store: DeliverySlotStore;
}) {
  const slot = order.deliverySlot!;
  const changeable = store.changeable(order);
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" data-testid="delivery-slot">
        {deliveryOn(slotText(slot))}
      </Text>
      {!isOpen(order) ? null : changeable ? (
        <>
          <Text fontSize="sm" color="gray.600">
            {slotChangesLeft(MAX_SLOT_CHANGES - (order.slotChanges ?? 0))}
          </Text>
          <Button variant="outline" size="sm" alignSelf="start" onClick={() => store.startChange(order)}>
            Change slot
          </Button>
        </>
      ) : (
        <Text fontSize="sm" color="gray.600">
          {SLOT_FIXED}
        </Text>
      )}
    </Stack>
  );
});

const placesText = (free: number): string =>
  free === 0 ? 'Full' : free === 1 ? '1 place left' : `${free} places left`;

const SlotPicker = observer(function SlotPicker({
  order,
  store,
}: {
  order: Order;
  store: DeliverySlotStore;
}) {
  const failure = failureOf(store.state);
  if (failure) return <RetryAlert message={failure} onRetry={() => void store.load(order)} />;
  if (store.days.length === 0) {
    return store.state.status === 'loaded' ? (
      <Text>{NO_SLOTS_LEFT}</Text>
    ) : (
      <Text color="gray.600">Loading delivery slots…</Text>
    );
  }
  const error = store.choiceError ?? store.action.error;
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      aria-label="Choose a delivery slot"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void store.book(order);
      }}
    >
      <Text fontSize="sm">{CHOOSE_SLOT}</Text>
      <SelectField label="Day" value={store.date} onChange={store.chooseDate}>
        {store.days.map((day) => (
          <option key={day.date} value={day.date}>
            {formatDeliveryDate(day.date)}
            {day.windows.every((choice) => choice.free === 0) ? ' (full)' : ''}
          </option>
        ))}
      </SelectField>
      <RadioGroup.Root
        value={store.window}
        onValueChange={({ value }) => store.chooseWindow(value as DeliveryWindowId)}
        colorPalette="brand"
        aria-labelledby="delivery-window-label"
      >
        <Text id="delivery-window-label" fontWeight="medium" mb="2">
          Time
        </Text>
        <Stack gap="3">
          {store.windows.map(({ slot, free }) => (
            <RadioGroup.Item key={slot.window} value={slot.window} disabled={free === 0} alignItems="start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <Box>
                <RadioGroup.ItemText fontWeight="semibold">{windowLabel(slot.window)}</RadioGroup.ItemText>
                <Text fontSize="sm" color={free === 0 ? 'red.700' : 'gray.600'}>
                  {placesText(free)}
                </Text>
              </Box>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error ? (
        <Alert.Root status="error" rounded="md">
          <Alert.Indicator />
          <Alert.Title role="alert">{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="brand" loading={store.action.sending}>
          {order.deliverySlot ? 'Move my slot' : 'Book this slot'}
        </Button>
        {order.deliverySlot ? (
          <Button variant="ghost" onClick={store.keepSlot}>
            Keep {slotText(order.deliverySlot)}
          </Button>
        ) : null}
      </HStack>
    </chakra.form>
  );
});
