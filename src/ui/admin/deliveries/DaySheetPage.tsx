import { Global } from '@emotion/react';
import { Button, HStack, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LuChevronLeft, LuChevronRight, LuPrinter } from 'react-icons/lu';
import { formatDeliveryDate } from '../../../domain/checkout/DeliveryZones';
import type { Order } from '../../../domain/orders/Order';
import { cashToCollect } from '../../../domain/orders/OrderShipping';
import { type DeliveryWindowId, windowLabel } from '../../../domain/shipping/DeliveryWindows';
import { formatRupees } from '../../../domain/text/Money';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { printAlone } from '../../shared/components/printAlone';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { orderNumber } from '../../shared/format/orderNumber';
import { variantLabel } from '../../shared/format/variantLabel';
import { AdminTable } from '../common/AdminTable';
import { PageHeader } from '../common/PageHeader';
import { createDaySheetStore } from './DaySheetStore';

const PRINT_STYLES = printAlone('day-sheet', 'A4 landscape', {
  '#day-sheet th, #day-sheet td': { fontSize: '9pt', paddingInline: '4px' },
});

const toCollect = (order: Order): string => {
  const cash = cashToCollect(order);
  return cash === null ? 'Prepaid' : formatRupees(cash);
};

/**
 * /admin/deliveries: one day's deliveries by the shop's own team, by zone and window, with each order's customer,
 * phone, address, items (and which to assemble there) and the cash to collect; printable on A4.
 */
export const DaySheetPage = observer(function DaySheetPage() {
  const store = useScreenStore(createDaySheetStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const title = `Deliveries on ${formatDeliveryDate(store.date)}`;
  return (
    <>
      <Global styles={PRINT_STYLES} />
      <PageHeader
        title="Day sheet"
        description="The deliveries our own team makes on a day, by zone and time window, as shoppers booked them."
      />
      <HStack gap="2" mb="4" flexWrap="wrap">
        <Button variant="outline" size="sm" onClick={() => store.step(-1)} aria-label="Previous day">
          <LuChevronLeft aria-hidden />
        </Button>
        <Input
          type="date"
          aria-label="Day"
          value={store.date}
          onChange={(event) => store.show(event.target.value)}
          maxW="44"
          size="sm"
          bg="white"
        />
        <Button variant="outline" size="sm" onClick={() => store.step(1)} aria-label="Next day">
          <LuChevronRight aria-hidden />
        </Button>
        <Button variant="outline" size="sm" onClick={() => window.print()} ml={{ md: 'auto' }}>
          <LuPrinter aria-hidden /> Print
        </Button>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={`/admin/labels?date=${store.date}`}>Labels and slips</RouterLink>
        </Button>
      </HStack>
      {store.state.status === 'failed' ? (
        <RetryAlert message={store.state.reason} onRetry={() => void store.load()} />
      ) : (
        <Stack id="day-sheet" gap="3" aria-busy={store.state.status === 'loading'}>
          <Text as="h2" fontSize="lg" fontWeight="semibold">
            {title}
          </Text>
          {store.state.status === 'loaded' && store.orders.length === 0 ? (
            <Text color="gray.600">No deliveries booked for this day.</Text>
          ) : (
            <AdminTable
              label={title}
              columns={['Order', 'Customer', 'Address', 'Items', { header: 'Collect', end: true }]}
            >
              {store.groups.map((group) => (
                <DeliveryRows key={`${group.zone}-${group.window}`} heading={group} orders={group.orders} />
              ))}
            </AdminTable>
          )}
        </Stack>
      )}
    </>
  );
});

function DeliveryRows({
  heading,
  orders,
}: {
  heading: { zone: string; window: DeliveryWindowId };
  orders: readonly Order[];
}) {
  return (
    <>
      <Table.Row bg="brand.50">
        <Table.Cell colSpan={5} fontWeight="semibold">
          {heading.zone} · {windowLabel(heading.window)} ({orders.length})
        </Table.Cell>
      </Table.Row>
      {orders.map((order) => {
        const address = order.shippingAddress;
        return (
          <Table.Row key={order.id} verticalAlign="top">
            <Table.Cell whiteSpace="nowrap">{orderNumber(order.id)}</Table.Cell>
            <Table.Cell>
              {address.name}
              <br />
              <Link href={`tel:+91${address.phone}`} color="brand.700">
                {address.phone}
              </Link>
            </Table.Cell>
            <Table.Cell minW="48">
              {[address.line1, address.line2, `${address.city} ${address.pincode}`]
                .filter(Boolean)
                .join(', ')}
            </Table.Cell>
            <Table.Cell minW="40">
              {order.lines.map((line) => (
                <Text key={`${line.productId}-${line.variant?.id ?? ''}`}>
                  {line.quantity} × {line.name}
                  {variantLabel(line.variant) ? ` (${variantLabel(line.variant)})` : ''}
                  {line.assemblyCharge !== undefined ? ', assemble on delivery' : ''}
                </Text>
              ))}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {toCollect(order)}
            </Table.Cell>
          </Table.Row>
        );
      })}
    </>
  );
}
