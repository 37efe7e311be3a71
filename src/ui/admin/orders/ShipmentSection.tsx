import { Button, chakra, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Order } from '../../../domain/orders/Order';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { ShipmentLine } from '../../shared/components/ShipmentLine';
import { SelectField } from '../../shared/components/SelectField';
import { TextField } from '../products/productForm/TextField';
import type { AdminOrdersStore } from './AdminOrdersStore';
import { createShipmentFormStore } from './ShipmentFormStore';

/**
 * How the order travels: for a confirmed order, the courier and AWB it ships with ('Mark as Shipped'); for a shipped
 * or delivered one, its courier, AWB and tracking link, which the admin can correct.
 */
export const ShipmentSection = observer(function ShipmentSection({
  store,
  order,
}: {
  store: AdminOrdersStore;
  order: Order;
}) {
  const [correcting, setCorrecting] = useState(false);
  const shipping = order.status === 'confirmed';
  if (!shipping && order.status !== 'shipped' && order.status !== 'delivered') return null;
  return (
    <Stack gap="2" as="section" aria-label="Shipment">
      {order.shipment ? (
        <ShipmentLine shipment={order.shipment} />
      ) : shipping ? null : (
        <Text fontSize="sm" color="gray.600">
          Shipped before the shop recorded couriers: no courier or AWB.
        </Text>
      )}
      {shipping || correcting ? (
        <ShipmentForm store={store} order={order} onDone={() => setCorrecting(false)} />
      ) : (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => setCorrecting(true)}>
          {order.shipment ? 'Correct courier or AWB' : 'Add courier and AWB'}
        </Button>
      )}
    </Stack>
  );
});

const ShipmentForm = observer(function ShipmentForm({
  store,
  order,
  onDone,
}: {
  store: AdminOrdersStore;
  order: Order;
  onDone: () => void;
}) {
  const form = useScreenStore(createShipmentFormStore);
  // The shipment as the form opened on it: a live update of the order while the admin types keeps what was typed.
  const [shipment] = useState(order.shipment);
  useEffect(() => {
    void form.load(shipment);
  }, [form, shipment]);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const typed = form.shipment();
    if (typed && (await store.recordShipment(order, typed))) onDone();
  };
  if (form.state.status === 'failed')
    return <RetryAlert message={form.state.reason} onRetry={() => void form.load(shipment)} />;
  if (form.state.status !== 'loaded')
    return (
      <Text fontSize="sm" color="gray.600">
        Loading couriers…
      </Text>
    );
  if (form.couriers.length === 0)
    return (
      <Text fontSize="sm" color="gray.600">
        To ship an order, first list your couriers on the{' '}
        <Link asChild color="brand.fg">
          <RouterLink to="/admin/delivery">Delivery</RouterLink>
        </Link>{' '}
        page.
      </Text>
    );
  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label="Courier and AWB">
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SelectField
            label="Courier"
            required
            value={form.courier}
            onChange={form.setCourier}
            error={form.errors.courier}
          >
            {form.couriers.map((courier) => (
              <option key={courier.name} value={courier.name}>
                {courier.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="AWB / tracking number"
            required
            value={form.awb}
            onChange={form.setAwb}
            error={form.errors.awb}
          />
        </SimpleGrid>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand" loading={store.working}>
            {order.status === 'confirmed' ? 'Mark as Shipped' : 'Save courier and AWB'}
          </Button>
          {order.status === 'confirmed' ? null : (
            <Button size="sm" variant="ghost" onClick={onDone}>
              Keep as it is
            </Button>
          )}
        </HStack>
      </Stack>
    </chakra.form>
  );
});
