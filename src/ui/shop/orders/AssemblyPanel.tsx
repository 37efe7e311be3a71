import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Order } from '../../../domain/orders/Order';
import {
  assemblyBookable,
  assemblyChargeText,
  assemblyExtra,
  assemblyVisitText,
} from '../../../domain/shipping/AssemblyBooking';
import { formatRupees } from '../../../domain/text/Money';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { variantLabel } from '../../shared/format/variantLabel';
import { failureOf } from '../../shared/stores/LoadState';
import { SectionCard } from '../common/SectionCard';
import { createAssemblyStore, type AssemblyStore } from './AssemblyStore';

const lineName = (line: Order['lines'][number]): string => {
  const variant = variantLabel(line.variant);
  return `${line.name}${variant ? ` (${variant})` : ''}${line.quantity > 1 ? ` × ${line.quantity}` : ''}`;
};

/**
 * Assembly by the shop's team (AssemblyBooking): what the order's products ask for it and the button that books it,
 * while the order is pending and unpaid; once booked, what was booked and when the team comes. Nothing for an order
 * whose products need no assembly.
 */
export const AssemblyPanel = observer(function AssemblyPanel({ order }: { order: Order }) {
  const store = useScreenStore(createAssemblyStore);
  const bookable = assemblyBookable(order);
  const { id, lines } = order;
  const booked = order.assemblyBookedAt !== undefined;
  useEffect(() => {
    if (bookable) void store.load({ lines });
    else if (booked) void store.loadZones();
  }, [store, bookable, booked, id, lines]);
  if (booked) return <BookedAssembly order={order} store={store} />;
  if (!bookable) return null;
  const failure = failureOf(store.state);
  if (failure) {
    return (
      <SectionCard id="assembly-title" title="Assembly" headingSize="md">
        <RetryAlert message={failure} onRetry={() => void store.load({ lines })} />
      </SectionCard>
    );
  }
  if (store.items.length === 0) return null;
  const extra = assemblyExtra(order, store.items);
  return (
    <SectionCard id="assembly-title" title="Assembly" headingSize="md">
      <Text>Our team can assemble:</Text>
      <Stack as="ul" gap="1" pl="5" m="0" data-testid="assembly-offer">
        {store.items.map(({ index, charge }) => {
          const line = order.lines[index]!;
          return (
            <Text as="li" key={index}>
              {lineName(line)}: {assemblyChargeText(charge, line.quantity)}
            </Text>
          );
        })}
      </Stack>
      <Text fontSize="sm" color="gray.700">
        {assemblyVisitText(store.assemblesOnDelivery(order), order.shippingAddress.phone)}{' '}
        {extra > 0 ? 'The charge is added to your order and shows on its invoice.' : ''}
      </Text>
      {store.action.error ? (
        <Text role="alert" color="red.700">
          {store.action.error}
        </Text>
      ) : null}
      <Button
        alignSelf="start"
        colorPalette="brand"
        loading={store.action.sending}
        onClick={() => void store.book(order)}
      >
        {extra > 0 ? `Book assembly for ${formatRupees(extra)}` : 'Book free assembly'}
      </Button>
    </SectionCard>
  );
});

const BookedAssembly = observer(function BookedAssembly({
  order,
  store,
}: {
  order: Order;
  store: AssemblyStore;
}) {
  const booked = order.lines.filter((line) => line.assemblyCharge !== undefined);
  return (
    <SectionCard id="assembly-title" title="Assembly" headingSize="md">
      <Text fontWeight="semibold" role="status" data-testid="assembly-booked">
        Assembly booked
      </Text>
      <Stack as="ul" gap="1" pl="5" m="0">
        {booked.map((line, at) => (
          <Text as="li" key={at}>
            {lineName(line)}: {assemblyChargeText(line.assemblyCharge ?? 0, line.quantity)}
          </Text>
        ))}
      </Stack>
      {order.status !== 'cancelled' && order.status !== 'delivered' ? (
        <Text fontSize="sm" color="gray.700">
          {assemblyVisitText(store.assemblesOnDelivery(order), order.shippingAddress.phone)}
        </Text>
      ) : null}
    </SectionCard>
  );
});
